import type { IDataObject, IExecuteFunctions, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError, updateDisplayOptions } from 'n8n-workflow';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { deleteByOriginalId } from '../../../shared/webhooks/api';
import { originalIdLocator, originalIdOf } from './shared';
import { changedAt, deletedOutput } from '../../helpers/version';

const ORIGINAL_ID = originalIdLocator(
	'Every subscription registered under this original ID is removed',
);

const properties: INodeProperties[] = [
	// 1 opened on the typed ID 1; from 1.1 the picker opens on the store's list (n8n's UX guideline).
	...changedAt(1.1, ORIGINAL_ID, { ...ORIGINAL_ID, default: { mode: 'list', value: '' } }),
	fieldsCollection('additionalFields', [
		{
			displayName: 'Subscriber',
			name: 'subscriber',
			type: 'string',
			default: '',
			description: 'Only the subscriptions of this subscriber under the original ID',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['deleteByOriginalId'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const originalId = originalIdOf(this, i);
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const subscriber =
		check.text('Subscriber', extra.subscriber, { max: 255, optional: true }) || undefined;
	const outcome = await deleteByOriginalId(api, originalId, subscriber, i);
	if (!outcome.deleted) {
		throw new NodeApiError(this.getNode(), { status: 404 } as JsonObject, {
			message: `404 No subscription is registered under original ID ${originalId}`,
			description: 'Zid found nothing to delete. List the webhooks to see the original IDs in use.',
			httpCode: '404',
			itemIndex: i,
		});
	}
	return deletedOutput(this, originalId, () => ({
		deleted: true,
		original_id: originalId,
		...(subscriber ? { subscriber } : {}),
	}));
}
