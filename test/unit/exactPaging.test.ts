/**
 * The paginator's guarantee, checked against generated stores (docs/zid-api.md §6): for every seed, a list
 * that gains and loses records while it is read, and answers with passing glitches, gives every
 * record that existed for the whole run exactly once, or a NodeApiError. Never a silent short or
 * repeated list.
 */
import { NodeApiError } from 'n8n-workflow';
import type { IDataObject } from 'n8n-workflow';
import {
	fetchAll,
	type KeysetSpec,
	type ListSpec,
} from '../../nodes/shared/transport/list/pagination';
import type { ZidTransport } from '../../nodes/shared/transport/request/zidTransport';
import { planPage } from '../../nodes/shared/transport/list/windows';
import { seeded as rng } from '../helpers/random';

const node = {
	id: '1',
	name: 'Zid',
	type: 'n8n-nodes-zid.zid',
	typeVersion: 1,
	position: [0, 0] as [number, number],
	parameters: {},
};
const BASE = 'https://api.zid.sa/v1';

interface Row {
	id: number;
	created_at: string;
}

const stamp = (second: number) =>
	new Date(Date.UTC(2025, 0, 1) + second * 1000).toISOString().slice(0, 19).replace('T', ' ');

interface StoreOptions {
	seed: number;
	size: number;
	/** Where new records land: newest first (orders, most Zid lists) or appended (id ascending). */
	order: 'newestFirst' | 'oldestFirst';
	/** Per request: chance of a change, and how many records are added / removed when it happens. */
	churn: { chance: number; add: number; remove: number };
	/** Shape of the answer. */
	shape: 'orders' | 'drf' | 'coupons';
	/** Honour date_from/date_to/sort_by (orders). */
	dates?: boolean;
	/** Chance per request of a passing glitch: an empty 200, a 200 without the list, a 504. */
	glitch?: number;
	/** Several records per second (ties in created_at). */
	perSecond?: number;
	/** A server that reads only the day of date_to (drops the time of day). */
	dayOnly?: boolean;
}

function makeStore(o: StoreOptions) {
	const random = rng(o.seed);
	let nextId = 1;
	let clock = 0;
	const rows: Row[] = [];
	const born = () => {
		const row = { id: nextId++, created_at: stamp(Math.floor(clock / (o.perSecond ?? 1))) };
		clock++;
		return row;
	};
	for (let i = 0; i < o.size; i++) rows.push(born());
	const initial = new Set(rows.map((r) => r.id));
	const everDeleted = new Set<number>();
	const everAdded = new Set<number>();
	let requests = 0;

	function churn() {
		if (random() >= o.churn.chance) return;
		for (let i = 0; i < o.churn.add; i++) {
			const row = born();
			everAdded.add(row.id);
			rows.push(row);
		}
		for (let i = 0; i < o.churn.remove && rows.length; i++) {
			// Half the removals hit the part of the list a reader has usually passed already (its front).
			const span = random() < 0.5 ? Math.max(1, Math.floor(rows.length * 0.3)) : rows.length;
			const [gone] = rows.splice(Math.floor(random() * span), 1);
			everDeleted.add(gone.id);
		}
	}

	const transport = {
		node,
		baseUrl: BASE,
		settings: { backoffBaseMs: 0, backoffCapMs: 0 },
		async tryRequest(request: { qs?: IDataObject; passThroughStatuses?: number[] }) {
			requests++;
			churn();
			const qs = request.qs ?? {};
			const glitch = o.glitch && random() < o.glitch ? Math.floor(random() * 3) : -1;
			if (glitch === 2 && request.passThroughStatuses?.includes(504))
				return { ok: false as const, status: 504 };
			const sort = String(qs.sort_by ?? (o.order === 'newestFirst' ? 'desc' : 'asc'));
			let view = [...rows];
			if (o.dates) {
				const from = qs.date_from
					? Date.parse(String(qs.date_from).replace(' ', 'T') + 'Z')
					: -Infinity;
				const toText =
					o.dayOnly && qs.date_to ? String(qs.date_to).slice(0, 10) : String(qs.date_to ?? '');
				const to = toText
					? Date.parse(
							toText.length === 10 ? `${toText}T00:00:00Z` : `${toText.replace(' ', 'T')}Z`,
						)
					: Infinity;
				view = view.filter((r) => {
					const t = Date.parse(`${r.created_at.replace(' ', 'T')}Z`);
					return t >= from && t <= to;
				});
			}
			view.sort((a, b) => (sort === 'desc' ? b.id - a.id : a.id - b.id));
			const page = Number(qs.page);
			const size = Number(qs.per_page ?? qs.page_size);
			const slice = view.slice((page - 1) * size, page * size);
			const list = glitch === 0 ? [] : slice;
			const last = Math.max(1, Math.ceil(view.length / size));
			if (glitch === 1)
				return { ok: true as const, body: { status: 'object', message: { type: 'object' } } };
			if (o.shape === 'drf') {
				return {
					ok: true as const,
					body: {
						count: view.length,
						next: page < last ? `${BASE}/products/?page=${page + 1}&page_size=${size}` : null,
						previous: null,
						results: list,
					},
				};
			}
			if (o.shape === 'coupons') {
				return {
					ok: true as const,
					body: {
						coupons: list,
						count: list.length,
						grand_total: view.length,
						pagination: {
							page,
							page_size: size,
							next_page: page < last ? page + 1 : null,
							last_page: last,
						},
					},
				};
			}
			return {
				ok: true as const,
				body: { status: 'object', orders: list, total_order_count: view.length },
			};
		},
	};
	return {
		transport: transport as unknown as ZidTransport,
		get requests() {
			return requests;
		},
		/** Records that existed for the whole run. */
		throughout: () => [...initial].filter((id) => !everDeleted.has(id)),
		everExisted: (id: number) => initial.has(id) || everAdded.has(id),
	};
}

