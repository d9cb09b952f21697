import { useSandbox } from '../helpers/sandbox';

const ORDERS = '/managers/store/orders';
const PRODUCTS = '/products/';
const COUPONS = '/managers/store/coupons';
const CARTS = '/managers/store/abandoned-carts';
const CUSTOMERS = '/managers/store/customers';

const ids = (rows: Array<{ id: number | string }>) => rows.map((r) => r.id);

describe('sandbox list faults', () => {
	const h = useSandbox({
		counts: { orders: 120, products: 60, coupons: 20, abandonedCarts: 40, customers: 45 },
	});
	afterEach(() => h.sandbox.setListFaults(undefined));

	it('are off unless switched on, and only touch paged lists on the matching paths', async () => {
		const clean = await h.get(ORDERS, { query: { page: 2, per_page: 50 } });
		h.sandbox.setListFaults({ pathPattern: '^/products/$', dropListKey: true });
		expect((await h.get(ORDERS, { query: { page: 2, per_page: 50 } })).body).toEqual(clean.body);
		expect((await h.get(PRODUCTS)).body.results).toBeUndefined();
		// Not a list: a product view keeps its answer.
		const one = h.sandbox.db.products[0].id;
		expect((await h.get(`/products/${one}/`)).body.id).toBe(one);
	});

	it('tieOrder: equal created_at come back in a new order on every request, the rest and the totals stay', async () => {
		const orders = h.sandbox.db.orders;
		const before = orders.map((o) => o.created_at);
		// Ten orders of one second, and the rest untouched.
		const sorted = [...orders].sort(
			(a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
		);
		const tied = sorted.slice(5, 15);
		for (const o of tied) o.created_at = tied[0].created_at;
		try {
			const ask = async () =>
				ids((await h.get(ORDERS, { query: { page: 1, per_page: 40 } })).body.orders);
			const plain = await ask();
			expect(await ask()).toEqual(plain);
			h.sandbox.setListFaults({ tieOrder: 'perRequest', seed: 4 });
			const answers = [await ask(), await ask(), await ask()];
			// The first five and everything after the tied run keep their places; the run is reordered.
			for (const a of answers) {
				expect(a.slice(0, 5)).toEqual(plain.slice(0, 5));
				expect(a.slice(15)).toEqual(plain.slice(15));
				expect([...a.slice(5, 15)].sort()).toEqual([...plain.slice(5, 15)].sort());
			}
			expect(new Set(answers.map((a) => a.slice(5, 15).join())).size).toBeGreaterThan(1);
			const total = (await h.get(ORDERS, { query: { page: 1, per_page: 40 } })).body
				.total_order_count;
			expect(total).toBe(orders.length);
		} finally {
			orders.forEach((o, i) => (o.created_at = before[i]));
		}
	});

	it('ignorePage: every page answers page 1 (its metadata too)', async () => {
		const first = await h.get(PRODUCTS, { query: { page: 1, page_size: 20 } });
		h.sandbox.setListFaults({ ignorePage: true });
		const third = await h.get(PRODUCTS, { query: { page: 3, page_size: 20 } });
		expect(ids(third.body.results)).toEqual(ids(first.body.results));
		expect(third.body.next).toBe(first.body.next);
		const coupons = await h.get(COUPONS, { query: { page: 2, per_page: 5 } });
		expect(coupons.body.pagination).toMatchObject({ page: 1, next_page: 2 });
		// The request is recorded as the client sent it.
		expect(h.sandbox.requests[h.sandbox.requests.length - 1].query.page).toBe('2');
	});

	it('emptyPageAt: that page answers [] with its normal metadata, every time or once', async () => {
		const real = await h.get(ORDERS, { query: { page: 2, per_page: 50 } });
		h.sandbox.setListFaults({ emptyPageAt: 2 });
		for (let i = 0; i < 2; i++) {
			const r = await h.get(ORDERS, { query: { page: 2, per_page: 50 } });
			expect(r.body).toEqual({ ...real.body, orders: [] });
		}
		expect((await h.get(ORDERS, { query: { page: 1, per_page: 50 } })).body.orders).toHaveLength(
			50,
		);
		h.sandbox.setListFaults({ emptyPageAt: 2, once: true });
		const p2 = (query: Record<string, number>) => h.get(PRODUCTS, { query });
		expect((await p2({ page: 2, page_size: 10 })).body).toMatchObject({
			results: [],
			count: 60 + 2,
			next: expect.stringContaining('page=3'),
		});
		expect((await p2({ page: 2, page_size: 10 })).body.results).toHaveLength(10);
	});

	it('shortPageAt: fewer rows than asked while the metadata says more', async () => {
		h.sandbox.setListFaults({ shortPageAt: 1 });
		const orders = await h.get(ORDERS, { query: { page: 1, per_page: 50 } });
		expect(orders.body.orders).toHaveLength(25);
		expect(orders.body.total_order_count).toBe(120);
		h.sandbox.setListFaults({ shortPageAt: 2, shortPageRows: 3 });
		const coupons = await h.get(COUPONS, { query: { page: 2, per_page: 5 } });
		expect(coupons.body.coupons).toHaveLength(3);
		expect(coupons.body.pagination).toMatchObject({
			page: 2,
			next_page: 3,
			last_page: 4,
			result_count: 5,
		});
	});

	it('dropListKey, nullList: on the pages asked for', async () => {
		h.sandbox.setListFaults({ dropListKey: true, pages: [2] });
		const carts = (page: number) => h.get(CARTS, { query: { page, page_size: 10 } });
		expect((await carts(1)).body['abandoned-carts']).toHaveLength(10);
		const dropped = await carts(2);
		expect(dropped.status).toBe(200);
		expect('abandoned-carts' in dropped.body).toBe(false);
		expect(dropped.body.pagination).toMatchObject({ page: 2, next_page: 3 });
		h.sandbox.setListFaults({ nullList: true });
		expect((await h.get(ORDERS)).body).toMatchObject({ orders: null, total_order_count: 120 });
		expect((await h.get(PRODUCTS)).body).toMatchObject({ results: null, count: 62 });
	});

	it('errorIn200: a 200 whose body is an error in shape A or B', async () => {
		h.sandbox.setListFaults({ errorIn200: 'A' });
		const a = await h.get(ORDERS);
		expect(a.status).toBe(200);
		expect(a.body).toEqual({
			status: 500,
			success: false,
			error: { code: 'server_error', message: 'Internal server error.' },
		});
		h.sandbox.setListFaults({ errorIn200: 'B', pages: [3] });
		expect((await h.get(COUPONS, { query: { page: 2, per_page: 5 } })).body.coupons).toHaveLength(
			5,
		);
		const b = await h.get(COUPONS, { query: { page: 3, per_page: 5 }, lang: 'ar' });
		expect(b.status).toBe(200);
		expect(b.body).toEqual({
			status: 'error',
			message: {
				type: 'error',
				code: 'ERROR_SESSION_INVALID',
				name: 'Unauthenticated',
				description: expect.any(String),
			},
		});
	});

	it('totalDrift: the announced total walks by ±k a request while nothing changes', async () => {
		h.sandbox.setListFaults({ totalDrift: 3, seed: 9 });
		const totals: number[] = [];
		for (let i = 0; i < 8; i++) {
			const r = await h.get(ORDERS, { query: { page: 1, per_page: 10 } });
			expect(r.body.grand_total).toBe(r.body.total_order_count);
			expect(r.body.orders).toHaveLength(10);
			totals.push(r.body.total_order_count);
		}
		for (let i = 0; i < totals.length; i++)
			expect(Math.abs(totals[i] - (i === 0 ? 120 : totals[i - 1]))).toBe(3);
		h.sandbox.setListFaults({ totalDrift: 3, seed: 9 });
		const again: number[] = [];
		for (let i = 0; i < 8; i++)
			again.push(
				(await h.get(ORDERS, { query: { page: 1, per_page: 10 } })).body.total_order_count,
			);
		expect(again).toEqual(totals);
		expect(h.sandbox.db.orders).toHaveLength(120);
		// A list that announces no total (abandoned carts) moves its last page instead.
		h.sandbox.setListFaults({ totalDrift: 3, seed: 9 });
		const lastPages = new Set<number>();
		for (let i = 0; i < 6; i++)
			lastPages.add(
				(await h.get(CARTS, { query: { page: 1, page_size: 10 } })).body.pagination.last_page,
			);
		expect(lastPages.size).toBeGreaterThan(1);
	});

	it('nextLoop: `next` points at the same page, or the one before (a cycle)', async () => {
		h.sandbox.setListFaults({ nextLoop: 'same' });
		const p2 = await h.get(PRODUCTS, { query: { page: 2, page_size: 10 } });
		expect(new URL(p2.body.next).searchParams.get('page')).toBe('2');
		expect(
			(await h.get(COUPONS, { query: { page: 2, per_page: 5 } })).body.pagination.next_page,
		).toBe(2);
		h.sandbox.setListFaults({ nextLoop: 'earlier', pages: [3] });
		const p3 = await h.get(PRODUCTS, { query: { page: 3, page_size: 10 } });
		const back = new URL(p3.body.next);
		expect(back.pathname).toBe('/v1/products/');
		expect(back.searchParams.get('page')).toBe('2');
		// Following it: page 2's next leads to page 3 again.
		const followed = await h.get(back.toString());
		expect(new URL(followed.body.next).searchParams.get('page')).toBe('3');
		expect(
			(await h.get('/managers/store/discounts/bundle-offers', { query: { page: 3, per_page: 5 } }))
				.body.next_page,
		).toBe(2);
	});

	it('nextOffPath: the `next` link leaves the list for another path on the same host', async () => {
		h.sandbox.setListFaults({ nextOffPath: true });
		const r = await h.get(PRODUCTS, { query: { page: 1, page_size: 10 } });
		const next = new URL(r.body.next);
		expect(next.origin).toBe(h.sandbox.url);
		expect(next.pathname).toBe('/v1/attributes/');
		expect(next.searchParams.get('page')).toBe('2');
		h.sandbox.setListFaults({ nextOffPath: '/managers/account/profile' });
		expect(new URL((await h.get(PRODUCTS)).body.next).pathname).toBe(
			'/v1/managers/account/profile',
		);
	});

	it.each<[string, string, string, Record<string, number>]>([
		['customers', CUSTOMERS, 'customers', { per_page: 10 }],
		['coupons', COUPONS, 'coupons', { per_page: 5 }],
		['orders', ORDERS, 'orders', { per_page: 20 }],
	])(
		'omitRecordAt (%s): a full page leaves one record out, the next one takes its place, totals true; every time or once',
		async (_name, path, key, size) => {
			const ask = async (page: number) => (await h.get(path, { query: { page, ...size } })).body;
			const [page2, page3] = [await ask(2), await ask(3)];
			const plain = ids(page2[key]);
			const totals = { ...page2, [key]: undefined };
			for (const once of [false, true]) {
				h.sandbox.setListFaults({ omitRecordAt: 2, omitRecordIndex: 1, once });
				const faulted = await ask(2);
				expect(ids(faulted[key])).toEqual([plain[0], ...plain.slice(2), ids(page3[key])[0]]);
				expect({ ...faulted, [key]: undefined }).toEqual(totals);
				// Other pages keep their answer.
				expect(ids((await ask(3))[key])).toEqual(ids(page3[key]));
				expect(ids((await ask(2))[key])).toEqual(once ? plain : ids(faulted[key]));
			}
			// Default: the middle record goes.
			h.sandbox.setListFaults({ omitRecordAt: 2 });
			const middle = Math.floor(plain.length / 2);
			expect(ids((await ask(2))[key])).not.toContain(plain[middle]);
		},
	);

	it('spareWith: page faults and omitRecordAt spare requests that carry one of the parameters', async () => {
		const ask = async (query: Record<string, string | number>) =>
			(await h.get(ORDERS, { query: { per_page: 20, ...query } })).body;
		const plain = ids((await ask({ page: 1 })).orders);
		const windowed = { date_attribute: 'created_at', date_to: '2100-01-01 00:00:00' };
		const inWindow = ids((await ask({ page: 1, ...windowed })).orders);
		h.sandbox.setListFaults({ omitRecordAt: 1, omitRecordIndex: 0, spareWith: ['date_to'] });
		expect(ids((await ask({ page: 1 })).orders)).not.toContain(plain[0]);
		expect(ids((await ask({ page: 1, ...windowed })).orders)).toEqual(inWindow);
		h.sandbox.setListFaults({ emptyPageAt: 1, spareWith: ['date_to'] });
		expect((await ask({ page: 1 })).orders).toEqual([]);
		expect(ids((await ask({ page: 1, ...windowed })).orders)).toEqual(inWindow);
	});

	it('cursorChain: the `next` chain of a link list ends early, skips a page, or repeats one under a new cursor; count stays', async () => {
		const ask = async (query: Record<string, string | number>) =>
			(await h.get(PRODUCTS, { query })).body;
		const plain = await ask({ page: 2, page_size: 10 });
		const linkOf = (next: string) => Object.fromEntries(new URL(next).searchParams);
		expect(linkOf(plain.next).page).toBe('3');
		h.sandbox.setListFaults({ cursorChain: 'end' });
		const ended = await ask({ page: 2, page_size: 10 });
		expect(ended).toEqual({ ...plain, next: null });
		expect((await ask({ page: 1, page_size: 10 })).next).not.toBeNull();
		h.sandbox.setListFaults({ cursorChain: 'skip', chainAt: 3 });
		expect(linkOf((await ask({ page: 3, page_size: 10 })).next).page).toBe('5');
		expect(linkOf((await ask({ page: 2, page_size: 10 })).next).page).toBe('3');
		h.sandbox.setListFaults({ cursorChain: 'repeat' });
		const first = await ask({ page: 2, page_size: 10 });
		expect(first.next).not.toBe(plain.next);
		const again = linkOf(first.next);
		expect(again.page).toBe('2');
		const repeated = await ask(again);
		expect(ids(repeated.results)).toEqual(ids(plain.results));
		expect(repeated.count).toBe(plain.count);
		expect(linkOf(repeated.next).page).toBe('3');
		h.sandbox.setListFaults({ cursorChain: 'end', once: true });
		expect((await ask({ page: 2, page_size: 10 })).next).toBeNull();
		expect((await ask({ page: 2, page_size: 10 })).next).toBe(plain.next);
	});

	it('over HTTP: POST /__sandbox/list-faults (options or null); a bad pattern is a 400', async () => {
		const post = (body: unknown) =>
			fetch(`${h.sandbox.url}/__sandbox/list-faults`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify(body),
			});
		expect((await post({ nullList: true, pathPattern: 'orders' })).status).toBe(200);
		expect((await h.get(ORDERS)).body.orders).toBeNull();
		expect((await post(null)).status).toBe(200);
		expect((await h.get(ORDERS)).body.orders).toHaveLength(10);
		const bad = await post({ nullList: true, pathPattern: '(' });
		expect(bad.status).toBe(400);
		expect((await h.get(ORDERS)).body.orders).toHaveLength(10);
	});
});
