/**
 * A filter Zid ignores never widens what a workflow gets or acts on (nodes/Zid/helpers/filterCheck.ts):
 * generated stores and filters through the node, against the sandbox in both modes (live: `search`
 * ignored; contract: applied), and exact filters the server drops (list fault `ignoreFilters`).
 * A failing case prints its seed.
 */
import { NodeOperationError, type INodeParameters } from 'n8n-workflow';
import type { ProductRecord } from '../../sandbox';
import { byId } from '../helpers/requests';
import { pick, seeded } from '../helpers/random';
import { failureOf, jsonOf, useHarness, type Harness } from '../helpers/zid';

const live = useHarness({ mode: 'live' });
const contract = useHarness({ mode: 'contract' });
const MODES: Array<['live' | 'contract', Harness]> = [
	['live', live],
	['contract', contract],
];

interface Case {
	filters: INodeParameters;
	returnAll: boolean;
	limit: number;
	keep: (p: ProductRecord) => boolean;
	term?: string;
}

const inStock = (p: ProductRecord) => p.is_infinite || (p.quantity ?? 0) > 0;
const listed = (h: Harness) => h.sandbox.db.products.filter((p) => p.structure !== 'child');
const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
/** What the node can see of a listed product (variants are not in the list by default). */
const showsTerm = (p: ProductRecord, term: string) =>
	[p.name.ar, p.name.en, p.sku, p.barcode].some((s) => lower(s).includes(term));
/** What the sandbox's search matches when it applies it (contract mode). */
const zidMatches = (p: ProductRecord, term: string) =>
	[p.name.ar, p.name.en, p.sku].some((s) => lower(s).includes(term));

/** A generated filter set over the store's products. */
function generate(seed: number, products: ProductRecord[]): Case {
	const random = seeded(seed);
	const filters: INodeParameters = {};
	const tests: Array<(p: ProductRecord) => boolean> = [];
	let term: string | undefined;
	if (random() < 0.8) {
		const source = pick(random, products);
		const text = random() < 0.7 ? source.name.en : source.sku;
		const start = Math.floor(random() * Math.max(1, text.length - 3));
		// The node sends the text trimmed.
		term = text
			.slice(start, start + 3 + Math.floor(random() * 3))
			.trim()
			.toLowerCase();
		filters.search = term;
	}
	if (random() < 0.4) {
		const wanted = random() < 0.5;
		filters.inStock = wanted;
		tests.push((p) => inStock(p) === wanted);
	}
	if (random() < 0.3) {
		const wanted = random() < 0.7;
		filters.isPublished = wanted;
		tests.push((p) => p.is_published === wanted);
	}
	if (random() < 0.3) {
		const bound = Math.round(pick(random, products).price);
		const type = random() < 0.5 ? 'gt' : 'lt';
		filters.priceComparison = type;
		filters.priceValue = bound;
		tests.push((p) => (type === 'gt' ? p.price > bound : p.price < bound));
	}
	if (random() < 0.2) {
		const ids = new Set(
			Array.from({ length: 1 + Math.floor(random() * 8) }, () => pick(random, products).id),
		);
		filters.ids = [...ids].join(',');
		tests.push((p) => ids.has(p.id));
	}
	return {
		filters,
		term,
		returnAll: random() < 0.5,
		limit: 1 + Math.floor(random() * 20),
		keep: (p) => tests.every((t) => t(p)),
	};
}

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

