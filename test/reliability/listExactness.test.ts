/**
 * Return All against the sandbox over loopback (README "Return All: every record exactly once, or an error"): lists that gain and lose records while
 * they are read (the sandbox's churn switch), and lists whose 200 answers cannot be trusted (its
 * list faults). Every record that existed for the whole run comes out exactly once, or the node
 * fails with a NodeApiError saying what it had, what was announced and where to resume.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import type { ChurnCollection, ListFaultOptions } from '../../sandbox';
import { jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({
	counts: { orders: 1500, customers: 700, products: 260, abandonedCarts: 450, coupons: 420 },
});
beforeEach(() => {
	h.sandbox.setChurn(null);
	h.sandbox.clearChurnLog();
	h.sandbox.setListFaults(undefined);
	h.sandbox.clearRequests();
});

interface ListCase {
	collection: ChurnCollection;
	parameters: INodeParameters;
	/** The ids the list shows now (what a complete read holds, before any churn). */
	ids(): string[];
}

const visible = (records: Array<{ id: number | string; structure?: string | null }>) =>
	records.filter((r) => r.structure !== 'child').map((r) => String(r.id));

const LISTS: Record<string, ListCase> = {
	orders: {
		collection: 'orders',
		parameters: { resource: 'order', operation: 'getMany', returnAll: true },
		ids: () => visible(h.sandbox.db.orders),
	},
	customers: {
		collection: 'customers',
		parameters: { resource: 'customer', operation: 'getMany', returnAll: true },
		ids: () => visible(h.sandbox.db.customers),
	},
	products: {
		collection: 'products',
		parameters: { resource: 'product', operation: 'getMany', returnAll: true },
		ids: () => visible(h.sandbox.db.products),
	},
	abandonedCarts: {
		collection: 'abandonedCarts',
		parameters: { resource: 'abandonedCart', operation: 'getMany', returnAll: true },
		ids: () => visible(h.sandbox.db.abandonedCarts),
	},
	coupons: {
		collection: 'coupons',
		parameters: { resource: 'coupon', operation: 'getMany', returnAll: true },
		ids: () => visible(h.sandbox.db.coupons),
	},
};

type Outcome = { kind: 'records'; ids: string[] } | { kind: 'error'; error: NodeApiError };

async function readAll(list: ListCase): Promise<Outcome> {
	try {
		const items = jsonOf(await h.run(list.parameters));
		return { kind: 'records', ids: items.map((item: IDataObject) => String(item.id)) };
	} catch (error) {
		return { kind: 'error', error: error as NodeApiError };
	}
}

/** No id twice, and every id of `throughout` present. */
function expectExactlyOnce(ids: string[], throughout: string[]): void {
	expect(new Set(ids).size).toBe(ids.length);
	const got = new Set(ids);
	expect(throughout.filter((id) => !got.has(id))).toEqual([]);
}

/** A loud failure: a NodeApiError that says how many records were read and where to resume. */
function expectLoud(outcome: Outcome, message?: RegExp): void {
	expect(outcome.kind).toBe('error');
	if (outcome.kind !== 'error') return;
	expect(outcome.error).toBeInstanceOf(NodeApiError);
	if (message) expect(outcome.error.message).toMatch(message);
	expect(outcome.error.description).toMatch(/Fetched [\d,]+ record\(s\)/);
}

describe('records added and removed while the list is read: every record that existed throughout, once', () => {
	test.each(Object.keys(LISTS))('%s', async (name) => {
		const list = LISTS[name];
		const before = list.ids();
		expect(before.length).toBeGreaterThan(200);
		// Before every list request: two new records and two removed ones, picked by the seed.
		h.sandbox.setChurn({
			collection: list.collection,
			addPerRequest: 2,
			deletePerRequest: 2,
			seed: 7,
		});
		const outcome = await readAll(list);
		const log = h.sandbox.churnLog(list.collection);
		h.sandbox.setChurn(null);
		expect(log.deleted.length).toBeGreaterThan(4);
		const gone = new Set(log.deleted.map((e) => String(e.id)));
		const throughout = before.filter((id) => !gone.has(id));
		expect(outcome.kind).toBe('records');
		if (outcome.kind === 'records') {
			expectExactlyOnce(outcome.ids, throughout);
			const known = new Set([...before, ...log.added.map((e) => String(e.id))]);
			expect(outcome.ids.filter((id) => !known.has(id))).toEqual([]);
		}
	});

	test('a store that loses 60 customers before every page: every customer that stayed, once (the pages keep up; never a short list)', async () => {
		const list = LISTS.customers;
		const before = list.ids();
		h.sandbox.setChurn({
			collection: 'customers',
			addPerRequest: 0,
			deletePerRequest: 60,
			seed: 3,
		});
		const outcome = await readAll(list);
		const gone = new Set(h.sandbox.churnLog('customers').deleted.map((e) => String(e.id)));
		h.sandbox.setChurn(null);
		expect(gone.size).toBeGreaterThan(300);
		expect(outcome.kind).toBe('records');
		if (outcome.kind === 'records')
			expectExactlyOnce(
				outcome.ids,
				before.filter((id) => !gone.has(id)),
			);
	});
});

