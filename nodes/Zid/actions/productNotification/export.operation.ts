import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordOrSuccess } from '../../helpers/answers';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';

const properties: INodeProperties[] = [
	fieldsCollection('additionalFields', [
		{
			displayName: 'Email',
			name: 'email',
			type: 'string',
			placeholder: 'name@email.com',
			default: '',
			description: "Where Zid sends the export; the store owner's email when empty",
		},
		{
			displayName: 'Notified',
			name: 'isNotified',
			type: 'boolean',
			default: true,
			description:
				'Whether to export only the requests whose customers were already notified (or only those still waiting)',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productNotification'], operation: ['export'] } },
	properties,
);

/** Asks Zid to email a file of the availability requests (form body; Zid answers 204). Sends mail: never resent after a server error. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body: IDataObject = {};
	if (fields.email !== undefined && fields.email !== '')
		body.email = check.email('Email', fields.email);
	if (typeof fields.isNotified === 'boolean') body.is_notified = fields.isNotified;
	return recordOrSuccess(
		await call(api, ENDPOINTS.productNotification.export, { body, itemIndex: i }),
	);
}