describe('List Products: generated stores and filters, both sandbox modes', () => {
	test.each(SEEDS)(
		'seed %i: every product returned matches every filter; Return All returns them all',
		async (seed) => {
			for (const [mode, h] of MODES) {
				h.sandbox.configure({ seed: 1000 + seed, counts: { products: 40 + seed * 7 } });
				const products = listed(h);
				const c = generate(seed, products);
				const expected = products
					.filter(c.keep)
					.filter((p) =>
						c.term === undefined
							? true
							: mode === 'live'
								? showsTerm(p, c.term)
								: zidMatches(p, c.term),
					)
					.map((p) => p.id)
					.sort();
				const out = jsonOf(
					await h.run({
						resource: 'product',
						operation: 'getMany',
						returnAll: c.returnAll,
						limit: c.limit,
						filters: c.filters,
						simplify: false,
					}),
				).map((p) => String(p.id));
				const context = { seed, mode, filters: c.filters, returnAll: c.returnAll, limit: c.limit };
				expect({ ...context, outside: out.filter((id) => !expected.includes(id)) }).toEqual({
					...context,
					outside: [],
				});
				expect({ ...context, count: out.length }).toEqual({
					...context,
					count: c.returnAll ? expected.length : Math.min(c.limit, expected.length),
				});
				expect(new Set(out).size).toBe(out.length);
			}
		},
	);

	test('live: a workflow that searches and then deletes touches only the products that show the term', async () => {
		live.sandbox.configure({ seed: 77, counts: { products: 60 } });
		const products = listed(live);
		const term = products[3].sku.slice(0, 6).toLowerCase();
		const matching = products.filter((p) => showsTerm(p, term)).map((p) => p.id);
		expect(matching.length).toBeLessThan(products.length);
		const found = jsonOf(
			await live.run({
				resource: 'product',
				operation: 'getMany',
				returnAll: true,
				filters: { search: term },
			}),
		);
		await live.run(
			{ resource: 'product', operation: 'delete', productId: byId('={{ $json.id }}') },
			{ items: found.map((p) => ({ id: p.id })) },
		);
		const left = new Set(live.sandbox.db.products.map((p) => p.id));
		expect(
			products
				.filter((p) => !left.has(p.id))
				.map((p) => p.id)
				.sort(),
		).toEqual([...matching].sort());
	});

	test('a Zid that matched on a field the node cannot see (fewer products with the term than without) is trusted', async () => {
		contract.sandbox.configure({ seed: 5, counts: { products: 50 } });
		const products = listed(contract);
		// The sandbox searches names and SKUs; a term found only in the Arabic name of one product,
		// with that name hidden by Fields, is a match the node cannot see.
		const target = products[0];
		const fields = 'id,price';
		const out = jsonOf(
			await contract.run({
				resource: 'product',
				operation: 'getMany',
				returnAll: true,
				filters: { search: target.sku.toLowerCase() },
				options: { fields },
				simplify: false,
			}),
		);
		expect(out.map((p) => p.id)).toContain(target.id);
		expect(out.length).toBeLessThan(products.length);
	});
});

describe('an exact filter the server dropped stops the item, naming it', () => {
	const DROPPED: Array<[string, string, INodeParameters, (p: ProductRecord) => boolean]> = [
		['in_stock', 'In Stock', { inStock: false }, (p) => inStock(p)],
		['is_published', 'Published', { isPublished: false }, (p) => p.is_published],
		[
			'search_price_value',
			'Price Value',
			{ priceComparison: 'gt', priceValue: 100 },
			(p) => p.price <= 100,
		],
	];
	test.each(DROPPED)(
		'%s dropped: "%s" named, nothing returned',
		async (param, label, filters, contradicts) => {
			for (const [, h] of MODES) {
				h.sandbox.configure({ seed: 9, counts: { products: 50 } });
				expect(listed(h).some(contradicts)).toBe(true);
				h.sandbox.setListFaults({
					pathPattern: '^/products/$',
					ignoreFilters: [param, 'search_price_type'],
				});
				try {
					const error = await failureOf(
						h.run({ resource: 'product', operation: 'getMany', returnAll: true, filters }),
					);
					expect(error).toBeInstanceOf(NodeOperationError);
					expect(error.message).toBe(
						`Zid ignored the filter "${label}": it returned products that do not match it`,
					);
				} finally {
					h.sandbox.setListFaults(undefined);
				}
			}
		},
	);
});
