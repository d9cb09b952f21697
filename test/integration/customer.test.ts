import { dropdownContext, expectOverlappingPages } from '../helpers/requests';
import { NodeApiError, NodeOperationError, type IDataObject } from 'n8n-workflow';
import * as listSearch from '../../nodes/Zid/methods/listSearch';
import { failureOf, jsonOf, useHarness, zidAnswer } from '../helpers/zid';

const h = useHarness({ counts: { customers: 120 } });

/** A customer as Simplify shows Zid's record: the city by name, the points and the total paid as numbers. */
function simple(raw: IDataObject): IDataObject {
	const points = raw.points as IDataObject | number;
	return {
		id: raw.id,
		name: raw.name,
		email: raw.email,
		mobile: raw.mobile,
		// Zid's value is 9665... (no +, as live stores send it); E.164 beside it.
		mobile_e164: `+${raw.mobile}`,
		type: raw.type,
		is_active: raw.is_active,
		verified: raw.verified,
		city: (raw.city as IDataObject).name,
		order_counts: raw.order_counts,
		points: typeof points === 'number' ? points : points.points,
		total_payments: Number(raw.order_total_payments),
		created_at: raw.created_at,
		updated_at: raw.updated_at,
	};
}
const addBulk = (customer: Array<{ name: string; mobile: string }>) => ({
	resource: 'customer',
	operation: 'addBulk',
	customers: { customer },
});

