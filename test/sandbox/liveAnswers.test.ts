/**
 * Where live Zid stores answered otherwise than the contract (sandbox/CONTRACT.md "Live answers and
 * the contract"): each fact in `live` mode (the default) and the contract's answer in `contract`
 * mode, and the facts both modes share.
 */
import { startSandbox } from '../../sandbox';
import { call, useSandbox, zidHeaders, type Harness } from '../helpers/sandbox';
import { pick, seeded } from '../helpers/random';

const live = useSandbox();
const contract = useSandbox({ mode: 'contract' });
const MODES: Array<[string, Harness]> = [
	['live', live],
	['contract', contract],
];

const withoutStoreId = (h: Harness): Record<string, string> => {
	const headers = zidHeaders(h.sandbox, h.tokens);
	delete headers['Store-Id'];
	return headers;
};

describe('List Products and Store-Id', () => {
	test('live: 401 {"detail": "No such user"} without Store-Id, whatever the tokens; with it, 200', async () => {
		const bare = await call(live.sandbox, undefined, 'GET', '/products/', {
			headers: withoutStoreId(live),
		});
		expect(bare.status).toBe(401);
		expect(bare.body).toEqual({ detail: 'No such user' });
		expect((await live.get('/products/')).status).toBe(200);
		// Other catalogue routes still find the store without it (only List Products was seen refusing).
		const settings = await call(live.sandbox, undefined, 'GET', '/products/settings/', {
			headers: withoutStoreId(live),
		});
		expect(settings.status).toBe(200);
	});

	test('contract: Store-Id optional on List Products', async () => {
		const bare = await call(contract.sandbox, undefined, 'GET', '/products/', {
			headers: withoutStoreId(contract),
		});
		expect(bare.status).toBe(200);
	});
});

describe('List Products search', () => {
	const SEEDS = [1, 2, 3, 4, 5, 6];

	test.each(SEEDS)(
		'seed %i: live ignores the term (every product back), contract applies it; id__in and in_stock applied in both',
		async (seed) => {
			const random = seeded(seed);
			for (const [mode, h] of MODES) {
				const all = (await h.get('/products/', { query: { page_size: 50 } })).body;
				const product = pick(random, all.results as Array<Record<string, any>>);
				const words = String(product.name.en ?? product.name).split(/\s+/);
				const term = pick(random, words).slice(0, 4).toLowerCase();
				const found = (await h.get('/products/', { query: { page_size: 50, search: term } })).body;
				if (mode === 'live') {
					expect([seed, mode, found.count]).toEqual([seed, mode, all.count]);
				} else {
					expect(found.count).toBeLessThanOrEqual(all.count);
					for (const p of found.results)
						expect(
							[p.name.ar, p.name.en, p.sku].some((s: string) => s.toLowerCase().includes(term)),
						).toBe(true);
				}
				const byId = (await h.get('/products/', { query: { id__in: product.id } })).body;
				expect(byId.results.map((p: { id: string }) => p.id)).toEqual([product.id]);
				const out = (await h.get('/products/', { query: { in_stock: 'false', page_size: 50 } }))
					.body;
				for (const p of out.results) expect(p.is_infinite || (p.quantity ?? 0) > 0).toBe(false);
			}
		},
	);
});

describe('an unknown product id', () => {
	const unknown = '00000000-0000-4000-8000-000000000000';
	test.each(['GET', 'PATCH', 'DELETE'])(
		'%s /products/{unknown}/: live 400, contract 404 (same words)',
		async (method) => {
			const options = method === 'PATCH' ? { json: { price: 1 } } : {};
			const l = await live.send(method, `/products/${unknown}/`, options);
			expect([l.status, l.body]).toEqual([400, { detail: 'Not found.' }]);
			const c = await contract.send(method, `/products/${unknown}/`, options);
			expect([c.status, c.body]).toEqual([404, { detail: 'Not found.' }]);
		},
	);
});

describe('Create Webhook without subscriber (as Zid SDK sends it)', () => {
	const sdkCreate = {
		event: 'order.create',
		target_url: 'https://example.com/hook',
		original_id: 5,
	};

	test('live: created (201) with an MD5 subscriber; the SDK deletes by original id and by subscriber', async () => {
		const created = await live.send('POST', '/managers/webhooks', { json: sdkCreate });
		expect(created.status).toBe(201);
		expect(created.body.subscriber).toMatch(/^[0-9a-f]{32}$/);
		const second = await live.send('POST', '/managers/webhooks', {
			json: { ...sdkCreate, event: 'order.status.update', original_id: 6 },
		});
		expect(second.status).toBe(201);
		expect(
			(await live.send('DELETE', '/managers/webhooks', { query: { original_id: '5' } })).status,
		).toBeLessThan(300);
		expect(live.sandbox.db.webhooks.some((w) => w.original_id === 5)).toBe(false);
		const bySubscriber = await live.send(
			'DELETE',
			`/managers/webhooks/subscribers/${second.body.subscriber}`,
		);
		expect(bySubscriber.status).toBeLessThan(300);
		expect(live.sandbox.db.webhooks.some((w) => w.original_id === 6)).toBe(false);
	});

	test('contract: refused (422) naming subscriber', async () => {
		const refused = await contract.send('POST', '/managers/webhooks', { json: sdkCreate });
		expect(refused.status).toBe(422);
		expect(refused.body.error.fields).toHaveProperty('subscriber');
	});
});

