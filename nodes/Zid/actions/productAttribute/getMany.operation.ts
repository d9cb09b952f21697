import { pagedListOperation } from '../../helpers/lists';
import { ATTRIBUTE_PAGE_SIZE, ATTRIBUTES_PATH, PRODUCTS_READ } from './shared';

/** The store's attributes, each with its presets. */
export const { description, execute } = pagedListOperation({
	resource: 'productAttribute',
	operation: 'getMany',
	request: { method: 'GET', path: ATTRIBUTES_PATH, scope: PRODUCTS_READ },
	list: { style: 'next', listKey: 'results', maxPageSize: ATTRIBUTE_PAGE_SIZE },
});
