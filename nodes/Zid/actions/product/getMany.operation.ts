import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { listProperties, readList } from '../../helpers/lists';
import { productPageCheck, searchedProducts } from './listChecks';
import { PRODUCT_LIST_QUERY, PRODUCT_OPTIONS, readProductListQuery } from './listQuery';
import { PRODUCT_FILTERS } from './listFilters';
import { simplifyProperty } from '../../descriptions/listFields';
import { simpleProduct, simplified } from '../../helpers/simplify';
import type { ZidTransport } from '../../../shared/transport';

export const listQuery = PRODUCT_LIST_QUERY;

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.product.getMany),
	PRODUCT_FILTERS.property,
	PRODUCT_OPTIONS.property,
	simplifyProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['product'], operation: ['getMany'] } },
	properties,
);
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const qs = readProductListQuery(this, i);
	const mapPage = productPageCheck(this, i, qs);
	const products = await readList(this, i, api, ENDPOINTS.product.getMany, { qs }, { mapPage });
	const found = await searchedProducts(this, i, api, qs, products, mapPage);
	return simplified(this, i, simpleProduct, found);
}
