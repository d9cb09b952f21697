/**
 * A generative model of Zid list servers, in process (no HTTP), for the paginator's property
 * (README "Return All: every record exactly once"): every record that exists for the whole run
 * comes out exactly once, or the run fails loudly. Each seed draws one server: a list family
 * (orders, customers, coupons, carts, products, a cursor list), ties in the sort key and the order
 * equal keys come back in (fixed or new on every request), page-size caps (silent) and shrinks
 * (504), omitted records, cursor chains with gaps, repeats and early ends, ignored date windows,
 * inserts (back-dated or not) and deletes while the list is read, 5xx and 504 storms.
 *
 * The fake transport answers as ZidTransport.tryRequest does: passed-through statuses come back,
 * other 5xx are tried again up to DEFAULT_SETTINGS.maxAttempts times and then thrown as a
 * NodeApiError, as the transport does (nodes/shared/transport/request/zidTransport.ts).
 */
import { NodeApiError, type IDataObject, type JsonObject } from 'n8n-workflow';
import type { KeysetSpec, ListSpec } from '../../nodes/shared/transport/list/listSpec';
import {
	DEFAULT_SETTINGS,
	type ZidTransport,
} from '../../nodes/shared/transport/request/zidTransport';
import { pick, seeded } from './random';

export const BASE = 'https://api.zid.sa/v1';
const node = {
	id: '1',
	name: 'Zid',
	type: 'n8n-nodes-zid.zid',
	typeVersion: 1,
	position: [0, 0] as [number, number],
	parameters: {},
};

export type Family = 'orders' | 'customers' | 'coupons' | 'carts' | 'products' | 'cursor';
export const FAMILIES: Family[] = ['orders', 'customers', 'coupons', 'carts', 'products', 'cursor'];

export const ORDER_WINDOW: KeysetSpec = {
	field: 'created_at',
	fromParam: 'date_from',
	toParam: 'date_to',
	attributeParam: 'date_attribute',
	orderParam: 'order_by',
	sortParam: 'sort_by',
	defaultSort: 'desc',
};

/** One drawn server. Every fault is either a passing glitch or lasting; `glitchOnly` says which kind the server has. */
export interface ServerModel {
	seed: number;
	family: Family;
	size: number;
	maxPageSize: number;
	/** How many records share a second: 1 (no ties) up to whole pages and more. */
	tieSpread: number;
	/** Equal keys in a new order on every request (a SQL sort on a non-unique column). */
	shuffleTies: boolean;
	/** Orders: the user's Sort Order. */
	sort: 'asc' | 'desc';
	/** Orders: date windows honoured, ignored on the first windowed request only, or always. */
	windows: 'honour' | 'ignoreOnce' | 'ignore';
	/** A page-size ceiling the server applies without saying so (Zid's product list caps at 50). */
	silentCap?: number;
	/** Pages larger than this answer 504 every time. */
	shrinkAbove?: number;
	/** Per request: chance of a 5xx (tried again by the transport), of a passing 504, of a 200 that is not a page. */
	storm: number;
	flaky504: number;
	bad200: number;
	/** Per full page: chance it leaves one record out, the total unchanged (a passing glitch). */
	omit: number;
	/** Cursor lists: a chain that ends early, skips a page or repeats one under a new cursor, once or always. */
	cursorFault?: { kind: 'earlyEnd' | 'skip' | 'repeat'; lasting: boolean };
	/** Per request: chance of an insert (and of it being back-dated), chance of a delete. */
	insert: number;
	backdated: number;
	remove: number;
	/** Return All, or a Limit. */
	limit?: number;
}

/**
 * A server that only glitches or caps (passing 5xx, 504s, bad pages, silent caps, records created
 * during the run, back-dated or not): no lasting fault, no delete, equal keys in a fixed order.
 */
export function glitchOnly(m: ServerModel): boolean {
	return m.remove === 0 && !m.cursorFault?.lasting && !m.shuffleTies;
}

