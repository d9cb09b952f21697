import { get, post } from './endpoint';

/** Scopes are not printed for this group; the products ones are inferred. */
const READ = 'products.read';
const WRITE = 'products.read_write';

/** Availability ("notify me when back in stock") requests (docs/zid-api.md §8.12). */
export const productNotification = {
	getMany: get('/products/notifications/', {
		scope: READ,
		key: 'results',
		paging: { style: 'next', maxPageSize: 50 },
	}),
	getStats: get('/products/notifications/stats/', { scope: READ }),
	getSettings: get('/products/notifications/settings/', { scope: READ, key: 'settings' }),
	/** Replaces the settings given: the same settings twice leave the same settings, so safe to repeat although a POST. */
	saveSettings: post('/products/notifications/settings/', {
		scope: WRITE,
		repeatSafe: true,
		key: 'settings',
	}),
	/** Adds a request: never resent after a server error. */
	subscribe: post('/products/{productId}/notifications/', { scope: WRITE, body: 'form' }),
	/** Sends mail: never resent. */
	sendEmail: post('/products/notifications/send/', { scope: WRITE, body: 'form' }),
	/** Emails a file of the requests (Zid answers 204): never resent. */
	export: post('/products/notifications/export/', { scope: WRITE, body: 'form' }),
};
