import type { OrderRecord } from '../../sandbox';
import { useSandbox } from '../helpers/sandbox';

/** Zid's documented date format (docs/zid-api.md §8.1): 2020-01-01T00:00:00.000+0000. */
function zidDate(epochMs: number, offsetHours = 0): string {
	const shifted = new Date(epochMs + offsetHours * 3600_000).toISOString().slice(0, 23);
	const sign = offsetHours < 0 ? '-' : '+';
	return `${shifted}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}00`;
}

const idsOf = (rows: Array<{ id: number | string }>) => rows.map((r) => r.id);

describe('sandbox list order and the orders filters', () => {
	const h = useSandbox({ counts: { orders: 300 } });

	const listOrders = (query: Record<string, string | number>) =>
		h.get('/managers/store/orders', { query: { per_page: 100, ...query } });
	const byCreated = (o: OrderRecord) => Date.parse(o.created_at);

	it('order times are whole seconds, shown as Zid shows them', async () => {
		expect(
			h.sandbox.db.orders.every(
				(o) => o.created_at.endsWith('.000Z') && o.updated_at.endsWith('.000Z'),
			),
		).toBe(true);
		const r = await listOrders({ per_page: 1 });
		expect(r.body.orders[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
	});

	it("date_from/date_to take a time of day, in Zid's format or ISO-8601, both bounds inclusive to the second", async () => {
		const orders = h.sandbox.db.orders;
		const from = byCreated(orders[100]);
		const to = byCreated(orders[180]);
		const expected = orders.filter((o) => byCreated(o) >= from && byCreated(o) <= to).length;
		for (const [dateFrom, dateTo] of [
			[zidDate(from), zidDate(to)],
			[zidDate(from, 3), zidDate(to, 3)],
			[zidDate(from, -5), zidDate(to, -5)],
			[new Date(from).toISOString(), new Date(to).toISOString()],
			[
				new Date(from + 3 * 3600_000).toISOString().replace('.000Z', '+03:00'),
				new Date(to).toISOString().replace('.000Z', 'Z'),
			],
		]) {
			const r = await listOrders({ date_from: dateFrom, date_to: dateTo });
			expect(r.status).toBe(200);
			expect(r.body.total_order_count).toBe(expected);
			expect(r.body.grand_total).toBe(expected);
			expect(idsOf(r.body.orders)).toContain(orders[100].id);
			expect(idsOf(r.body.orders)).toContain(orders[180].id);
		}
		// A millisecond past the order's second leaves it out; the order shown as hh:mm:ss is inside date_to=hh:mm:ss.000.
		const after = await listOrders({ date_from: zidDate(from + 1), date_to: zidDate(to) });
		expect(idsOf(after.body.orders)).not.toContain(orders[100].id);
		// An order the API changed holds milliseconds; the filter still works on its whole second.
		const changed = orders[200];
		const at = Date.parse(changed.updated_at);
		changed.updated_at = new Date(at + 737).toISOString();
		const upd = await listOrders({
			date_attribute: 'updated_at',
			date_from: zidDate(at),
			date_to: zidDate(at),
		});
		expect(idsOf(upd.body.orders)).toContain(changed.id);
		changed.updated_at = new Date(at).toISOString();
	});

	it('date_attribute picks the date the range applies to; total_order_count counts the filtered orders', async () => {
		const orders = h.sandbox.db.orders;
		const pivot = byCreated(orders[150]);
		const created = await listOrders({ date_from: zidDate(pivot) });
		const updated = await listOrders({ date_from: zidDate(pivot), date_attribute: 'updated_at' });
		expect(created.body.total_order_count).toBe(orders.filter((o) => byCreated(o) >= pivot).length);
		expect(updated.body.total_order_count).toBe(
			orders.filter((o) => Date.parse(o.updated_at) >= pivot).length,
		);
		expect(updated.body.total_order_count).toBeGreaterThan(created.body.total_order_count);
		const both = await listOrders({ date_from: zidDate(pivot), status: 'new' });
		expect(both.body.total_order_count).toBe(
			orders.filter((o) => byCreated(o) >= pivot && o.status === 'new').length,
		);
		// The per-status counts ignore the status filter, not the dates.
		expect(both.body.total_order_count_per_status).toEqual(
			created.body.total_order_count_per_status,
		);
		expect((await listOrders({ date_from: '2020-01-01 10:00:00 0300' })).status).toBe(422);
		expect((await listOrders({ date_attribute: 'paid_at' })).status).toBe(422);
	});

	it('default order is created_at desc; order_by=created_at with sort_by asc|desc; ties by id', async () => {
		const orders = h.sandbox.db.orders;
		// Three orders placed in the same second.
		const tie = orders[120].created_at;
		for (const o of [orders[121], orders[122]]) o.created_at = tie;
		const newest = [...orders]
			.sort((a, b) => byCreated(b) - byCreated(a) || b.id - a.id)
			.map((o) => o.id);
		const all = async (query: Record<string, string>) => {
			const out: number[] = [];
			for (let page = 1; page <= 3; page++)
				out.push(...(idsOf((await listOrders({ ...query, page })).body.orders) as number[]));
			return out;
		};
		expect(await all({})).toEqual(newest);
		expect(await all({ order_by: 'created_at', sort_by: 'desc' })).toEqual(newest);
		expect(await all({ order_by: 'created_at', sort_by: 'asc' })).toEqual([...newest].reverse());
		expect(await all({ order_by: 'created_at', sort_by: 'ASC' })).toEqual([...newest].reverse());
		const ties = (await all({ order_by: 'created_at', sort_by: 'asc' })).filter((id) =>
			[orders[120].id, orders[121].id, orders[122].id].includes(id),
		);
		expect(ties).toEqual([orders[120].id, orders[121].id, orders[122].id]);
		expect((await listOrders({ sort_by: 'newest' })).status).toBe(422);
	});

	it('default order of the other lists: customers oldest first, products by display order, carts newest first, coupons highest id first', async () => {
		const db = h.sandbox.db;
		const customers = await h.get('/managers/store/customers', { query: { per_page: 100 } });
		const oldest = [...db.customers].sort((a, b) =>
			a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id,
		);
		expect(idsOf(customers.body.customers)).toEqual(idsOf(oldest.slice(0, 100)));
		const products = await h.get('/products/', { query: { page_size: 50 } });
		const manual = db.products
			.filter((p) => p.structure !== 'child')
			.sort((a, b) => a.display_order - b.display_order);
		expect(idsOf(products.body.results)).toEqual(idsOf(manual.slice(0, 50)));
		const carts = await h.get('/managers/store/abandoned-carts', {
			query: { page: 1, page_size: 100 },
		});
		const newestCarts = [...db.abandonedCarts].sort((a, b) =>
			a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? 1 : -1,
		);
		expect(idsOf(carts.body['abandoned-carts'])).toEqual(idsOf(newestCarts.slice(0, 100)));
		const coupons = await h.get('/managers/store/coupons', { query: { per_page: 100 } });
		expect(idsOf(coupons.body.coupons)).toEqual(idsOf([...db.coupons].sort((a, b) => b.id - a.id)));
	});
});