export function drawModel(seed: number, family?: Family): ServerModel {
	const r = seeded(seed * 7919 + 13);
	const chance = (p: number) => r() < p;
	const f = family ?? pick(r, FAMILIES);
	const maxPageSize = pick(r, [5, 8, 10, 20, 25]);
	const m: ServerModel = {
		seed,
		family: f,
		size: Math.floor(r() * (chance(0.2) ? 30 : 160)),
		maxPageSize,
		tieSpread: pick(r, [1, 1, 2, 3, 6, maxPageSize, maxPageSize * 2 + 3]),
		shuffleTies: chance(0.6),
		sort: f === 'orders' && chance(0.4) ? 'asc' : 'desc',
		windows:
			f === 'orders' ? pick(r, ['honour', 'honour', 'ignoreOnce', 'ignore'] as const) : 'honour',
		storm: chance(0.25) ? r() * 0.3 : 0,
		flaky504: chance(0.2) ? r() * 0.2 : 0,
		bad200: chance(0.15) ? r() * 0.1 : 0,
		omit: chance(0.2) ? r() * 0.15 : 0,
		insert: chance(0.4) ? r() * 0.3 : 0,
		backdated: chance(0.5) ? r() : 0,
		remove: chance(0.3) ? r() * 0.4 : 0,
	};
	if (chance(0.15)) m.silentCap = Math.max(1, Math.floor(maxPageSize * (0.3 + 0.6 * r())));
	if (chance(0.15)) m.shrinkAbove = Math.max(2, Math.floor(maxPageSize * (0.2 + 0.6 * r())));
	if (f === 'cursor' && chance(0.5))
		m.cursorFault = {
			kind: pick(r, ['earlyEnd', 'skip', 'repeat'] as const),
			lasting: chance(0.3),
		};
	if (chance(0.1)) m.limit = 1 + Math.floor(r() * 60);
	return m;
}

/**
 * A server of `family` with no fault and no change while it is read (equal keys in a fixed order,
 * newest first, date windows honoured, Return All): what a test sets in `changes` is all it does.
 */
export function plainModel(
	family: Family,
	changes: Partial<ServerModel> = {},
	seed = 1,
): ServerModel {
	return {
		...drawModel(seed, family),
		seed,
		tieSpread: 1,
		shuffleTies: false,
		sort: 'desc',
		windows: 'honour',
		storm: 0,
		flaky504: 0,
		bad200: 0,
		omit: 0,
		insert: 0,
		backdated: 0,
		remove: 0,
		silentCap: undefined,
		shrinkAbove: undefined,
		cursorFault: undefined,
		limit: undefined,
		...changes,
	};
}

/**
 * Orders long enough to be read in stretches from the first window on (more than 51 pages), newest
 * first, windows honoured, orders with a second of their own or in pairs, so that windows end one
 * second before a page's last order; with orders left out of pages, created during the run (most
 * back-dated onto the second of an order that exists, which makes such pairs as the list is
 * read), deleted, and 5xx. Where the window before such a window is read again, its oldest
 * second is checked against the counts (stretches.ts, windowPass.ts).
 */
export function drawStretchModel(seed: number): ServerModel {
	const r = seeded(seed * 31 + 5);
	const page = pick(r, [5, 8, 10, 20]);
	return plainModel(
		'orders',
		{
			size: page * (53 + Math.floor(r() * 60)),
			maxPageSize: page,
			tieSpread: pick(r, [1, 1, 2]),
			omit: r() < 0.5 ? r() * 0.1 : 0,
			insert: r() < 0.7 ? r() * 0.5 : 0,
			backdated: r() < 0.6 ? r() : 0,
			remove: r() < 0.7 ? r() * 0.4 : 0,
			storm: r() < 0.2 ? r() * 0.2 : 0,
		},
		seed,
	);
}

interface Row {
	id: number;
	sec: number;
}

const stamp = (sec: number) =>
	new Date(Date.UTC(2025, 0, 1) + sec * 1000).toISOString().slice(0, 19).replace('T', ' ');
const secOf = (text: unknown) =>
	(Date.parse(`${String(text).slice(0, 19).replace(' ', 'T')}Z`) - Date.UTC(2025, 0, 1)) / 1000;

const PATHS: Record<Family, string> = {
	orders: '/managers/store/orders',
	customers: '/managers/store/customers',
	coupons: '/managers/store/coupons',
	carts: '/managers/store/abandoned-carts',
	products: '/products/',
	cursor: '/products/stock/',
};
const KEYS: Record<Family, string> = {
	orders: 'orders',
	customers: 'customers',
	coupons: 'coupons',
	carts: 'abandoned-carts',
	products: 'results',
	cursor: 'results',
};

export function specOf(m: ServerModel): ListSpec {
	const spec: ListSpec = {
		style:
			m.family === 'products' || m.family === 'cursor'
				? 'next'
				: m.family === 'carts'
					? 'pageSize'
					: 'perPage',
		listKey: KEYS[m.family],
		maxPageSize: m.maxPageSize,
		minPageSize: 2,
	};
	if (m.family === 'orders') spec.keyset = ORDER_WINDOW;
	if (m.family === 'products') {
		spec.stableOrder = { ordering: 'created_at' };
		spec.sortKey = 'created_at';
	}
	if (m.limit !== undefined) spec.limit = m.limit;
	return spec;
}

