/**
 * Churn: records added and deleted while clients page a list (sandbox/README.md "Churn"). Timer-based
 * for benchmarks, request-based ("before every Nth list request of the collection") for tests that
 * must repeat exactly. Every change is logged, so a test can tell which records existed throughout.
 */
import { Rng } from './core/random';
import type { RouteDef } from './core/router';
import type { ChurnCollection, ChurnEvent, ChurnLog, ChurnOptions } from './core/types';
import { isRecord } from './core/validation';
import type { StoreDb } from './db';
import { addRecord, CHURN_COLLECTIONS, deleteRecord, nextRecordId } from './seed/fresh';

/** The list route of each collection (paths as the route table declares them). */
const LIST_PATHS: Record<string, ChurnCollection> = {
	'/managers/store/orders': 'orders',
	'/managers/store/customers': 'customers',
	'/products/': 'products',
	'/managers/store/abandoned-carts': 'abandonedCarts',
	'/managers/store/coupons': 'coupons',
};

const NUMBER_KEYS = [
	'addEveryMs',
	'deleteEveryMs',
	'everyRequests',
	'addPerRequest',
	'deletePerRequest',
	'backdateMs',
] as const;

/** Reads one ChurnOptions, or says what is wrong with it. */
function readOne(value: unknown): ChurnOptions | string {
	if (!isRecord(value)) return 'each churn entry must be an object';
	const collection = value.collection as ChurnCollection;
	if (!CHURN_COLLECTIONS.includes(collection))
		return `collection must be one of ${CHURN_COLLECTIONS.join(', ')}`;
	const options: ChurnOptions = { collection };
	for (const key of NUMBER_KEYS) {
		const n = value[key];
		if (n === undefined || n === null) continue;
		if (typeof n !== 'number' || !Number.isInteger(n) || n < (key.endsWith('PerRequest') ? 0 : 1))
			return `${key} must be a positive integer`;
		options[key] = n;
	}
	if (value.seed !== undefined) {
		if (typeof value.seed !== 'number') return 'seed must be a number';
		options.seed = value.seed;
	}
	if (
		!options.addEveryMs &&
		!options.deleteEveryMs &&
		!options.addPerRequest &&
		!options.deletePerRequest
	) {
		return 'give addEveryMs, deleteEveryMs, addPerRequest or deletePerRequest';
	}
	return options;
}

/** The admin body: one entry, several, or null (stop). Throws a message for a 400. */
export function readChurnBody(body: unknown): ChurnOptions | ChurnOptions[] | null {
	if (body === null || body === undefined || body === false) return null;
	const entries = Array.isArray(body) ? body.map(readOne) : [readOne(body)];
	const problem = entries.find((e): e is string => typeof e === 'string');
	if (problem) throw new Error(problem);
	const options = entries as ChurnOptions[];
	if (new Set(options.map((o) => o.collection)).size < options.length)
		throw new Error('one entry per collection');
	return Array.isArray(body) ? options : options[0];
}

interface Running {
	options: ChurnOptions;
	rng: Rng;
	requests: number;
	timers: NodeJS.Timeout[];
}

export class Churn {
	private readonly running = new Map<ChurnCollection, Running>();
	private added: ChurnEvent[] = [];
	private deleted: ChurnEvent[] = [];
	/** The last numeric id handed out per collection: a deleted record's id never comes back. */
	private readonly lastId = new Map<ChurnCollection, number>();

	constructor(
		private readonly db: StoreDb,
		private readonly now: () => number = Date.now,
	) {}

	/** One collection's churn (replacing its earlier one), all of them (an array), or null: stop all. */
	set(options: ChurnOptions | ChurnOptions[] | null | undefined): void {
		if (!options || Array.isArray(options)) this.stop();
		for (const o of options ? (Array.isArray(options) ? options : [options]) : []) {
			this.stop(o.collection);
			const run: Running = {
				options: { ...o },
				rng: Rng.forStream(o.seed ?? 1, `churn-${o.collection}`),
				requests: 0,
				timers: [],
			};
			const every = (ms: number | undefined, step: () => void) => {
				if (ms) run.timers.push(setInterval(() => this.guarded(step), ms).unref());
			};
			every(o.addEveryMs, () => this.change(run, 1, 0));
			every(o.deleteEveryMs, () => this.change(run, 0, 1));
			this.running.set(o.collection, run);
		}
	}

	stop(collection?: ChurnCollection): void {
		for (const [name, run] of this.running) {
			if (collection !== undefined && name !== collection) continue;
			run.timers.forEach(clearInterval);
			this.running.delete(name);
		}
	}

	get active(): ChurnOptions[] {
		return [...this.running.values()].map((r) => ({ ...r.options }));
	}

	log(collection?: ChurnCollection): ChurnLog {
		const mine = (e: ChurnEvent) => collection === undefined || e.collection === collection;
		return {
			active: this.active,
			added: this.added.filter(mine),
			deleted: this.deleted.filter(mine),
		};
	}

	clearLog(): void {
		this.added = [];
		this.deleted = [];
	}

	/** After a reseed: the same switches from a fresh PRNG, an empty log, ids counted afresh. */
	restart(options: ChurnOptions[] | undefined): void {
		this.set(options ?? null);
		this.clearLog();
		this.lastId.clear();
	}

	/** Request-based churn: called once a list request has passed auth, before its handler runs. */
	beforeRoute(route: RouteDef): void {
		const collection = route.method === 'GET' ? LIST_PATHS[route.path] : undefined;
		const run = collection && this.running.get(collection);
		if (!run || !(run.options.addPerRequest || run.options.deletePerRequest)) return;
		run.requests++;
		if (run.requests % (run.options.everyRequests ?? 1) === 0)
			this.change(run, run.options.addPerRequest ?? 0, run.options.deletePerRequest ?? 0);
	}

	/** A timer's change must never take the server down. */
	private guarded(step: () => void): void {
		try {
			step();
		} catch (error) {
			process.stderr.write(`sandbox churn error: ${(error as Error)?.stack ?? String(error)}\n`);
		}
	}

	private change(run: Running, adds: number, deletes: number): void {
		const { collection } = run.options;
		for (let i = 0; i < adds; i++) {
			const at = this.now();
			const id = Math.max(
				nextRecordId(this.db, collection),
				(this.lastId.get(collection) ?? 0) + 1,
			);
			// Drawn only when set, so older seeds repeat.
			const back = run.options.backdateMs;
			const created = back ? at - 1 - Math.floor(run.rng.next() * back) : at;
			const added = addRecord(this.db, collection, run.rng, created, id);
			if (added === undefined) break;
			if (typeof added === 'number') this.lastId.set(collection, added);
			this.added.push({ collection, id: added, at });
		}
		for (let i = 0; i < deletes; i++) {
			const gone = deleteRecord(this.db, collection, run.rng);
			if (gone === undefined) break;
			this.deleted.push({ collection, id: gone, at: this.now() });
		}
	}
}
