import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/execute';
import { fieldsCollection } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS, call } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { keyProperty, VOUCHER_FIELDS, voucherBody } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The voucher product the code belongs to'),
	keyProperty,
	fieldsCollection('additionalFields', [
		...VOUCHER_FIELDS,
		{
			displayName: 'Order ID',
			name: 'orderId',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 1,
			description: 'The order the code went to, for a code created as sold or reserved',
		},
	]),
];

export const description = updateDisplayOptions({ show: { resource: ['productVoucher'], operation: ['create'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body = voucherBody(check, this.getNodeParameter('key', i), fields, this.getTimezone());
	if (fields.orderId !== undefined) body.order = check.positiveInt('Order ID', fields.orderId);
	return (await call(api, ENDPOINTS.productVoucher.create, { params: { productId }, body, itemIndex: i })) as IDataObject;
}
