import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { fieldsCollection } from '../../descriptions/collections';
import { collectionValues } from '../../helpers/query';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { keyProperty, VOUCHER_FIELDS, voucherBody } from './shared';
import { optionalPicker, orderIdLocator, productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The voucher product the code belongs to'),
	keyProperty,
	fieldsCollection('additionalFields', [
		...VOUCHER_FIELDS,
		optionalPicker(
			orderIdLocator,
			'The order the code went to, for a code created as sold or reserved',
		),
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productVoucher'], operation: ['create'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const fields = collectionValues(this, i, 'additionalFields');
	const body = voucherBody(check, this.getNodeParameter('key', i), fields, this.getTimezone());
	if (fields.orderId !== undefined && fields.orderId !== '')
		body.order = check.positiveInt('Order', fields.orderId);
	return (await call(api, ENDPOINTS.productVoucher.create, {
		params: { productId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
