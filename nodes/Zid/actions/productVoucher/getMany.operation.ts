import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { getManyRecords, productIdOf } from '../../helpers/execute';
import { returnAllAndLimit } from '../../helpers/properties';
import type { ZidTransport } from '../../../shared/transport';
import { PRODUCTS_READ, VOUCHER_PAGE_SIZE, vouchersPath } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [productIdLocator('The voucher product whose codes to list'), ...returnAllAndLimit(VOUCHER_PAGE_SIZE)];

export const description = updateDisplayOptions({ show: { resource: ['productVoucher'], operation: ['getMany'] } }, properties);

/** Only a voucher product has codes: Zid refuses the list of any other product. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const request = { method: 'GET' as const, path: vouchersPath(productIdOf(this, i)), scope: PRODUCTS_READ };
	return await getManyRecords(this, i, api, request, { style: 'next', listKey: 'results', maxPageSize: VOUCHER_PAGE_SIZE });
}