describe('answers that cannot be trusted', () => {
	const faulted = async (name: string, faults: ListFaultOptions): Promise<Outcome> => {
		h.sandbox.setListFaults(faults);
		return await readAll(LISTS[name]);
	};

	test.each<[string, string, ListFaultOptions]>([
		['customers', 'an empty page 3, once', { emptyPageAt: 3, once: true }],
		['coupons', 'a short page 2, once', { shortPageAt: 2, once: true }],
		['products', 'page 2 without its list, once', { dropListKey: true, pages: [2], once: true }],
		['orders', 'page 1 with the list null, once', { nullList: true, pages: [1], once: true }],
		[
			'abandonedCarts',
			'an error body in a 200 on page 2, once',
			{ errorIn200: 'B', pages: [2], once: true },
		],
	])('%s, %s: read again, and the result is complete', async (name, _what, faults) => {
		const expected = LISTS[name].ids();
		const outcome = await faulted(name, faults);
		expect(outcome.kind).toBe('records');
		if (outcome.kind === 'records') {
			expectExactlyOnce(outcome.ids, expected);
			expect(outcome.ids).toHaveLength(expected.length);
		}
	});

	test.each<[string, string, ListFaultOptions, RegExp]>([
		// Page 2 answered as page 1: its own next link/page number gives it away first, else the repeated records do.
		[
			'products',
			'a server that ignores the page number',
			{ ignorePage: true },
			/same records|after page 2 points to page 2/,
		],
		[
			'coupons',
			'a server that ignores the page number',
			{ ignorePage: true },
			/same records|from page 2 to page 2/,
		],
		[
			'customers',
			'a server that ignores the page number (no next link or page numbers)',
			{ ignorePage: true },
			/same records/,
		],
		[
			'products',
			'a next link to the same page',
			{ nextLoop: 'same' },
			/page 1 to page 1|points to page 1/,
		],
		[
			'products',
			'a next link to an earlier page',
			{ nextLoop: 'earlier', pages: [3] },
			/loop|points from page 3 to page 2/,
		],
		[
			'coupons',
			'a next page number that loops',
			{ nextLoop: 'earlier', pages: [2] },
			/points from page 2 to page 1/,
		],
		['products', 'a next link that leaves the list', { nextOffPath: true }, /leaves the list/],
		['orders', 'every page without its list', { dropListKey: true }, /no "orders" list/],
		[
			'customers',
			'the list null on page 2, always',
			{ nullList: true, pages: [2] },
			/"customers" is null/,
		],
		['coupons', 'an error body in a 200, always', { errorIn200: 'A' }, /refusal in the body/],
	])('%s, %s: a clear NodeApiError', async (name, _what, faults, message) => {
		expectLoud(await faulted(name, faults), message);
	});

	// Either outcome keeps the promise; where the pages alone prove the list whole the node reads it
	// (`complete`), so a node that gave up on every odd answer cannot pass these.
	test.each<[string, ListFaultOptions, 'complete' | 'complete or loud']>([
		['customers', { totalDrift: 7, seed: 2 }, 'complete'],
		['orders', { totalDrift: 5, seed: 4 }, 'complete or loud'],
		['coupons', { totalDrift: 3, seed: 9 }, 'complete or loud'],
		['customers', { emptyPageAt: 3 }, 'complete or loud'],
		['coupons', { shortPageAt: 2 }, 'complete'],
		['abandonedCarts', { shortPageAt: 3 }, 'complete'],
		// A full page that leaves one record out every time it is asked, the total unchanged: read
		// around (the same short answer twice is taken for a page-size cap), never 999 of 1,000.
		['customers', { shortPageAt: 2, shortPageRows: 99 }, 'complete'],
		['coupons', { shortPageAt: 3, shortPageRows: 99 }, 'complete'],
		['orders', { shortPageAt: 2, shortPageRows: 99 }, 'complete'],
		['abandonedCarts', { shortPageAt: 2, shortPageRows: 99 }, 'complete'],
		['products', { shortPageAt: 2, shortPageRows: 49 }, 'complete'],
		// An empty page in the middle of the orders' windows, every time: read on as the plain list.
		['orders', { emptyPageAt: 1, pathPattern: 'orders$', once: true }, 'complete'],
	])('%s with %j: %s; never a silently short or repeated list', async (name, faults, promise) => {
		const expected = LISTS[name].ids();
		const outcome = await faulted(name, faults);
		if (promise === 'complete') expect(outcome.kind).toBe('records');
		if (outcome.kind === 'error') expectLoud(outcome);
		else {
			expectExactlyOnce(outcome.ids, expected);
			expect(outcome.ids).toHaveLength(expected.length);
		}
	});

	test('a total that contradicts its own page (fewer than the page reaches, or more at the end) is not believed', async () => {
		// A seeded walk of +-400 per answer: where it ends back at the true total the pages still
		// prove the list complete; everywhere else the run must fail loudly.
		let loud = 0;
		for (const name of ['customers', 'orders', 'coupons']) {
			const expected = LISTS[name].ids();
			for (let seed = 1; seed <= 4; seed++) {
				const outcome = await faulted(name, { totalDrift: 400, seed });
				if (outcome.kind === 'error') {
					expectLoud(outcome, /add up|ended early|announces/);
					loud++;
				} else expectExactlyOnce(outcome.ids, expected);
			}
		}
		expect(loud).toBeGreaterThanOrEqual(6);
	});
});
