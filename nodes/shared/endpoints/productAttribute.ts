import { del, get, patch, post, type Paging } from './endpoint';

/** Catalogue service; Zid prints no scopes for this group: the products ones are inferred. */
const READ = 'products.read';
const WRITE = 'products.read_write';
/** Zid states no page-size cap for these lists; 50 is the products list's and safe. */
const PAGING: Paging = { style: 'next', maxPageSize: 50 };

/** Store-level attributes and product-level attributes (metafields) (docs/zid-api.md §8.8). */
export const productAttribute = {
	getMany: get('/attributes/', { scope: READ, key: 'results', paging: PAGING }),
	/** The attribute with its presets. */
	get: get('/attributes/{id}/', { scope: READ }),
	create: post('/attributes/', { scope: WRITE }),
	/** Sends only the fields given: safe to repeat. */
	update: patch('/attributes/{id}/', { scope: WRITE, repeatSafe: true }),
	delete: del('/attributes/{id}/', { scope: WRITE, repeatSafe: true }),
	/** Capital M; the list has a trailing slash and the create does not, as the docs print them. */
	getManyMetafields: get('/Metafields/', { scope: READ, key: 'results', paging: PAGING }),
	createMetafield: post('/Metafields', { scope: WRITE }),
};
