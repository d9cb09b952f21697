import { del, get, patch, post } from './endpoint';

/** Printed on the create, answer and delete pages; the lists are assumed to need the read scope. */
const READ = 'products.read';
const WRITE = 'products.read_write';

/**
 * Questions & answers (docs/zid-api.md §8.15, §8.27): the newer paths nest under the product and
 * carry no trailing slash, as the docs write them.
 */
export const productQuestion = {
	getMany: get('/products/questions', {
		scope: READ,
		key: 'results',
		paging: { style: 'next', maxPageSize: 50 },
	}),
	create: post('/products/{productId}/questions', { scope: WRITE }),
	/** Zid lists "Update Question" without its path or fields: inferred. */
	update: patch('/products/{productId}/questions/{questionId}', {
		scope: WRITE,
		repeatSafe: true,
		unconfirmed: true,
	}),
	delete: del('/products/{productId}/questions/{questionId}', { scope: WRITE, repeatSafe: true }),
	getManyAnswers: get('/products/questions/answers', {
		scope: READ,
		key: 'results',
		paging: { style: 'next', maxPageSize: 50 },
	}),
	createAnswer: post('/products/{productId}/questions/{questionId}/answers', { scope: WRITE }),
	updateAnswer: patch('/products/{productId}/questions/{questionId}/answers/{answerId}', {
		scope: WRITE,
		repeatSafe: true,
	}),
	/** Inferred in §8.15, confirmed in §8.27. */
	deleteAnswer: del('/products/{productId}/questions/{questionId}/answers/{answerId}', {
		scope: WRITE,
		repeatSafe: true,
	}),
};
