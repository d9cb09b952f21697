import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { getManyRecords, locatorValue } from '../../helpers/execute';
import { returnAllAndLimit } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';

import { PRODUCTS_READ, VOUCHER_PAGE_SIZE } from './shared';
import { orderIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [{ ...orderIdLocator, description: 'The order whose voucher codes to list' }, ...returnAllAndLimit(VOUCHER_PAGE_SIZE)];

export const description = updateDisplayOptions({ show: { resource: ['productVoucher'], operation: ['getForOrder'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const orderId = InputChecker.for(this, i).positiveInt('Order', locatorValue(this, i, 'orderId'));
	const request = { method: 'GET' as const, path: `/order-vouchers/${orderId}/`, scope: PRODUCTS_READ };
	return await getManyRecords(this, i, api, request, { style: 'next', listKey: 'results', maxPageSize: VOUCHER_PAGE_SIZE });
}
