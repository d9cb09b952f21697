import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { orderIdLocator } from '../../descriptions/pickers';

const MAX_COMMENT = 100;

const properties: INodeProperties[] = [
	orderIdLocator,
	{
		displayName: 'Comment',
		name: 'comment',
		type: 'string',
		typeOptions: { rows: 2 },
		required: true,
		default: '',
		description: `Note shown in the order's activity under the app's name: at most ${MAX_COMMENT} characters, up to 20 per order, not editable afterwards`,
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['order'], operation: ['addComment'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const id = check.positiveInt('Order', locatorValue(this, i, 'orderId'));
	const comment = check.text('Comment', this.getNodeParameter('comment', i), { max: MAX_COMMENT });
	return await callForRecord(api, ENDPOINTS.order.addComment, {
		params: { id },
		body: { comment },
		itemIndex: i,
	});
}