export interface ModelRun {
	transport: ZidTransport;
	path: string;
	qs: IDataObject;
	/** Answers the server gave (every try counts). */
	requests(): number;
	/** Records that existed for the whole run. */
	throughout(): number[];
	existed(id: number): boolean;
	/** The list as it stands, in the order the user asked for (for Limit runs). */
	initialOrder: number[];
}

export function serve(m: ServerModel): ModelRun {
	const r = seeded(m.seed * 104729 + 7);
	let nextId = 1000;
	let clock = 0;
	let spread = 0;
	const rows: Row[] = [];
	const born = (): Row => {
		if (spread <= 0) {
			clock++;
			spread = 1 + Math.floor(r() * m.tieSpread);
		}
		spread--;
		nextId += 1 + Math.floor(r() * 3);
		return { id: nextId, sec: clock };
	};
	for (let i = 0; i < m.size; i++) rows.push(born());
	const initial = new Set(rows.map((row) => row.id));
	const deleted = new Set<number>();
	const added = new Set<number>();
	let answers = 0;
	let windowedSeen = false;
	const cursorFired = new Set<string>();

	const change = () => {
		if (m.insert && r() < m.insert) {
			const row = born();
			if (m.backdated && r() < m.backdated && rows.length) row.sec = pick(r, rows).sec;
			rows.push(row);
			added.add(row.id);
			if (process.env.LIST_MODEL_TRACE) process.stdout.write(`  + ${row.id}@${row.sec}\n`);
		}
		if (m.remove && r() < m.remove && rows.length) {
			const [gone] = rows.splice(Math.floor(r() * rows.length), 1);
			deleted.add(gone.id);
			if (process.env.LIST_MODEL_TRACE) process.stdout.write(`  - ${gone.id}@${gone.sec}\n`);
		}
	};

	const ordered = (ascending: boolean): Row[] => {
		const salt = m.shuffleTies ? Math.floor(r() * 2 ** 31) : 0;
		const tie = (row: Row) => (m.shuffleTies ? Math.imul(row.id ^ salt, 2654435761) >>> 0 : row.id);
		return [...rows].sort((a, b) =>
			a.sec !== b.sec ? (ascending ? a.sec - b.sec : b.sec - a.sec) : tie(a) - tie(b),
		);
	};

	const render = (row: Row): IDataObject => ({
		id: row.id,
		created_at: stamp(row.sec),
		name: `سجل ${row.id}`,
	});

	/** One answer of the list: `slice` from `view`, in the family's envelope. */
	const envelope = (
		view: Row[],
		start: number,
		size: number,
		page: number,
		cursorOf?: (o: number) => string,
	) => {
		let slice = view.slice(start, start + size);
		if (slice.length === size && m.omit && r() < m.omit) {
			// Half the time the page stays full: the record after it takes the place of the one left out.
			slice = r() < 0.5 ? view.slice(start, start + size + 1) : [...slice];
			if (slice.length > 1) slice.splice(Math.floor(r() * (slice.length - 1)), 1);
		}
		const list = slice.map(render);
		const more = start + size < view.length;
		const last = Math.max(1, Math.ceil(view.length / size));
		switch (m.family) {
			case 'orders':
				return { status: 'object', orders: list, total_order_count: view.length };
			case 'customers':
				return { status: 'object', customers: list, grand_total: view.length };
			case 'coupons':
				return {
					coupons: list,
					count: list.length,
					grand_total: view.length,
					pagination: { page, page_size: size, next_page: more ? page + 1 : null, last_page: last },
				};
			case 'carts':
				return {
					'abandoned-carts': list,
					pagination: { page, next_page: more ? page + 1 : null, last_page: last },
				};
			case 'products':
				return {
					count: view.length,
					next: more
						? `${BASE}${PATHS.products}?page=${page + 1}&page_size=${size}&ordering=created_at`
						: null,
					previous: null,
					results: list,
				};
			case 'cursor':
				return {
					count: view.length,
					next: more && cursorOf ? cursorOf(start + size) : null,
					previous: null,
					results: list,
				};
		}
	};

	const answer = (qs: IDataObject, url: string | undefined): IDataObject => {
		if (m.bad200 && r() < m.bad200)
			return r() < 0.5
				? { status: 'object', message: { type: 'object' } }
				: { [KEYS[m.family]]: null };
		if (url !== undefined) {
			const u = new URL(url);
			let offset = Number(u.searchParams.get('cursor'));
			const size = Number(u.searchParams.get('size'));
			const view = ordered(false);
			const key = `${offset}`;
			const fault = m.cursorFault;
			const fires = fault && (fault.lasting || !cursorFired.has(key)) && offset > 0 && r() < 0.5;
			if (fires) cursorFired.add(key);
			if (fires && fault.kind === 'skip') offset += size;
			if (fires && fault.kind === 'repeat') offset = Math.max(0, offset - size);
			const cursorOf = (o: number) =>
				`${BASE}${PATHS.cursor}?cursor=${o}&size=${size}&n=${answers}`;
			const body = envelope(view, offset, size, 0, cursorOf) as IDataObject;
			if (fires && fault.kind === 'earlyEnd') body.next = null;
			return body;
		}
		const page = Number(qs.page ?? 1);
		let size = Number(qs.per_page ?? qs.page_size ?? m.maxPageSize);
		if (m.silentCap) size = Math.min(size, m.silentCap);
		let view: Row[];
		if (m.family === 'orders') {
			const windowed = qs.date_from !== undefined || qs.date_to !== undefined;
			const ignore =
				windowed && (m.windows === 'ignore' || (m.windows === 'ignoreOnce' && !windowedSeen));
			if (windowed) windowedSeen = true;
			const ascending = String(qs.sort_by ?? 'desc') === 'asc';
			view = ordered(ascending);
			if (!ignore) {
				const from = qs.date_from !== undefined ? secOf(qs.date_from) : -Infinity;
				const to = qs.date_to !== undefined ? Math.floor(secOf(qs.date_to)) : Infinity;
				view = view.filter((row) => row.sec >= Math.floor(from) && row.sec <= to);
			}
		} else view = ordered(m.family === 'products' && qs.ordering === 'created_at');
		const start = (page - 1) * size;
		if (m.family === 'cursor') {
			const cursorOf = (o: number) =>
				`${BASE}${PATHS.cursor}?cursor=${o}&size=${size}&n=${answers}`;
			return envelope(view, start, size, page, cursorOf) as IDataObject;
		}
		return envelope(view, start, size, page) as IDataObject;
	};

	const transport = {
		node,
		baseUrl: BASE,
		settings: { ...DEFAULT_SETTINGS, backoffBaseMs: 0, backoffCapMs: 0 },
		async tryRequest(request: { qs?: IDataObject; url?: string; passThroughStatuses?: number[] }) {
			const qs = request.qs ?? {};
			const size = Number(qs.per_page ?? qs.page_size ?? 0);
			for (let attempt = 1; ; attempt++) {
				answers++;
				change();
				let status = 200;
				if (m.shrinkAbove && size > m.shrinkAbove) status = 504;
				else if (m.flaky504 && r() < m.flaky504) status = 504;
				else if (m.storm && r() < m.storm) status = pick(r, [500, 502, 503]);
				if (status === 200) {
					const body = answer(qs, request.url);
					if (process.env.LIST_MODEL_TRACE)
						process.stdout.write(
							`${JSON.stringify(request.url ?? qs)} -> ${JSON.stringify({ ...body, [KEYS[m.family]]: ((body[KEYS[m.family]] as IDataObject[] | null) ?? []).map((x) => `${String(x.id)}@${String(x.created_at).slice(14)}`).join(' ') })}\n`,
						);
					return { ok: true as const, body };
				}
				if (request.passThroughStatuses?.includes(status)) return { ok: false as const, status };
				if (attempt >= DEFAULT_SETTINGS.maxAttempts)
					throw new NodeApiError(node, { status } as JsonObject, {
						message: `Zid answered ${status}`,
						httpCode: String(status),
					});
			}
		},
	};
	const qs: IDataObject = m.family === 'orders' && m.sort === 'asc' ? { sort_by: 'asc' } : {};
	const initialOrder = ordered(
		m.family === 'orders' ? m.sort === 'asc' : m.family === 'products',
	).map((row) => row.id);
	return {
		transport: transport as unknown as ZidTransport,
		path: PATHS[m.family],
		qs,
		requests: () => answers,
		throughout: () => [...initial].filter((id) => !deleted.has(id)),
		existed: (id) => initial.has(id) || added.has(id),
		initialOrder,
	};
}