describe('customer: get and get many', () => {
	test("Get: GET /managers/store/customers/{id}; Simplify flattens the city, points and total paid, off gives Zid's record untouched", async () => {
		const customer = h.sandbox.db.customers.find(
			(c) => c.points > 0 && h.sandbox.db.orders.some((o) => o.customer.id === c.id),
		)!;
		const [simplified] = jsonOf(
			await h.run({
				resource: 'customer',
				operation: 'get',
				customerId: { __rl: true, mode: 'id', value: String(customer.id) },
			}),
		);
		expect(h.lastRequest()).toMatchObject({
			method: 'GET',
			path: `/v1/managers/store/customers/${customer.id}`,
			query: {},
			status: 200,
		});
		const raw = (await zidAnswer(h, `/managers/store/customers/${customer.id}`))
			.customer as IDataObject;
		expect(simplified).toEqual(simple(raw));
		expect(simplified).toMatchObject({
			id: customer.id,
			name: customer.name,
			email: customer.email,
			mobile: customer.mobile,
			points: customer.points,
		});
		expect(simplified.total_payments).toBeGreaterThan(0);

		const [full] = jsonOf(
			await h.run(
				{
					resource: 'customer',
					operation: 'get',
					customerId: { __rl: true, mode: 'id', value: String(customer.id) },
					simplify: false,
				},
				{ credential: 'zidApi' },
			),
		);
		expect(full).toEqual(raw);
		expect(full).toMatchObject({
			id: customer.id,
			points: { customer_id: customer.id },
			orders: expect.any(Array),
		});
	});

	test('Get Many: page + per_page, the (unconfirmed) search and sort options as query parameters', async () => {
		const items = jsonOf(
			await h.run({
				resource: 'customer',
				operation: 'getMany',
				returnAll: false,
				limit: 7,
				filters: { searchTerm: '@' },
				options: { orderBy: 'name', sortBy: 'asc' },
				simplify: false,
			}),
		);
		expect(h.lastRequest().query).toEqual({
			page: '1',
			per_page: '7',
			search_term: '@',
			order_by: 'name',
			sort_by: 'asc',
		});
		const expected = [...h.sandbox.db.customers]
			.filter((c) => c.email.includes('@'))
			.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
			.slice(0, 7);
		expect(items.map((c) => c.id)).toEqual(expected.map((c) => c.id));
	});

	test('Get Many, Return All: every customer, 100 per page', async () => {
		const items = jsonOf(
			await h.run({ resource: 'customer', operation: 'getMany', returnAll: true }),
		);
		expect(items).toHaveLength(h.sandbox.db.customers.length);
		expect(
			expectOverlappingPages(
				h.apiRequests().map((r) => r.query),
				'per_page',
				100,
				items.length,
			),
		).toBe(2);
		// Simplify off gives the records as Zid listed them; on, each of them flattened.
		const raw = jsonOf(
			await h.run({ resource: 'customer', operation: 'getMany', returnAll: true, simplify: false }),
		);
		const answer = (await zidAnswer(h, '/managers/store/customers', { page: 1, per_page: 100 }))
			.customers as IDataObject[];
		expect(raw.slice(0, 100)).toEqual(answer);
		expect(items).toEqual(raw.map(simple));
	});

	test("an unknown customer is Zid's 404", async () => {
		const error = await failureOf(
			h.run({
				resource: 'customer',
				operation: 'get',
				customerId: { __rl: true, mode: 'id', value: '999999' },
			}),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.description).toContain('ERROR_CUSTOMER_NOT_FOUND');
	});

	test('an unknown sort field fails before any request', async () => {
		const error = await failureOf(
			h.run({
				resource: 'customer',
				operation: 'getMany',
				returnAll: true,
				options: { orderBy: 'mobile' },
			}),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(
			'Invalid "Order By": "mobile" is not one of: created_at, updated_at, name, id',
		);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('customer: add in bulk', () => {
	test('form fields customers[i][name] / customers[i][mobile]; mobiles tidied to +966...; one item per customer', async () => {
		const before = h.sandbox.db.customers.length;
		const items = jsonOf(
			await h.run(
				addBulk([
					{ name: 'سارة الحربي', mobile: '+966 50 000 0111' },
					{ name: 'Omar Ali', mobile: '00966500000222' },
				]),
			),
		);
		const request = h.lastRequest();
		expect(request).toMatchObject({
			method: 'POST',
			path: '/v1/managers/store/customers/bulk',
			contentType: 'application/x-www-form-urlencoded',
			status: 200,
		});
		expect(new URLSearchParams(request.rawBody).toString()).toBe(
			new URLSearchParams([
				['customers[0][name]', 'سارة الحربي'],
				['customers[0][mobile]', '+966500000111'],
				['customers[1][name]', 'Omar Ali'],
				['customers[1][mobile]', '+966500000222'],
			]).toString(),
		);
		expect(items.map((c) => [c.name, c.mobile])).toEqual([
			['سارة الحربي', '966500000111'],
			['Omar Ali', '966500000222'],
		]);
		expect(h.sandbox.db.customers).toHaveLength(before + 2);
		expect(h.sandbox.db.customers.slice(-2).map((c) => c.id)).toEqual(items.map((c) => c.id));
	});

	test("Zid's 422 names the customer's field", async () => {
		const error = await failureOf(h.run(addBulk([{ name: 'Short Number', mobile: '+12345678' }])));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('422');
		expect(error.message).toMatch(/^422 Zid rejected the input: customers\.0\.mobile: /);
	});

	test('a create is sent once: a 500 is not retried', async () => {
		h.sandbox.setFaults({ rate500: 1, pathPattern: 'customers/bulk', phase: 'after' });
		const error = await failureOf(h.run(addBulk([{ name: 'Omar Ali', mobile: '+966500000222' }])));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('500');
		expect(
			h.apiRequests().filter((r) => r.path === '/v1/managers/store/customers/bulk'),
		).toHaveLength(1);
	});

	test.each([
		[
			'a local number',
			[{ name: 'A', mobile: '0501234567' }],
			'Invalid "Customers › Mobile (customer 1)": "0501234567" is not an international mobile number (write it like +966501234567)',
		],
		[
			'a short Saudi number',
			[{ name: 'A', mobile: '+96650123456' }],
			'Invalid "Customers › Mobile (customer 1)": "+96650123456" is not a Saudi mobile number (+9665 followed by 8 digits)',
		],
		[
			'a Saudi landline',
			[{ name: 'A', mobile: '+966112345678' }],
			'Invalid "Customers › Mobile (customer 1)": "+966112345678" is not a Saudi mobile number (+9665 followed by 8 digits)',
		],
		[
			'a missing name',
			[
				{ name: 'A', mobile: '+966501234567' },
				{ name: ' ', mobile: '+966501234568' },
			],
			'Invalid "Customers › Name (customer 2)": a value is required',
		],
		[
			'a repeated mobile',
			[
				{ name: 'A', mobile: '+966501234567' },
				{ name: 'B', mobile: '+966 501234567' },
			],
			'Invalid "Customers › Mobile (customer 2)": +966501234567 is also the mobile of customer 1',
		],
		['no customers', [], 'Invalid "Customers": at least one entry is required'],
	])('%s fails before any request', async (_case, customers, message) => {
		const error = await failureOf(h.run(addBulk(customers)));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('customer: list search', () => {
	test('searchCustomers: server-side search_term, 50 a page with a token for the next', async () => {
		const ctx = dropdownContext(h);
		const first = await listSearch.searchCustomers.call(ctx);
		expect(first.results).toHaveLength(50);
		expect(first.paginationToken).toBe('2');
		// In Zid's own order: oldest first (zidsa/sdk-python customers_list fixture), ties by id.
		const listed = [...h.sandbox.db.customers].sort((a, b) =>
			a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id,
		);
		expect(first.results.map((r) => r.value)).toEqual(listed.slice(0, 50).map((c) => String(c.id)));
		const second = await listSearch.searchCustomers.call(
			ctx,
			undefined,
			first.paginationToken as string,
		);
		expect(second.results.map((r) => r.value)).toEqual(
			listed.slice(50, 100).map((c) => String(c.id)),
		);
		expect(h.lastRequest().query).toEqual({ page: '2', per_page: '50' });

		const target = h.sandbox.db.customers[10];
		const found = await listSearch.searchCustomers.call(ctx, target.email);
		expect(h.lastRequest().query).toEqual({ page: '1', per_page: '50', search_term: target.email });
		expect(found.results.map((r) => r.value)).toContain(String(target.id));
		expect(found.paginationToken).toBeUndefined();
	});
});
