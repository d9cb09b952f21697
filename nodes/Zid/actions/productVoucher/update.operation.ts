import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { keyProperty, VOUCHER_FIELDS, voucherBody, voucherIdLocator, voucherIdOf } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The voucher product the code belongs to'),
	voucherIdLocator,
	{
		...keyProperty,
		description:
			'The code the customer receives; Zid wants it on every update (send the current one to keep it)',
	},
	fieldsCollection('updateFields', VOUCHER_FIELDS),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productVoucher'], operation: ['update'] } },
	properties,
);

/** PATCH sets the values given: safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const voucherId = voucherIdOf(this, i);
	const fields = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	const body = voucherBody(check, this.getNodeParameter('key', i), fields, this.getTimezone());
	return (await call(api, ENDPOINTS.productVoucher.update, {
		params: { productId, voucherId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
