/**
 * No duplicates: 1,000 create attempts (orders, coupons, points adjustments) under injected 500s,
 * 503s, connection resets, timeouts and 429s. A create is never resent after a 5xx, a reset or a
 * timeout (Zid may have done it); a 429 is (Zid refused it before doing anything). So every record
 * the sandbox holds comes from exactly one attempt, the node reported it created or flagged it "may
 * have been created", and nothing the node reported created is missing.
 *
 * Another create operation joins by adding one row to CREATES.
 */
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';
import { UNKNOWN_OUTCOME } from '../../nodes/shared/transport/request/zidTransport';
import type { FaultOptions, RecordedRequest, Sandbox } from '../../sandbox';
import { byId } from '../helpers/requests';
import { useHarness, type Harness } from '../helpers/zid';

interface CreateKind {
	name: string;
	/** Sandbox path of the create call (after /v1). */
	path: string;
	/** Node parameters; each input item carries `marker`, a text unique to the attempt. */
	parameters(h: Harness): INodeParameters;
	/** The marker as the sandbox received it. */
	markerOf(request: RecordedRequest): string | undefined;
	/** Markers of the records the sandbox holds. */
	stored(sandbox: Sandbox): string[];
}

const field = (request: RecordedRequest, key: string) => {
	const value = (request.body as IDataObject | undefined)?.[key];
	return typeof value === 'string' ? value : undefined;
};

export const CREATES: CreateKind[] = [
	{
		name: 'Order > Create',
		path: '/managers/store/drafts',
		parameters: (h) => ({
			resource: 'order',
			operation: 'create',
			specifyOrder: 'fields',
			currency: 'SAR',
			customerName: 'نورة القحطاني',
			customerMobileCountryCode: '+966',
			customerMobileNumber: '500000123',
			country: 'SA',
			city: 'Riyadh',
			addressLine1: 'طريق الملك فهد',
			// A product that never runs out, so every attempt can succeed.
			products: {
				product: [
					{
						sku: h.sandbox.db.products.find((p) => p.is_published && p.is_infinite)!.sku,
						quantity: 1,
					},
				],
			},
			deliveryOption: 5423,
			paymentMethod: 1,
			additionalFields: { comment: '={{ $json.marker }}' },
		}),
		markerOf: (r) => field(r, 'customer_comment'),
		stored: (s) => s.db.orders.map((o) => o.customer_note),
	},
	{
		name: 'Coupon > Create',
		path: '/managers/store/coupons/add',
		parameters: () => ({
			resource: 'coupon',
			operation: 'create',
			name: 'خصم الموثوقية',
			code: '={{ $json.marker }}',
			discountType: 'p',
			discount: 10,
			startDate: '2026-07-01T00:00:00',
			endDate: '2026-07-31T00:00:00',
			applyTo: 'all',
		}),
		markerOf: (r) => field(r, 'code'),
		stored: (s) => s.db.coupons.map((c) => c.code),
	},
	{
		name: 'Loyalty > Adjust Customer Points',
		path: '/managers/loyalty-program/customers/adjust-customer-points',
		parameters: (h) => ({
			resource: 'loyalty',
			operation: 'adjustCustomerPoints',
			customerId: byId(h.sandbox.db.customers[0].id),
			direction: '+',
			points: 5,
			additionalFields: { reason: '={{ $json.marker }}' },
		}),
		markerOf: (r) => field(r, 'reason'),
		stored: (s) => s.db.loyaltyTransactions.map((t) => t.reason ?? ''),
	},
];

/** A bucket of 50 draining 500/s; 429s without Retry-After, so the node waits its own (short) backoff. */
const LIMITER = { capacity: 50, drainPerSecond: 500 };
/** The node's timeout (the shortest it takes, 1 s) and the injected slow answer past it. */
const TIMEOUT_MS = 1000;
const SLOW_MS = 1400;
const requestOptions = {
	requestsPerMinute: LIMITER.drainPerSecond * 60,
	burst: LIMITER.capacity,
	backoffBaseMs: 5,
	backoffCapMs: 50,
	timeoutSeconds: TIMEOUT_MS / 1000,
	maxAttempts: 8,
};
const createPaths = `^(${CREATES.map((c) => c.path.replace(/[/-]/g, (ch) => `\\${ch}`)).join('|')})$`;

interface Account {
	attempts: number;
	/** Attempts whose request reached the sandbox (once or more). */
	sent: number;
	reportedCreated: number;
	/** Failed items the node flagged "may have been created" (answer lost or 5xx). */
	flagged: number;
	/** ... of which the sandbox did create. */
	flaggedLanded: number;
	failedPlainly: number;
	stored: number;
	statuses: Record<string, number>;
}

const h = useHarness({ retryAfterHeader: false });
beforeEach(() => h.sandbox.setRateLimit(LIMITER));

