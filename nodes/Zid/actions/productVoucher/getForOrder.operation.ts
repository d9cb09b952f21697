import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { locatorValue } from '../../helpers/parameters';
import { listProperties, readList } from '../../helpers/lists';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { orderIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	{ ...orderIdLocator, description: 'The order whose voucher codes to list' },
	...listProperties(ENDPOINTS.productVoucher.getForOrder),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productVoucher'], operation: ['getForOrder'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const orderId = InputChecker.for(this, i).positiveInt('Order', locatorValue(this, i, 'orderId'));
	return await readList(this, i, api, ENDPOINTS.productVoucher.getForOrder, {
		params: { orderId },
	});
}
