import { pagedListOperation } from '../../helpers/lists';
import { ATTRIBUTE_PAGE_SIZE, METAFIELDS_LIST_PATH, PRODUCTS_READ } from './shared';

/** "Get Product Attributes" (docs/zid-api.md §8.8): the product-level attributes, `GET /Metafields/`. */
export const { description, execute } = pagedListOperation({
	resource: 'productAttribute',
	operation: 'getManyMetafields',
	request: { method: 'GET', path: METAFIELDS_LIST_PATH, scope: PRODUCTS_READ },
	list: { style: 'next', listKey: 'results', maxPageSize: ATTRIBUTE_PAGE_SIZE },
});
