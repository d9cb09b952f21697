import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimitUnpaged } from '../../helpers/lists';
import { fieldsCollection } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { ZID_EVENTS } from '../../../shared/webhooks/events';
import { listSubscriptions } from '../../../shared/webhooks/api';

const properties: INodeProperties[] = [
	...returnAllAndLimitUnpaged(),
	fieldsCollection('filters', [
		{
			displayName: 'Event',
			name: 'event',
			type: 'options',
			options: [...ZID_EVENTS].map(({ name, value }) => ({ name, value })).sort((a, b) => a.name.localeCompare(b.name)),
			default: 'order.create',
			description: 'Only subscriptions to this event (filtered here: Zid sends the whole list)',
		},
		{
			displayName: 'Original ID',
			name: 'originalId',
			type: 'number',
			default: 0,
			description: 'Only subscriptions registered under this original ID (filtered here)',
		},
	]),
];

export const description = updateDisplayOptions({ show: { resource: ['webhook'], operation: ['getMany'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const check = InputChecker.for(this, i);
	const returnAll = this.getNodeParameter('returnAll', i, false) as boolean;
	const limit = returnAll ? undefined : check.positiveInt('Limit', this.getNodeParameter('limit', i, 50));
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const originalId = filters.originalId === undefined ? undefined : check.positiveInt('Original ID', filters.originalId);
	const records = (await listSubscriptions(api, i)).filter(
		(s) => (filters.event === undefined || s.event === filters.event) && (originalId === undefined || String(s.original_id) === String(originalId)),
	);
	return limit === undefined ? records : records.slice(0, limit);
}
