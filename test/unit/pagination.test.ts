import { cursorOf, morePagesSignal, pageFor, recordsOf } from '../../nodes/Zid/transport/pagination';

test('pageFor resumes at any record offset', () => {
	expect(pageFor(0, 100)).toEqual({ page: 1, skip: 0 });
	expect(pageFor(300, 100)).toEqual({ page: 4, skip: 0 });
	expect(pageFor(300, 50)).toEqual({ page: 7, skip: 0 });
	expect(pageFor(75, 50)).toEqual({ page: 2, skip: 25 });
	expect(pageFor(75, 12)).toEqual({ page: 7, skip: 3 });
});

describe('more pages?', () => {
	test('next link', () => {
		expect(morePagesSignal({ next: 'https://x/?page=3' }, 2, 50, 100)).toBe(true);
		expect(morePagesSignal({ next: null }, 2, 50, 100)).toBe(false);
	});
	test('coupons pagination object', () => {
		expect(morePagesSignal({ pagination: { next_page: 3 } }, 2, 50, 100)).toBe(true);
		expect(morePagesSignal({ pagination: { next_page: null } }, 2, 50, 100)).toBe(false);
		expect(morePagesSignal({ pagination: { last_page: 2 } }, 2, 50, 100)).toBe(false);
	});
	test('bundle offers top-level fields', () => {
		expect(morePagesSignal({ next_page: null, last_page: 4 }, 2, 50, 100)).toBe(false);
		expect(morePagesSignal({ last_page: 4 }, 2, 50, 100)).toBe(true);
	});
	test('orders totals', () => {
		expect(morePagesSignal({ total_order_count: 250 }, 2, 100, 200)).toBe(true);
		expect(morePagesSignal({ total_order_count: 200 }, 2, 100, 200)).toBe(false);
	});
	test('nothing said', () => expect(morePagesSignal({}, 1, 10, 10)).toBeUndefined());
});

test('records are found under the list key, a payload, or data', () => {
	expect(recordsOf({ orders: [{ id: 1 }] }, 'orders')).toEqual([{ id: 1 }]);
	expect(recordsOf({ 'abandoned-carts': [{ id: 'a' }] }, 'abandoned-carts')).toEqual([{ id: 'a' }]);
	expect(recordsOf({ payload: { credit_notes: [{ id: 2 }] } }, 'credit_notes')).toEqual([{ id: 2 }]);
	expect(recordsOf({ data: [{ id: 3 }] }, 'webhooks')).toEqual([{ id: 3 }]);
	expect(recordsOf([{ id: 4 }], 'x')).toEqual([{ id: 4 }]);
	expect(recordsOf('oops', 'x')).toEqual([]);
});

test('a next link without a page number is a cursor', () => {
	expect(cursorOf({ next: 'https://api.zid.sa/v1/products/?page=2&page_size=50' })).toBeUndefined();
	expect(cursorOf({ next: 'https://api.zid.sa/v1/x/?cursor=abc' })).toBe('https://api.zid.sa/v1/x/?cursor=abc');
	expect(cursorOf({ next: null })).toBeUndefined();
});
