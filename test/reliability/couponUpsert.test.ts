/**
 * Coupon › Create or Update by code (docs/zid-api.md §8.21: codes are unique in a store): the
 * coupon with the code is updated, or created when the store has none, and never twice: a create
 * whose answer is lost is followed by a look-up, not by a blind second create.
 */
import type { IDataObject } from 'n8n-workflow';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();
const requestOptions = { requestsPerMinute: 0, maxAttempts: 3, backoffBaseMs: 1, backoffCapMs: 5 };

const upsert = (code: string, extra: IDataObject = {}) => ({
	resource: 'coupon',
	operation: 'upsert',
	name: 'خصم الصيف',
	code,
	discountType: 'p',
	discount: 20,
	startDate: '2026-07-01T00:00:00',
	endDate: '2026-07-31T00:00:00',
	applyTo: 'all',
	requestOptions,
	...extra,
});

const withCode = (code: string) =>
	h.sandbox.db.coupons.filter((c) => c.code.toLowerCase() === code.toLowerCase());
const writes = () =>
	h
		.apiRequests()
		.filter((r) => r.method !== 'GET')
		.map((r) => `${r.method} ${r.path.replace(/^\/v1\/managers\/store\/coupons/, '')} ${r.status}`);

test('code not in the store: looked up, then created once; the item is the new coupon', async () => {
	const [item] = jsonOf(await h.run(upsert('SUMMER26')));
	expect(writes()).toEqual(['POST /add 200']);
	expect(h.apiRequests()[0]).toMatchObject({ method: 'GET', query: { search_term: 'SUMMER26' } });
	expect(withCode('SUMMER26')).toHaveLength(1);
	expect(item).toMatchObject({ id: withCode('SUMMER26')[0].id, code: 'SUMMER26' });
});

test('code in the store (any case): updated by its ID with every field given; nothing created', async () => {
	const target = h.sandbox.db.coupons[0];
	const count = h.sandbox.db.coupons.length;
	const [item] = jsonOf(await h.run(upsert(target.code.toLowerCase(), { discount: 35 })));
	expect(writes()).toEqual([`POST /${target.id}/update 200`]);
	expect(h.sandbox.db.coupons).toHaveLength(count);
	expect(item).toMatchObject({ id: target.id });
	expect(Number(withCode(target.code)[0].discount)).toBe(35);
});

test('create answered 500 after Zid created it: looked up, found, not created again', async () => {
	h.sandbox.setFaults({
		rate500: 1,
		phase: 'after',
		methods: ['POST'],
		pathPattern: '/coupons/add$',
	});
	const [item] = jsonOf(await h.run(upsert('LOST500')));
	h.sandbox.setFaults(undefined);
	const coupon = withCode('LOST500');
	expect(coupon).toHaveLength(1);
	expect(writes()).toEqual(['POST /add 500', `POST /${coupon[0].id}/update 200`]);
	expect(item).toMatchObject({ id: coupon[0].id, code: 'LOST500' });
});

test('creates cut off before Zid ran them: a look-up before each new create; after three, a loud failure', async () => {
	h.sandbox.setFaults({
		resetRate: 1,
		phase: 'before',
		methods: ['POST'],
		pathPattern: '/coupons/add$',
	});
	const error = await failureOf(h.run(upsert('RESET3')));
	h.sandbox.setFaults(undefined);
	expect(withCode('RESET3')).toHaveLength(0);
	expect(writes()).toEqual(['POST /add 0', 'POST /add 0', 'POST /add 0']);
	// Each create but the first follows a look-up that found nothing.
	const sequence = h.apiRequests().map((r) => r.method);
	expect(sequence).toEqual(['GET', 'POST', 'GET', 'POST', 'GET', 'POST']);
	expect(error.message).toMatch(/could not be reached/);
});

test('generated: under random 5xx, resets and lost answers on creates, one code never becomes two coupons', async () => {
	const seen = new Set<string>();
	for (let seed = 1; seed <= 20; seed++) {
		const code = `GEN${seed}`;
		h.sandbox.setFaults({
			seed,
			rate500: 0.3,
			resetRate: 0.2,
			malformedRate: 0.1,
			phase: 'random',
			methods: ['POST'],
			pathPattern: '/coupons/add$',
		});
		const out = await h.run(upsert(code), {
			items: [{ row: 1 }, { row: 2 }],
			continueOnFail: true,
		});
		h.sandbox.setFaults(undefined);
		const stored = withCode(code);
		const ok = jsonOf(out).filter((j) => j.error === undefined);
		const sequence = h
			.apiRequests()
			.map((r) => `${r.method} ${r.path.endsWith('/add') ? 'add' : 'other'} ${r.status}`);
		seen.add(sequence.join(','));
		// Never a blind create: each create right after a look-up (GET) that found nothing.
		const blind = sequence.filter(
			(w, k) => w.startsWith('POST add') && !sequence[k - 1]?.startsWith('GET'),
		);
		expect({
			seed,
			blind,
			atMostOne: stored.length <= 1,
			foundWhenOk: !ok.length || stored.length === 1,
		}).toEqual({
			seed,
			blind: [],
			atMostOne: true,
			foundWhenOk: true,
		});
		h.sandbox.clearRequests();
	}
	const all = [...seen].join('\n');
	expect(all).toMatch(/POST add 5\d\d,GET other 200/);
	expect(all).toMatch(/POST add 0,GET other 200,POST add 200/);
});
