/**
 * The node against the two answers of sandbox/CONTRACT.md "Live answers and the contract": the
 * Store-Id List Products needs on live stores (both credentials), an unknown product id (live 400,
 * contract 404) read as "not found" with the id, a resent delete that finds the product gone, and
 * the live shapes Simplify reads (translated source, mobiles without +, the profile's currency object).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeApiError, type IDataObject } from 'n8n-workflow';
import { byId } from '../helpers/requests';
import { failureOf, jsonOf, useHarness, type Harness } from '../helpers/zid';

const live = useHarness({ mode: 'live' });
const contract = useHarness({ mode: 'contract' });
const MODES: Array<['live' | 'contract', Harness]> = [
	['live', live],
	['contract', contract],
];
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('List Products and Store-Id', () => {
	test.each(['zidOAuth2Api', 'zidApi'] as const)(
		'%s: Store-Id (from the profile) goes with List Products, in both modes',
		async (credential) => {
			for (const [mode, h] of MODES) {
				const items = await h.run(
					{ resource: 'product', operation: 'getMany', returnAll: false, limit: 3 },
					{ credential },
				);
				expect([mode, items.length]).toEqual([mode, 3]);
				const list = h.apiRequests().filter((r) => r.path === '/v1/products/');
				expect(list.length).toBeGreaterThan(0);
				for (const r of list) expect(r.headers['store-id']).toBe(String(h.sandbox.db.store.id));
			}
		},
	);
});

describe('an unknown product id', () => {
	test('Get: live 400 and contract 404 both read "404 Not found", the live one naming the id', async () => {
		for (const [mode, h] of MODES) {
			const error = await failureOf(
				h.run({ resource: 'product', operation: 'get', productId: byId(UNKNOWN) }),
			);
			expect(error).toBeInstanceOf(NodeApiError);
			expect([mode, error.httpCode]).toEqual([mode, '404']);
			const status = h.apiRequests().at(-1)!.status;
			expect([mode, status]).toEqual([mode, mode === 'live' ? 400 : 404]);
			if (mode === 'live') expect(error.message).toContain(`nothing with ID ${UNKNOWN}`);
		}
	});

	test('any other 400 stays a bad request (a refused field)', async () => {
		const product = live.sandbox.db.products.find((p) => p.structure === 'standalone')!;
		const error = await failureOf(
			live.run({
				resource: 'product',
				operation: 'update',
				productId: byId(product.id),
				updateFields: { sku: live.sandbox.db.products[1].sku },
			}),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
	});
});

describe('a delete resent after an answer that never came', () => {
	let proxy: Server;
	let dropped = 0;
	beforeAll(async () => {
		// Forwards to the live sandbox; the first DELETE is carried out, but its answer is a 502.
		proxy = createServer((req, res) => {
			const target = new URL(live.sandbox.url);
			const upstream = httpRequest(
				{
					host: target.hostname,
					port: target.port,
					path: req.url,
					method: req.method,
					headers: req.headers,
				},
				(answer) => {
					if (req.method === 'DELETE' && dropped === 0) {
						dropped++;
						answer.resume();
						res.writeHead(502, { 'Content-Type': 'application/json' }).end('{}');
						return;
					}
					res.writeHead(answer.statusCode ?? 500, answer.headers);
					answer.pipe(res);
				},
			);
			req.pipe(upstream);
		});
		await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
	});
	afterAll(async () => await new Promise((resolve) => proxy.close(resolve)));

	test("live: the resent DELETE's 400 (the product is gone) counts as done, as a 404 does", async () => {
		const tokens = live.sandbox.issueTokens();
		const port = (proxy.address() as AddressInfo).port;
		live.store.set('zidApi', {
			authorizationToken: tokens.authorization,
			managerToken: tokens.access_token,
			baseUrl: `http://127.0.0.1:${port}/v1`,
			storeId: String(live.sandbox.db.store.id),
		});
		const product = live.sandbox.db.products.find((p) => p.structure === 'standalone')!;
		const [item] = jsonOf(
			await live.run(
				{ resource: 'product', operation: 'delete', productId: byId(product.id) },
				{ credential: 'zidApi' },
			),
		);
		expect(item).toEqual({ id: product.id, deleted: true });
		const deletes = live.apiRequests().filter((r) => r.method === 'DELETE');
		expect(deletes.map((r) => r.status)).toEqual([204, 400]);
	});
});

describe('live shapes through Simplify', () => {
	test('Arabic: source translated with source_code kept, the mobile in E.164, the currency from the profile object', async () => {
		const h = live;
		const tokens = h.sandbox.issueTokens();
		h.store.set('zidApi', {
			authorizationToken: tokens.authorization,
			managerToken: tokens.access_token,
			baseUrl: h.sandbox.apiBaseUrl,
			language: 'ar',
		});
		const [order] = jsonOf(
			await h.run(
				{ resource: 'order', operation: 'getMany', returnAll: false, limit: 1 },
				{ credential: 'zidApi' },
			),
		);
		const record = h.sandbox.db.orders.find((o) => o.id === order.id)!;
		expect(order.source_code).toBe(record.source_code);
		expect(order.source).toMatch(/[\u0600-\u06ff]/);
		expect(order.customer_mobile_e164).toBe(`+${record.customer.mobile}`);
		expect(String(order.created_at)).toMatch(/Z$/);
		const coupons = jsonOf(
			await h.run(
				{ resource: 'coupon', operation: 'getMany', returnAll: false, limit: 1 },
				{ credential: 'zidApi' },
			),
		);
		expect((coupons[0] as IDataObject).currency).toBe('SAR');
	});
});
