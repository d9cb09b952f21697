import type { ChurnCollection, Sandbox } from '../../sandbox';
import { type Harness, useSandbox } from '../helpers/sandbox';

/** One list request per collection, as the node sends it; the ids of the page in list order. */
const LISTS: Record<
	ChurnCollection,
	{ path: string; query: Record<string, string | number>; key: string }
> = {
	orders: { path: '/managers/store/orders', query: { per_page: 100 }, key: 'orders' },
	customers: { path: '/managers/store/customers', query: { per_page: 100 }, key: 'customers' },
	products: { path: '/products/', query: { page_size: 50 }, key: 'results' },
	abandonedCarts: {
		path: '/managers/store/abandoned-carts',
		query: { page_size: 100 },
		key: 'abandoned-carts',
	},
	coupons: { path: '/managers/store/coupons', query: { per_page: 100 }, key: 'coupons' },
};

async function page(
	h: Harness,
	collection: ChurnCollection,
	n: number,
): Promise<Array<number | string>> {
	const { path, query, key } = LISTS[collection];
	const r = await h.get(path, { query: { ...query, page: n } });
	expect(r.status).toBe(200);
	return r.body[key].map((x: { id: number | string }) => x.id);
}

const event0 = (events: Array<{ at: number }>) => events[0].at;

function idsOf(sandbox: Sandbox, collection: ChurnCollection): Array<number | string> {
	const records: Array<{ id: number | string; structure?: string }> = sandbox.db[collection];
	return records.filter((r) => r.structure !== 'child').map((r) => r.id);
}

