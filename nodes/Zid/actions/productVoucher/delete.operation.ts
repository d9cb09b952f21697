import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { recordOrSuccess } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { voucherIdLocator, voucherIdOf } from './shared';
import { productIdLocator } from '../../descriptions/pickers';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [
	productIdLocator('The voucher product the code belongs to'),
	voucherIdLocator,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productVoucher'], operation: ['delete'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const voucherId = voucherIdOf(this, i);
	const answer = await call(api, ENDPOINTS.productVoucher.delete, {
		params: { productId, voucherId },
		itemIndex: i,
	});
	return deletedOutput(this, voucherId, () => recordOrSuccess(answer));
}
