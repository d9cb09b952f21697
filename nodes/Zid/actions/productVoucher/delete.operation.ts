import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf, recordOrSuccess } from '../../helpers/execute';

import type { ZidTransport } from '../../../shared/transport';
import { PRODUCTS_WRITE, voucherIdLocator, voucherIdOf, voucherPath } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator('The voucher product the code belongs to'), voucherIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['productVoucher'], operation: ['delete'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const voucherId = voucherIdOf(this, i);
	return recordOrSuccess(
		await api.request({ method: 'DELETE', path: voucherPath(productId, voucherId), idempotent: true, scope: PRODUCTS_WRITE, itemIndex: i }),
	);
}
