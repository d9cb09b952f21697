import { del, get, patch, post } from './endpoint';

/** Scopes not printed for images: the products ones, inferred (docs/zid-api.md §8.11). */
const READ = 'products.read';
const WRITE = 'products.read_write';

/** Product images (docs/zid-api.md §8.11): catalogue service. */
export const productImage = {
	/** In display order; up to 100 a page. */
	getMany: get('/products/{productId}/images/', {
		scope: READ,
		key: 'results',
		paging: { style: 'next', maxPageSize: 100 },
	}),
	/** Multipart `image` (sent last) and `alt_text`; adds an image: never resent after a server error. */
	upload: post('/products/{productId}/images/', { scope: WRITE, body: 'multipart' }),
	/** `{display_order}` sets a position: safe to repeat. */
	reorder: patch('/products/{productId}/images/{imageId}/', { scope: WRITE, repeatSafe: true }),
	delete: del('/products/{productId}/images/{imageId}/', { scope: WRITE, repeatSafe: true }),
};
