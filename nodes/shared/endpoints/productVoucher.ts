import { del, get, patch, post } from './endpoint';

/** §8.27 prints products.read_write for create; the other scopes are the products ones, inferred. */
const READ = 'products.read';
const WRITE = 'products.read_write';

/** Digital vouchers (docs/zid-api.md §8.5): only voucher products have codes. */
export const productVoucher = {
	/** Zid states no page-size cap for vouchers; 50 is the products list's and safe. */
	getMany: get('/products/{productId}/vouchers/', {
		scope: READ,
		key: 'results',
		paging: { style: 'next', maxPageSize: 50 },
	}),
	getForOrder: get('/order-vouchers/{orderId}/', {
		scope: READ,
		key: 'results',
		paging: { style: 'next', maxPageSize: 50 },
	}),
	create: post('/products/{productId}/vouchers/', { scope: WRITE }),
	/** Sets the values given: safe to repeat. */
	update: patch('/products/{productId}/vouchers/{voucherId}/', { scope: WRITE, repeatSafe: true }),
	delete: del('/products/{productId}/vouchers/{voucherId}/', { scope: WRITE, repeatSafe: true }),
	/** Multipart code sheet; adds codes, so never resent after a server error. */
	import: post('/products/{productId}/vouchers/import/', { scope: WRITE, body: 'multipart' }),
	/** Zid emails the codes and answers nothing; sends mail, so never resent. */
	export: post('/products/{productId}/vouchers/export/', { scope: WRITE }),
};
