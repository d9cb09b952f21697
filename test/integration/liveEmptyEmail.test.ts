/**
 * Live orders of customers without an e-mail carry `customer.email: ""` (docs/zid-api.md §8.1). In
 * live mode about one seeded order in six does (sandbox/CONTRACT.md); through the node those orders
 * are read whole, Simplify says the missing address as null, searches on them raise no alarm and
 * keep every order the store matched, and the Zid Trigger passes their deliveries on in both shapes.
 */
import type { IDataObject } from 'n8n-workflow';
import type { OrderRecord } from '../../sandbox';
import { pick, seeded } from '../helpers/random';
import { useTriggerHarness, type TriggerNode } from '../helpers/trigger';
import { jsonOf, useHarness, type Harness } from '../helpers/zid';

const live = useHarness({ mode: 'live' });
const contract = useHarness({ mode: 'contract' });
const MODES: Array<['live' | 'contract', Harness]> = [
	['live', live],
	['contract', contract],
];
const blank = (o: OrderRecord) => o.customer.email_blank_live === true;

describe('orders whose customer has no e-mail', () => {
	test('List Orders: live answers some with email "", Simplify gives null; the contract keeps every address', async () => {
		for (const [mode, h] of MODES) {
			const raw = jsonOf(
				await h.run({
					resource: 'order',
					operation: 'getMany',
					returnAll: false,
					limit: 120,
					simplify: false,
				}),
			);
			const simple = jsonOf(
				await h.run({ resource: 'order', operation: 'getMany', returnAll: false, limit: 120 }),
			);
			const byId = new Map(h.sandbox.db.orders.map((o) => [o.id, o]));
			const empty = raw.filter((o) => (o.customer as IDataObject).email === '').map((o) => o.id);
			const expected = raw.filter((o) => mode === 'live' && blank(byId.get(o.id as number)!));
			expect({ mode, empty }).toEqual({ mode, empty: expected.map((o) => o.id) });
			if (mode === 'live') expect(empty.length).toBeGreaterThan(5);
			expect(simple.map((o) => o.id)).toEqual(raw.map((o) => o.id));
			for (const o of simple) {
				const record = byId.get(o.id as number)!;
				const email = mode === 'live' && blank(record) ? null : record.customer.email;
				expect({ mode, id: o.id, email: o.customer_email }).toEqual({ mode, id: o.id, email });
			}
		}
	});

	test.each([1, 2, 3, 4])(
		'seed %i: a search on such an order (customer name, or the address their other orders show) keeps every order the store matched, with no alarm',
		async (seed) => {
			const h = live;
			const random = seeded(seed);
			const orders = h.sandbox.db.orders.filter(blank);
			const order = pick(random, orders);
			for (const term of [order.customer.name, order.customer.email]) {
				const out = jsonOf(
					await h.run({
						resource: 'order',
						operation: 'getMany',
						returnAll: true,
						filters: { searchTerm: term },
					}),
				);
				const lower = term.toLowerCase();
				const expected = h.sandbox.db.orders.filter(
					(o) =>
						o.customer.name.toLowerCase().includes(lower) ||
						(!blank(o) && o.customer.email.toLowerCase().includes(lower)),
				);
				expect({ seed, term, ids: out.map((o) => o.id).sort() }).toEqual({
					seed,
					term,
					ids: expected.map((o) => o.id).sort(),
				});
			}
		},
	);
});

describe('the Zid Trigger and an order without an e-mail (live)', () => {
	const t = useTriggerHarness({ mode: 'live' });
	const itemsOf = (node: TriggerNode) => node.executions.map((run) => run.map((item) => item.json));

	test('both shapes start the workflow: raw email "", Simplify customer_email null', async () => {
		const simple = t.node({ events: ['order.status.update'] }, { typeVersion: 1.1 });
		const raw = t.node({ events: ['order.status.update'] });
		await simple.activate();
		await raw.activate();
		const template = t.sandbox.db.orders.find((o) => blank(o) && o.status === 'new')!;
		const reply = await t.fire({ event: 'order.status.update', id: template.id });
		expect(reply.body).toMatchObject({ ok: true, deliveries: 2 });
		const [[simpleOut]] = itemsOf(simple);
		const [[rawOut]] = itemsOf(raw);
		const record = rawOut.record as IDataObject;
		expect((record.customer as IDataObject).email).toBe('');
		expect(simpleOut.record).toMatchObject({
			id: record.id,
			customer_email: null,
			customer_name: template.customer.name,
		});
		await simple.deactivate();
		await raw.deactivate();
	});
});
