import { post } from './endpoint';

/** Scope not printed: the products one, inferred (docs/zid-api.md §8.13). */
const WRITE = 'products.read_write';

/** Product import and export (docs/zid-api.md §8.13): catalogue service. */
export const productImport = {
	/** Multipart `file` (.csv or .xlsx); creates products: never resent after a server error. */
	import: post('/products/import/', { scope: WRITE, body: 'multipart' }),
	/** Zid emails a CSV of every product (answers 204); sends mail: never resent. */
	export: post('/products/export/', { scope: WRITE }),
};