const ORDER_WINDOW: KeysetSpec = {
	field: 'created_at',
	fromParam: 'date_from',
	toParam: 'date_to',
	attributeParam: 'date_attribute',
	orderParam: 'order_by',
	sortParam: 'sort_by',
	defaultSort: 'desc',
};

function specFor(shape: StoreOptions['shape'], keyset: boolean): ListSpec {
	if (shape === 'drf') return { style: 'next', listKey: 'results', maxPageSize: 50 };
	if (shape === 'coupons') return { style: 'perPage', listKey: 'coupons', maxPageSize: 100 };
	return {
		style: 'perPage',
		listKey: 'orders',
		maxPageSize: 100,
		...(keyset ? { keyset: ORDER_WINDOW } : {}),
	};
}

/** Runs one generated case: returns 'exact' or 'error' (a NodeApiError), and fails the test on anything else. */
async function runCase(
	o: StoreOptions & { keyset?: boolean; path?: string },
): Promise<{ result: 'exact' | 'error'; requests: number; out: number }> {
	const store = makeStore(o);
	let records: IDataObject[];
	try {
		records = await fetchAll(
			store.transport,
			{
				method: 'GET',
				path: o.path ?? (o.shape === 'drf' ? '/products/' : '/managers/store/orders'),
			},
			specFor(o.shape, o.keyset ?? false),
		);
	} catch (error) {
		expect(error).toBeInstanceOf(NodeApiError);
		expect((error as NodeApiError).description).toMatch(/Fetched [\d,]+ record\(s\)/);
		return { result: 'error', requests: store.requests, out: 0 };
	}
	const ids = records.map((r) => r.id as number);
	const unique = new Set(ids);
	expect(unique.size).toBe(ids.length); // never twice
	const missing = store.throughout().filter((id) => !unique.has(id));
	expect({ seed: o.seed, missing: missing.slice(0, 10) }).toEqual({ seed: o.seed, missing: [] }); // none that existed throughout is skipped
	expect(ids.length).toBeGreaterThan(0);
	expect(ids.filter((id) => !store.everExisted(id))).toEqual([]); // nothing made up
	return { result: 'exact', requests: store.requests, out: ids.length };
}

