/**
 * Bulk: set the stock of 5,000 products by SKU. Our node's Product > Bulk Update (Zid's
 * PATCH /products/, 50 products a call) against the one-request-per-item way (Product > Update,
 * PATCH /products/{id}/). Requests counted from the sandbox's log; final stock checked in its db.
 * Runs the node in n8n-core's real execution context (test/helpers), no rate limit: requests are
 * what is compared, not time.
 */
import './lib/jestShim';
import { startHarness } from '../test/helpers/zid';
import { table } from './lib/table';

const SKUS = 5000;

export async function bulkSection(): Promise<{ text: string; ok: boolean }> {
	const h = await startHarness({ counts: { products: SKUS }, rateLimit: false });
	try {
		const products = h.sandbox.db.products.filter((p) => p.sku).slice(0, SKUS);
		if (products.length < SKUS)
			return {
				text: `\n## Bulk\nthe sandbox seeded only ${products.length} products with a SKU`,
				ok: false,
			};
		const rows: Array<Array<string | number>> = [];
		const check = (
			label: string,
			target: (n: number) => number,
			items: number,
			requests: number,
			ms: number,
			errors: number,
		) => {
			const wrong = products.filter(
				(p, n) => h.sandbox.db.products.find((q) => q.id === p.id)?.quantity !== target(n),
			).length;
			rows.push([
				label,
				items,
				requests,
				(items / Math.max(1, requests)).toFixed(1),
				errors,
				wrong,
				(ms / 1000).toFixed(1),
				`${(requests / 60).toFixed(1)} min`,
			]);
			return wrong === 0 && errors === 0;
		};
		// No pacing: the two runs never wait on the pacer, so neither inherits the other's.
		const requestOptions = { requestsPerMinute: 0 };
		// The token credential with its Store ID filled in: no store-id lookup (an OAuth2 credential adds one profile call per process).
		h.store.set('zidApi', { ...h.store.get('zidApi'), storeId: String(h.sandbox.db.store.id) });

		// Our node, Bulk Update by SKU: one item per SKU, as a spreadsheet or an ERP export would give them.
		h.sandbox.clearRequests();
		let started = Date.now();
		const bulkOut = await h.run(
			{
				resource: 'product',
				operation: 'bulkUpdate',
				specifyProduct: 'fields',
				identifyBy: 'sku',
				sku: '={{ $json.sku }}',
				updateFields: { quantity: '={{ $json.quantity }}', isInfinite: false },
				requestOptions,
			},
			{
				items: products.map((p, n) => ({ sku: p.sku, quantity: 1000 + n })),
				continueOnFail: true,
				credential: 'zidApi',
			},
		);
		const bulkRequests = h.apiRequests().length;
		const bulkOk = check(
			'Zid node: Product > Bulk Update (by SKU)',
			(n) => 1000 + n,
			SKUS,
			bulkRequests,
			Date.now() - started,
			bulkOut.filter((i) => i.json.error).length,
		);

		// One request per item: Product > Update (PATCH /products/{id}/), the way without a bulk endpoint.
		h.sandbox.clearRequests();
		started = Date.now();
		const oneOut = await h.run(
			{
				resource: 'product',
				operation: 'update',
				productId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
				updateFields: { quantity: '={{ $json.quantity }}', isInfinite: false },
				requestOptions,
			},
			{
				items: products.map((p, n) => ({ id: p.id, quantity: 2000 + n })),
				continueOnFail: true,
				credential: 'zidApi',
			},
		);
		const oneRequests = h.apiRequests().length;
		const oneOk = check(
			'Zid node: Product > Update, one item per request',
			(n) => 2000 + n,
			SKUS,
			oneRequests,
			Date.now() - started,
			oneOut.filter((i) => i.json.error).length,
		);

		const factor = oneRequests / Math.max(1, bulkRequests);
		const met = bulkOk && oneOk && factor >= 50;
		const text = [
			`\n## Bulk: set the stock of ${SKUS.toLocaleString('en-US')} SKUs`,
			table(
				[
					'Way',
					'Items',
					'Requests',
					'Items / request',
					'Item errors',
					'Wrong stock after',
					'Wall (s, no limit)',
					"At Zid's 60/min",
				],
				rows,
			),
			`Requests: ${factor.toFixed(0)}x fewer with Bulk Update (target >= 50x where the contract has a bulk endpoint; Zid takes 50 products per call): ${met ? 'MET' : 'NOT MET'}`,
		].join('\n');
		return { text, ok: met };
	} finally {
		await h.close();
	}
}
