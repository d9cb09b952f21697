import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { orderCount, orderGuard } from './listChecks';
import { resolveShippingMethod } from './shippingMethod';
import { isAtLeast } from '../../helpers/version';
import { listProperties, readList } from '../../helpers/lists';
import { simplifyProperty } from '../../descriptions/listFields';
import { simpleOrder, simplifyOn } from '../../helpers/simplify';
import type { ZidTransport } from '../../../shared/transport';
import { ORDER_LIST_QUERY, ORDER_OPTIONS, readOrderListQuery } from './listQuery';
import { ORDER_FILTERS } from './listFilters';

export const listQuery = ORDER_LIST_QUERY;

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.order.getMany),
	ORDER_FILTERS.property,
	ORDER_OPTIONS.property,
	simplifyProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['order'], operation: ['getMany'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const qs = readOrderListQuery(this, i);
	// From node 1.1 a delivery option becomes its code; version 1 sends what was typed, as it did.
	if (isAtLeast(this, 1.1)) await resolveShippingMethod(this, i, api, qs);
	// Checked against the filters, then simplified, page by page (helpers/filterCheck.ts).
	const guard = orderGuard(this, i, qs);
	const simplify = simplifyOn(this, i);
	const mapPage = (page: IDataObject[]) => {
		guard.page(page);
		return simplify ? page.map(simpleOrder) : page;
	};
	const orders = await readList(this, i, api, ENDPOINTS.order.getMany, { qs }, { mapPage });
	await guard.settle(qs, orderCount(api, i));
	return orders;
}