describe('planPage: the next page overlaps what was read', () => {
	test('for every position and overlap the page holds the last `overlap` records read and at least one new one', () => {
		for (let pos = 1; pos < 3000; pos += 7) {
			for (const overlap of [1, 2, 5, 17]) {
				for (const max of [10, 50, 100]) {
					const plan = planPage(pos, overlap, max, 10);
					expect(plan.start).toBe((plan.page - 1) * plan.size);
					expect(plan.size).toBeLessThanOrEqual(max);
					expect(plan.start + plan.size).toBeGreaterThan(pos);
					// Always at least one record read before; the full overlap wherever the page sizes allow it.
					expect(plan.start).toBeLessThanOrEqual(pos - 1);
					if (max >= 50 && overlap <= 5)
						expect(plan.start).toBeLessThanOrEqual(pos - Math.min(overlap, pos));
				}
			}
		}
	});
	test('never a dead end: for every position and every ceiling a 504 can leave, a page that moves on, overlapping whenever some size allows it', () => {
		const wrong: string[] = [];
		for (let ceiling = 1; ceiling <= 100; ceiling++) {
			for (let pos = 1; pos <= 1200; pos++) {
				const plan = planPage(pos, 2, ceiling, 10);
				let overlapPossible = false;
				for (let size = 2; size <= ceiling && !overlapPossible; size++)
					overlapPossible = pos % size !== 0;
				const ok =
					plan.start === (plan.page - 1) * plan.size &&
					plan.size <= ceiling &&
					plan.start <= pos &&
					plan.start + plan.size > pos &&
					(!overlapPossible || plan.start <= pos - 1);
				if (!ok && wrong.length < 5)
					wrong.push(`pos ${pos}, ceiling ${ceiling}: ${JSON.stringify(plan)}`);
			}
		}
		expect(wrong).toEqual([]);
	});

	test('the overlap has a bounded cost: with 100-record pages and an overlap of 2, at least 85 new records a page on average', () => {
		let pos = 100;
		let pages = 1;
		while (pos < 20000) {
			const plan = planPage(pos, 2, 100, 10);
			pos = plan.start + plan.size;
			pages++;
		}
		expect(20000 / pages).toBeGreaterThan(85);
	});
});

describe('fetchAll against generated changing stores (property: exactly once, or a NodeApiError)', () => {
	const shapes: Array<StoreOptions['shape']> = ['orders', 'drf', 'coupons'];
	const orders: Array<StoreOptions['order']> = ['newestFirst', 'oldestFirst'];

	test.each(shapes.flatMap((shape) => orders.map((order) => [shape, order] as const)))(
		'%s list, %s, with records added and removed while it is read',
		async (shape, order) => {
			let errors = 0;
			for (let seed = 1; seed <= 40; seed++) {
				const random = rng(seed * 97);
				const outcome = await runCase({
					seed,
					shape,
					order,
					size: 50 + Math.floor(random() * 900),
					churn: {
						chance: 0.3 + 0.7 * random(),
						add: Math.floor(random() * 6),
						remove: Math.floor(random() * 6),
					},
				});
				if (outcome.result === 'error') errors++;
			}
			// The property holds either way; a busy-but-readable store should almost always be read, not refused.
			expect(errors).toBeLessThanOrEqual(4);
		},
	);

	test('orders in created_at windows: exact with churn and ties, and cheap (few extra requests)', async () => {
		for (let seed = 1; seed <= 30; seed++) {
			const random = rng(seed);
			const size = 200 + Math.floor(random() * 2000);
			const outcome = await runCase({
				seed,
				shape: 'orders',
				order: 'newestFirst',
				dates: true,
				keyset: true,
				perSecond: 1 + Math.floor(random() * 3),
				size,
				churn: { chance: 0.8, add: 2, remove: 1 },
			});
			expect(outcome.result).toBe('exact');
			// A window that counts fewer orders than the one before it left (a delete, or a page that
			// left an order out: the counts cannot tell which) is read again once, so a store that
			// deletes on most requests costs up to half a page more per window.
			expect(outcome.requests).toBeLessThanOrEqual(Math.ceil(size / 100) * 1.6 + 3);
		}
	});

	test('a server that drops the time of day from date_to: detected (the window lost its first record), read as a plain list, still exact', async () => {
		for (let seed = 1; seed <= 10; seed++) {
			// About 200 orders a day, so a day-only bound falls well before the window's true start.
			const outcome = await runCase({
				seed,
				shape: 'orders',
				order: 'newestFirst',
				dates: true,
				dayOnly: true,
				keyset: true,
				size: 1500,
				churn: { chance: 0.5, add: 1, remove: 1 },
			});
			expect(outcome.result).toBe('exact');
		}
	});

	test('passing glitches (empty 200s, 200s without the list, 504s) never shorten or repeat the list', async () => {
		let errors = 0;
		for (let seed = 1; seed <= 40; seed++) {
			const random = rng(seed + 1000);
			const outcome = await runCase({
				seed,
				shape: shapes[seed % 3],
				order: orders[seed % 2],
				size: 100 + Math.floor(random() * 600),
				churn: { chance: 0.3, add: 1, remove: 1 },
				glitch: 0.15,
			});
			if (outcome.result === 'error') errors++;
		}
		// A glitch passes: read again, the list is whole. Giving up on these stores would also keep the property, uselessly.
		expect(errors).toBeLessThanOrEqual(4);
	});
});