async function attempt(
	kind: CreateKind,
	count: number,
	tag: string,
	faults: FaultOptions,
): Promise<{ account: Account; problems: string[] }> {
	const markers = Array.from({ length: count }, (_, n) => `REL${tag}${String(n).padStart(4, '0')}`);
	const before = new Set(kind.stored(h.sandbox));
	h.sandbox.setFaults({ ...faults, methods: ['POST'], pathPattern: createPaths });
	h.sandbox.clearRequests();
	const out: INodeExecutionData[] = await h.run(
		{ ...kind.parameters(h), requestOptions },
		{ items: markers.map((marker) => ({ marker })), continueOnFail: true },
	);
	h.sandbox.setFaults(undefined);
	// Timed-out attempts finish on the sandbox's side after the node gave up on them.
	await new Promise((resolve) => setTimeout(resolve, SLOW_MS));

	const problems: string[] = [];
	const storedNow = kind
		.stored(h.sandbox)
		.filter((m) => m.startsWith(`REL${tag}`) && !before.has(m));
	const storedCount = new Map<string, number>();
	for (const m of storedNow) storedCount.set(m, (storedCount.get(m) ?? 0) + 1);
	const requests = new Map<string, RecordedRequest[]>();
	const statuses: Record<string, number> = {};
	for (const r of h.apiRequests().filter((r) => r.path === `/v1${kind.path}`)) {
		const marker = kind.markerOf(r);
		if (!marker) continue;
		requests.set(marker, [...(requests.get(marker) ?? []), r]);
		const label =
			r.durationMs >= SLOW_MS - 100 ? 'timeout' : r.status === 0 ? 'reset' : String(r.status);
		statuses[label] = (statuses[label] ?? 0) + 1;
	}

	const account: Account = {
		attempts: count,
		sent: markers.filter((m) => requests.has(m)).length,
		reportedCreated: 0,
		flagged: 0,
		flaggedLanded: 0,
		failedPlainly: 0,
		stored: storedNow.length,
		statuses,
	};
	expect(out).toHaveLength(count);
	out.forEach((item, n) => {
		const marker = markers[n];
		const landed = storedCount.get(marker) ?? 0;
		const tries = requests.get(marker) ?? [];
		if (landed > 1) problems.push(`${marker}: ${landed} records (duplicate)`);
		// Never resent after an answer it did not get or a server error; always resent after a fast 429.
		tries.forEach((r, k) => {
			// Between the client's timeout and the injected delay: a request the machine was merely slow with; no verdict.
			if (r.durationMs >= TIMEOUT_MS && r.durationMs < SLOW_MS - 100) return;
			const last = k === tries.length - 1;
			const timedOut = r.durationMs >= SLOW_MS - 100;
			const unanswered = timedOut || r.status === 0 || r.status >= 500;
			if (unanswered && !last)
				problems.push(
					`${marker}: resent after ${r.status === 0 ? 'a reset' : timedOut ? 'a timeout' : r.status}`,
				);
			if (r.status === 429 && !timedOut && last && item.json.httpCode !== '429')
				problems.push(`${marker}: a 429 was not resent`);
		});
		if (item.pairedItem && (item.pairedItem as { item: number }).item !== n)
			problems.push(`${marker}: output out of order`);
		if (item.json.error === undefined) {
			account.reportedCreated++;
			if (landed !== 1)
				problems.push(`${marker}: reported created, but the sandbox holds ${landed}`);
		} else if (String(item.json.description ?? '').includes(UNKNOWN_OUTCOME)) {
			account.flagged++;
			if (landed === 1) account.flaggedLanded++;
		} else {
			account.failedPlainly++;
			if (landed !== 0)
				problems.push(`${marker}: failed with "${String(item.json.error)}" but was created`);
		}
	});
	return { account, problems };
}

describe('1,000 create attempts under 5xx, resets, timeouts and 429s', () => {
	const FAULTS: FaultOptions = {
		rate500: 0.06,
		rate503: 0.02,
		rate429: 0.06,
		resetRate: 0.02,
		slowRate: 0.03,
		slowMs: SLOW_MS,
		phase: 'random',
	};
	const shares = [334, 333, 333];
	const accounts: Record<string, Account> = {};

	test.each(CREATES.map((kind, k) => [kind.name, kind, shares[k] ?? 333] as const))(
		'%s',
		async (_name, kind, count) => {
			const { account, problems } = await attempt(kind, count, `a${CREATES.indexOf(kind)}x`, {
				...FAULTS,
				seed: 101 + CREATES.indexOf(kind),
			});
			accounts[kind.name] = account;
			expect(problems).toEqual([]);
			// The sandbox holds exactly what the node reported created, plus flagged attempts whose answer was lost after Zid did them.
			expect(account.stored).toBe(account.reportedCreated + account.flaggedLanded);
			// Every kind of fault really happened to this operation.
			for (const label of ['429', '500', '503', 'reset', 'timeout'])
				expect([label, (account.statuses[label] ?? 0) > 0]).toEqual([label, true]);
			expect(account.reportedCreated).toBeGreaterThan(count * 0.6);
		},
		120_000,
	);

	test('1,000 attempts in all: each sent to Zid, each answered by one output item', () => {
		expect(Object.keys(accounts).sort()).toEqual(CREATES.map((c) => c.name).sort());
		const sum = (of: (a: Account) => number) =>
			Object.values(accounts).reduce((n, a) => n + of(a), 0);
		expect(sum((a) => a.sent)).toBe(1000);
		expect(sum((a) => a.reportedCreated + a.flagged + a.failedPlainly)).toBe(1000);
	});
});

describe('faults before Zid acts (500 before the handler, refused connections): created == reported created, exactly', () => {
	test.each(CREATES.map((kind) => [kind.name, kind] as const))(
		'%s',
		async (_name, kind) => {
			const { account, problems } = await attempt(kind, 100, `b${CREATES.indexOf(kind)}x`, {
				rate500: 0.1,
				rate503: 0.05,
				rate429: 0.1,
				resetRate: 0.05,
				phase: 'before',
				seed: 7,
			});
			expect(problems).toEqual([]);
			expect(account.flaggedLanded).toBe(0);
			expect(account.stored).toBe(account.reportedCreated);
			expect(account.flagged).toBeGreaterThan(0);
		},
		60_000,
	);
});
