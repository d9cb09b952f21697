import { NodeApiError, NodeOperationError, type IDataObject } from 'n8n-workflow';
import type { ProductReviewRecord } from '../../sandbox';
import { onlyRequest, expectOverlappingPages } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const PATH = '/managers/store/reviews/product/';
const review = (operation: string, extra: IDataObject = {}) => ({
	resource: 'productReview',
	operation,
	...extra,
});
const newestFirst = (items: ProductReviewRecord[]) =>
	[...items].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

describe('reviews', () => {
	test('Get Many: GET /managers/store/reviews/product/ with page + per_page (MGR headers); newest first', async () => {
		const items = jsonOf(await h.run(review('getMany', { returnAll: false, limit: 10 })));
		const request = onlyRequest(h, {
			method: 'GET',
			path: PATH,
			query: { page: '1', per_page: '10' },
		});
		expect(request.status).toBe(200);
		const expected = newestFirst(h.sandbox.db.productReviews).slice(0, 10);
		expect(items.map((r) => r.id)).toEqual(expected.map((r) => r.id));
		const customer = h.sandbox.db.customers.find((c) => c.id === expected[0].customer_id)!;
		expect(items[0]).toMatchObject({
			rating: expected[0].rating,
			comment: expected[0].comment,
			status: expected[0].status,
			customer: { id: customer.id, name: customer.name },
		});
	});

	test('Get Many, Return All: per_page 50 until the pagination object has no next page', async () => {
		const items = await h.run(review('getMany', { returnAll: true }), { credential: 'zidApi' });
		expect(items).toHaveLength(h.sandbox.db.productReviews.length);
		expect(
			expectOverlappingPages(
				h.apiRequests().map((r) => r.query),
				'per_page',
				50,
				items.length,
			),
		).toBe(2);
	});

	test('Get Many with the (unconfirmed) filter names: status, customer_id, date_from/date_to, search_term, order_by, sort_by', async () => {
		const pending = h.sandbox.db.productReviews.filter((r) => r.status === 'pending');
		const customerId = pending[0].customer_id;
		const day = pending[0].created_at.slice(0, 10);
		const items = jsonOf(
			await h.run(
				review('getMany', {
					returnAll: true,
					filters: {
						status: 'pending',
						customerId,
						dateFrom: `${day}T12:00:00+03:00`,
						dateTo: `${day}T12:00:00+03:00`,
						searchTerm: pending[0].comment.slice(0, 4),
					},
					options: { orderBy: 'rating', sortBy: 'asc' },
				}),
			),
		);
		onlyRequest(h, {
			method: 'GET',
			path: PATH,
			query: {
				page: '1',
				per_page: '50',
				status: 'pending',
				customer_id: String(customerId),
				date_from: day,
				date_to: day,
				search_term: pending[0].comment.slice(0, 4),
				order_by: 'rating',
				sort_by: 'asc',
			},
		});
		const expected = pending.filter(
			(r) =>
				r.customer_id === customerId &&
				r.created_at.startsWith(day) &&
				r.comment.includes(pending[0].comment.slice(0, 4)),
		);
		expect(items.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
		expect(items.length).toBeGreaterThan(0);
	});

	test('an order_by the sandbox does not know: 422 with the field', async () => {
		const error = await failureOf(
			h.run(review('getMany', { returnAll: true, options: { orderBy: 'price' } })),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('422');
		expect(error.description).toMatch(/order_by: The selected order_by is invalid\./);
	});

	test.each([
		[
			{ options: { orderBy: 'created_at desc' } },
			'Invalid "Order By": "created_at desc" is not a field name (lower-case letters and _)',
		],
		[
			{ filters: { dateFrom: '2026-03-01', dateTo: '2026-02-01' } },
			'Invalid "From": the start date is after the end date',
		],
		[{ filters: { customerId: 0 } }, 'Invalid "Customer": must be 1 or more (got 0)'],
	])('bad input fails before any request: %j', async (extra, message) => {
		const error = await failureOf(h.run(review('getMany', { returnAll: true, ...extra })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('Get New Reviews Total (unconfirmed path): GET /managers/store/reviews/product/new-total, which the sandbox does not know (404)', async () => {
		const error = await failureOf(h.run(review('getNewTotal')));
		onlyRequest(h, { method: 'GET', path: `${PATH}new-total` });
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
	});
});