describe('orders', () => {
	test('live: `source` translated under Arabic, `source_code` a code; contract: English name', async () => {
		for (const [mode, h] of MODES) {
			const en = (await h.get('/managers/store/orders', { query: { per_page: 50 } })).body.orders;
			const ar = (await h.get('/managers/store/orders', { query: { per_page: 50 }, lang: 'ar' }))
				.body.orders;
			ar.forEach((order: Record<string, string>, i: number) => {
				expect(order.source_code).toBe(en[i].source_code);
				expect(order.source_code).toMatch(/^[a-z_]+$/);
				if (mode === 'live') expect(order.source).toMatch(/[\u0600-\u06ff]/);
				else expect(order.source).toBe(en[i].source);
			});
		}
	});

	test('both: id = invoice_number, 14-decimal totals, grouped money strings, UTC created_at, Riyadh issue_date with ص/م, mobiles without +', async () => {
		for (const [, h] of MODES) {
			const orders = (
				await h.get('/managers/store/orders', { query: { per_page: 50 }, lang: 'ar' })
			).body.orders as Array<Record<string, any>>;
			for (const o of orders) {
				expect(o.invoice_number).toBe(o.id);
				expect(o.order_total).toMatch(/^\d+\.\d{14}$/);
				const grouped = Number(o.order_total).toLocaleString('en-US', {
					minimumFractionDigits: 2,
					maximumFractionDigits: 2,
				});
				expect(o.order_total_string).toBe(`${grouped} ${o.currency_code}`);
				expect(o.issue_date).toMatch(/^\d\d-\d\d-\d{4} \| \d\d:\d\d [صم]$/);
				expect(o.customer.mobile).toMatch(/^9665\d{8}$/);
			}
		}
	});

	test('live: about one seeded order in six has customer.email "" (list, view, search); contract: every address', async () => {
		for (const [mode, h] of MODES) {
			const orders = (await h.get('/managers/store/orders', { query: { per_page: 100 } })).body
				.orders as Array<{ id: number; customer: { email: string } }>;
			const empty = orders.filter((o) => o.customer.email === '');
			if (mode === 'contract') expect(empty).toEqual([]);
			else {
				expect(empty.length).toBeGreaterThan(5);
				expect(empty.length).toBeLessThan(35);
			}
			for (const o of orders) {
				const record = h.sandbox.db.orders.find((r) => r.id === o.id)!;
				expect(o.customer.email === '').toBe(
					mode === 'live' && record.customer.email_blank_live === true,
				);
				expect(record.customer.email).toMatch(/@/);
			}
			if (mode === 'contract') continue;
			const one = empty[0];
			const view = await h.get(`/managers/store/orders/${one.id}/view`);
			expect(view.body.order.customer.email).toBe('');
			// The store cannot match an address the order does not have.
			const address = h.sandbox.db.orders.find((r) => r.id === one.id)!.customer.email;
			const found = await h.get('/managers/store/orders', {
				query: { search_term: address, per_page: 100 },
			});
			expect(found.body.orders.map((o: { id: number }) => o.id)).not.toContain(one.id);
		}
	});
});

describe('the manager profile', () => {
	test('both: store.currency is an object {id, name, code, symbol, country}', async () => {
		for (const [, h] of MODES) {
			const { currency } = (await h.get('/managers/account/profile')).body.user.store;
			expect(Object.keys(currency).sort()).toEqual(['code', 'country', 'id', 'name', 'symbol']);
			expect(currency.code).toBe('SAR');
			expect(currency.country).toMatchObject({ code: 'SA' });
		}
	});
});

describe('the switch', () => {
	test('POST config {mode} switches at once, keeps the data; a bad mode is refused', async () => {
		const sandbox = await startSandbox({ quiet: true, rateLimit: false, mode: 'contract' });
		try {
			const tokens = sandbox.issueTokens();
			const before = sandbox.db.products.length;
			const unknown = '/products/00000000-0000-4000-8000-000000000000/';
			expect((await call(sandbox, tokens, 'GET', unknown)).status).toBe(404);
			const admin = await fetch(`${sandbox.url}/__sandbox/config`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ mode: 'live' }),
			});
			expect(admin.status).toBeLessThan(300);
			expect((await call(sandbox, tokens, 'GET', unknown)).status).toBe(400);
			expect(sandbox.db.products.length).toBe(before);
			sandbox.reset();
			expect(sandbox.db.mode).toBe('live');
			expect(() => sandbox.configure({ mode: 'other' as 'live' })).toThrow(
				'mode must be "live" or "contract"',
			);
		} finally {
			await sandbox.close();
		}
	});

	test('list fault ignoreFilters: the named query parameters never reach the handler', async () => {
		live.sandbox.setListFaults({ pathPattern: '^/products/$', ignoreFilters: ['in_stock'] });
		try {
			const all = (await live.get('/products/')).body.count;
			expect((await live.get('/products/', { query: { in_stock: 'false' } })).body.count).toBe(all);
		} finally {
			live.sandbox.setListFaults(undefined);
		}
	});

	test('list fault ignoreFilters with once: only the first request carrying them loses them', async () => {
		const filtered = (await live.get('/products/', { query: { in_stock: 'false' } })).body.count;
		const all = (await live.get('/products/')).body.count;
		expect(filtered).not.toBe(all);
		live.sandbox.setListFaults({
			pathPattern: '^/products/$',
			ignoreFilters: ['in_stock'],
			once: true,
		});
		try {
			// A request without the filter does not use the one time up.
			expect((await live.get('/products/')).body.count).toBe(all);
			const counts = [];
			for (let i = 0; i < 3; i++)
				counts.push((await live.get('/products/', { query: { in_stock: 'false' } })).body.count);
			expect(counts).toEqual([all, filtered, filtered]);
		} finally {
			live.sandbox.setListFaults(undefined);
		}
	});
});