describe('sandbox churn', () => {
	const h = useSandbox({
		counts: { orders: 250, customers: 150, products: 60, abandonedCarts: 150, coupons: 20 },
	});
	afterEach(() => {
		h.sandbox.setChurn(null);
		h.sandbox.reset();
	});

	// Product and cart ids are drawn from the churn's seed: the same seed run again on one store drew
	// the same ids, and the store held two records under one id (a list read twice as many).
	it.each<ChurnCollection>(['products', 'abandonedCarts', 'orders', 'customers', 'coupons'])(
		'%s: the same churn seed run again on one store adds records under ids of their own',
		async (collection) => {
			for (const addPerRequest of [1, 3, 3]) {
				h.sandbox.setChurn({ collection, addPerRequest, seed: 5 });
				for (let request = 0; request < 4; request++) await page(h, collection, 1);
				h.sandbox.setChurn(null);
			}
			const ids = idsOf(h.sandbox, collection);
			expect(h.sandbox.churnLog(collection).added).toHaveLength(28);
			expect(ids.length - new Set(ids).size).toBe(0);
		},
	);

	it('request-based: before each list request of the collection, adds and deletes; the log tells who existed throughout', async () => {
		const before = new Set(idsOf(h.sandbox, 'orders'));
		const maxId = Math.max(...h.sandbox.db.orders.map((o) => o.id));
		h.sandbox.setChurn({ collection: 'orders', addPerRequest: 2, deletePerRequest: 3, seed: 7 });
		const seen = [
			...(await page(h, 'orders', 1)),
			...(await page(h, 'orders', 2)),
			...(await page(h, 'orders', 3)),
		];
		const log = h.sandbox.churnLog();
		expect(log.added).toHaveLength(6);
		expect(log.deleted).toHaveLength(9);
		expect(log.active).toEqual([
			{ collection: 'orders', addPerRequest: 2, deletePerRequest: 3, seed: 7 },
		]);
		// Fresh ids, above every id the store ever had; created now.
		expect(
			log.added.every(
				(e) => typeof e.id === 'number' && e.id > maxId && Math.abs(e.at - Date.now()) < 10_000,
			),
		).toBe(true);
		const deleted = new Set(log.deleted.map((e) => e.id));
		expect([...deleted].every((id) => before.has(id) || log.added.some((a) => a.id === id))).toBe(
			true,
		);
		const throughout = [...before].filter((id) => !deleted.has(id));
		expect(h.sandbox.db.orders.map((o) => o.id)).toEqual(expect.arrayContaining(throughout));
		const added = new Set(log.added.map((e) => e.id));
		expect(seen.length).toBeGreaterThan(200);
		expect(seen.filter((id) => !before.has(id) && !added.has(id))).toEqual([]);
		expect(h.sandbox.db.orders).toHaveLength(250 + 6 - 9);
		// Other collections are untouched.
		expect(await page(h, 'customers', 1)).toHaveLength(100);
		expect(h.sandbox.churnLog('customers')).toMatchObject({ added: [], deleted: [] });
	});

	it('new records look like the seeded ones and enter each list where Zid puts them', async () => {
		const now = Date.now();
		for (const collection of Object.keys(LISTS) as ChurnCollection[]) {
			h.sandbox.setChurn({ collection, addPerRequest: 1, seed: 3 });
			const first = await page(h, collection, 1);
			const [added] = h.sandbox.churnLog(collection).added;
			expect(added).toMatchObject({ collection, id: expect.anything() });
			const records: Array<{ id: number | string; created_at: string; updated_at: string }> =
				h.sandbox.db[collection];
			const record = records.find((r) => r.id === added.id)!;
			expect(Date.parse(record.created_at)).toBeGreaterThanOrEqual(Math.floor(now / 1000) * 1000);
			expect(record.updated_at).toBe(record.created_at);
			// orders newest first, carts newest first, coupons highest id first: a new record is the first row.
			// customers oldest first, products in manual order (display_order): a new record is the last row.
			h.sandbox.setChurn(null);
			if (collection === 'customers' || collection === 'products') {
				expect(first).not.toContain(added.id);
				const size = Number(Object.values(LISTS[collection].query)[0]);
				const last = await page(
					h,
					collection,
					Math.ceil(idsOf(h.sandbox, collection).length / size),
				);
				expect(last[last.length - 1]).toBe(added.id);
			} else {
				expect(first[0]).toBe(added.id);
			}
		}
		const order = h.sandbox.db.orders[h.sandbox.db.orders.length - 1];
		expect(order).toMatchObject({
			status: expect.stringMatching(/^(new|initial)$/),
			currency_code: 'SAR',
			created_by: 'customer',
		});
		expect(order.products.length).toBeGreaterThan(0);
		expect(new Set(h.sandbox.db.orders.flatMap((o) => o.products.map((l) => l.id))).size).toBe(
			h.sandbox.db.orders.flatMap((o) => o.products).length,
		);
		const view = await h.get(`/managers/store/orders/${order.id}/view`);
		expect(view.body.order).toMatchObject({
			id: order.id,
			order_status: { code: order.status },
			customer: { id: order.customer.id },
		});
		const product = h.sandbox.db.products[h.sandbox.db.products.length - 1];
		expect(h.sandbox.db.stocks.filter((s) => s.product_id === product.id)).toHaveLength(
			h.sandbox.db.locations.length,
		);
		expect((await h.get(`/products/${product.id}/`)).body).toMatchObject({
			id: product.id,
			name: { ar: expect.any(String), en: expect.any(String) },
		});
	});

	it('everyRequests: churns before every Nth list request only; the same seed repeats the same changes', async () => {
		const run = async () => {
			h.sandbox.setChurn({
				collection: 'customers',
				everyRequests: 3,
				addPerRequest: 1,
				deletePerRequest: 2,
				seed: 11,
			});
			const counts: number[] = [];
			for (let i = 1; i <= 6; i++) {
				await page(h, 'customers', 1);
				counts.push(h.sandbox.churnLog().deleted.length);
			}
			return { counts, log: h.sandbox.churnLog() };
		};
		const first = await run();
		expect(first.counts).toEqual([0, 0, 2, 2, 2, 4]);
		h.sandbox.reset();
		const again = await run();
		expect(again.log.added.map((e) => e.id)).toEqual(first.log.added.map((e) => e.id));
		expect(again.log.deleted.map((e) => e.id)).toEqual(first.log.deleted.map((e) => e.id));
	});

	it('a deleted id never comes back, and products go with their variants and stock', async () => {
		h.sandbox.setChurn({ collection: 'coupons', addPerRequest: 1, seed: 1 });
		await page(h, 'coupons', 1);
		const [added] = h.sandbox.churnLog().added;
		h.sandbox.db.coupons.splice(
			h.sandbox.db.coupons.findIndex((c) => c.id === added.id),
			1,
		);
		await page(h, 'coupons', 1);
		expect(h.sandbox.churnLog().added[1].id).toBe(Number(added.id) + 1);

		h.sandbox.setChurn({ collection: 'products', deletePerRequest: 5, seed: 2 });
		await page(h, 'products', 1);
		expect(h.sandbox.churnLog('products').deleted).toHaveLength(5);
		for (const { id } of h.sandbox.churnLog('products').deleted) {
			expect(h.sandbox.db.products.some((p) => p.id === id || p.parent_id === id)).toBe(false);
			expect(h.sandbox.db.stocks.some((s) => s.product_id === id)).toBe(false);
		}
	});

	it('backdateMs: new orders carry a created_at in the past (up to backdateMs before they were added); off, they carry the time they were added', async () => {
		const DAY = 86_400_000;
		h.sandbox.setChurn({ collection: 'orders', addPerRequest: 3, backdateMs: 30 * DAY, seed: 5 });
		await page(h, 'orders', 1);
		await page(h, 'orders', 1);
		const added = h.sandbox.churnLog('orders').added;
		expect(added).toHaveLength(6);
		for (const event of added) {
			const order = h.sandbox.db.orders.find((o) => o.id === event.id);
			const created = Date.parse(order!.created_at);
			// Whole seconds in the record: allow the rounding.
			expect(created).toBeLessThan(event.at);
			expect(created).toBeGreaterThanOrEqual(event.at - 30 * DAY - 1000);
		}
		const backdated = added.filter((e) => {
			const order = h.sandbox.db.orders.find((o) => o.id === e.id)!;
			return Date.parse(order.created_at) < event0(added) - DAY;
		});
		expect(backdated.length).toBeGreaterThan(0);
		h.sandbox.setChurn(null);
		h.sandbox.setChurn({ collection: 'orders', addPerRequest: 1, seed: 5 });
		await page(h, 'orders', 1);
		const plain = h.sandbox.churnLog('orders').added.slice(-1)[0];
		const plainOrder = h.sandbox.db.orders.find((o) => o.id === plain.id)!;
		expect(Math.abs(Date.parse(plainOrder.created_at) - plain.at)).toBeLessThan(1000);
	});

	it('timer-based: adds and deletes on their own clocks until switched off', async () => {
		const before = h.sandbox.db.abandonedCarts.length;
		h.sandbox.setChurn([
			{ collection: 'abandonedCarts', addEveryMs: 10, deleteEveryMs: 25 },
			{ collection: 'orders', addEveryMs: 15 },
		]);
		await new Promise((resolve) => setTimeout(resolve, 200));
		h.sandbox.setChurn(null);
		const log = h.sandbox.churnLog();
		const carts = h.sandbox.churnLog('abandonedCarts');
		expect(carts.added.length).toBeGreaterThan(carts.deleted.length);
		expect(carts.deleted.length).toBeGreaterThan(0);
		expect(h.sandbox.churnLog('orders').added.length).toBeGreaterThan(0);
		expect(h.sandbox.db.abandonedCarts.length).toBe(
			before + carts.added.length - carts.deleted.length,
		);
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(h.sandbox.churnLog()).toEqual({ ...log, active: [] });
	});

	it('over HTTP: POST /__sandbox/churn (object, array or null), GET with ?collection=, DELETE forgets the log', async () => {
		const admin = (method: string, path: string, body?: unknown) =>
			fetch(`${h.sandbox.url}/__sandbox/${path}`, {
				method,
				headers: { 'Content-Type': 'application/json' },
				body: body === undefined ? undefined : JSON.stringify(body),
			});
		const on = await admin('POST', 'churn', {
			collection: 'orders',
			addPerRequest: 1,
			deletePerRequest: 1,
			seed: 4,
		});
		expect(on.status).toBe(200);
		expect(await on.json()).toEqual({
			ok: true,
			active: [{ collection: 'orders', addPerRequest: 1, deletePerRequest: 1, seed: 4 }],
		});
		expect((await admin('POST', 'churn', { collection: 'coupons', addPerRequest: 1 })).status).toBe(
			200,
		);
		await page(h, 'orders', 1);
		await page(h, 'coupons', 1);
		const log = await (await admin('GET', 'churn')).json();
		expect(log.active.map((o: { collection: string }) => o.collection)).toEqual([
			'orders',
			'coupons',
		]);
		expect(log.added.map((e: { collection: string }) => e.collection)).toEqual([
			'orders',
			'coupons',
		]);
		expect(log.deleted).toEqual([
			{ collection: 'orders', id: expect.any(Number), at: expect.any(Number) },
		]);
		expect((await (await admin('GET', 'churn?collection=coupons')).json()).added).toHaveLength(1);
		expect((await admin('POST', 'churn', null)).status).toBe(200);
		expect((await (await admin('GET', 'churn')).json()).active).toEqual([]);
		expect((await (await admin('GET', 'churn')).json()).added).toHaveLength(2);
		expect((await admin('DELETE', 'churn')).status).toBe(200);
		expect(await (await admin('GET', 'churn')).json()).toEqual({
			active: [],
			added: [],
			deleted: [],
		});
		for (const bad of [
			{ collection: 'reviews', addPerRequest: 1 },
			{ collection: 'orders' },
			{ collection: 'orders', addEveryMs: -5 },
		]) {
			const r = await admin('POST', 'churn', bad);
			expect(r.status).toBe(400);
			expect((await r.json()).error).toEqual(expect.any(String));
		}
	});
});
