import { del, get, post, type Paging } from './endpoint';

/** Not printed for this group; the products scopes are inferred. */
const READ = 'products.read';
const WRITE = 'products.read_write';
const PAGING: Paging = { style: 'next', maxPageSize: 50 };

/**
 * Digital products' files (docs/zid-api.md §8.17; docs mark the group "Developing"). Generate an Upload
 * URL and Create Product Downloadables are documented; listing, deleting and the store library
 * (`/downloadables-library/`) appear only on later docs pages and are inferred. The upload itself
 * goes to the presigned storage URL Generate an Upload URL returns (transport/otherHosts/presigned.ts), not to Zid.
 */
export const productDownloadable = {
	/** Nothing is stored on Zid's side until Create links the key: asking again is harmless. */
	generateUploadUrl: post('/products/{productId}/downloadables/generate-s3-presigned-url/', {
		scope: WRITE,
		repeatSafe: true,
		key: 'response',
	}),
	/** Links a stored file to the product; body names inferred. */
	create: post('/products/{productId}/downloadables/', { scope: WRITE, unconfirmed: true }),
	/** GET on the collection Create posts to ("Get Product Downloadables"). */
	getMany: get('/products/{productId}/downloadables/', {
		scope: READ,
		key: 'results',
		paging: PAGING,
		unconfirmed: true,
	}),
	/** The docs' "Delete Product Downloadables", with the catalogue's trailing slash. */
	delete: del('/products/{productId}/downloadables/{id}/', {
		scope: WRITE,
		repeatSafe: true,
		unconfirmed: true,
	}),
	/** The store's file library ("Get Store Downloadables"). */
	getManyStore: get('/downloadables-library/', {
		scope: READ,
		key: 'results',
		paging: PAGING,
		unconfirmed: true,
	}),
	/** "Create Store Downloadables": body inferred from the answer the docs show. */
	createStore: post('/downloadables-library/', { scope: WRITE, unconfirmed: true }),
	deleteStore: del('/downloadables-library/{id}/', {
		scope: WRITE,
		repeatSafe: true,
		unconfirmed: true,
	}),
};
