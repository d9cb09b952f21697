/**
 * A 401 and what follows it (docs/zid-api.md §2.2): the answer of the call n8n resends after a 401 is the
 * answer, never thrown away; a create that Zid carried out on that resend is a success and is not
 * carried out a second time; a create whose outcome is unknown says so. For creates, updates and
 * deletes, with both credential types, over loopback against the sandbox's "401 once" switch.
 */
import type { INodeParameters } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { UNKNOWN_OUTCOME } from '../../nodes/shared/transport/request/zidTransport';
import { byId } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const COUPONS = '/managers/store/coupons';
let serial = 0;
const create = () => ({
	resource: 'coupon',
	operation: 'create',
	name: 'خصم الشتاء',
	code: `WINTER${++serial}`,
	discountType: 'p',
	discount: 15,
	startDate: '2026-12-01T00:00:00',
	endDate: '2026-12-31T00:00:00',
	applyTo: 'all',
});
const update = (id: number, code: string) => ({
	resource: 'coupon',
	operation: 'update',
	couponId: byId(id),
	name: 'Winter sale',
	code,
	discountType: 'f',
	discount: 5,
});
const remove = (id: number) => ({ resource: 'coupon', operation: 'delete', couponId: byId(id) });
const calls = (method: string) =>
	h.apiRequests().filter((r) => r.method === method && r.path.startsWith(`/v1${COUPONS}`));
const withCode = (code: string) => h.sandbox.db.coupons.filter((c) => c.code === code);

describe('OAuth2 credential: 401 once, then the same tokens are accepted', () => {
	test('create: the resend n8n makes is carried out once and its answer is the result', async () => {
		h.sandbox.setFaults({ unauthorizedOnce: { count: 1, methods: ['POST'] } });
		const params = create();
		const [item] = jsonOf(await h.run(params));
		expect(calls('POST').map((r) => r.status)).toEqual([401, 200]);
		expect(withCode(params.code)).toHaveLength(1);
		expect(item).toMatchObject({ code: params.code, id: withCode(params.code)[0].id });
	});

	test('update: one update carried out, its answer returned', async () => {
		const record = h.sandbox.db.coupons[1];
		h.sandbox.setFaults({ unauthorizedOnce: { count: 1, methods: ['POST'] } });
		const [item] = jsonOf(await h.run(update(record.id, record.code)));
		expect(calls('POST').map((r) => r.status)).toEqual([401, 200]);
		expect(item).toMatchObject({ id: record.id, name: 'Winter sale' });
	});

	test('delete: one delete carried out, reported deleted', async () => {
		const record = h.sandbox.db.coupons[2];
		h.sandbox.setFaults({ unauthorizedOnce: { count: 1, methods: ['DELETE'] } });
		const [item] = jsonOf(await h.run(remove(record.id)));
		expect(calls('DELETE').map((r) => r.status)).toEqual([401, 200]);
		expect(item).toMatchObject({ id: record.id, deleted: true });
		expect(h.sandbox.db.coupons.some((c) => c.id === record.id)).toBe(false);
	});

	test('create: 401 and then a 500 after Zid stored it: reported as possibly done, not sent a third time', async () => {
		h.sandbox.setFaults({
			unauthorizedOnce: { count: 1, methods: ['POST'] },
			rate500: 1,
			phase: 'after',
			methods: ['POST'],
		});
		const params = create();
		const error = await failureOf(h.run(params));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.message).toMatch(/^500 Zid could not complete the request/);
		expect(error.description).toContain(UNKNOWN_OUTCOME);
		expect(calls('POST').map((r) => r.status)).toEqual([401, 500]);
		expect(withCode(params.code)).toHaveLength(1);
	});

	test("create: 401 and then a 422: Zid's refusal is reported with its field messages, not the 401", async () => {
		const taken = h.sandbox.db.coupons[0].code;
		h.sandbox.setFaults({ unauthorizedOnce: { count: 1, methods: ['POST'] } });
		const error = await failureOf(h.run({ ...create(), code: taken }));
		expect(error.message).toMatch(/^422/);
		expect(error.message).toContain('code');
		expect(calls('POST').map((r) => r.status)).toEqual([401, 422]);
	});

	test('401 twice (the tokens really are refused and cannot be renewed): a 401 error, nothing created', async () => {
		h.sandbox.setFaults({ unauthorizedOnce: { count: 5, methods: ['POST'] } });
		const params = create();
		const error = await failureOf(h.run(params));
		expect(error.message).toMatch(/^401/);
		expect(withCode(params.code)).toHaveLength(0);
		// Ours, n8n's resend and retries, then ours with the renewed tokens: every one refused (the fault answers five 401s), after one refresh.
		expect(calls('POST').map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
		expect(h.sandbox.requests.filter((r) => r.path === '/oauth/token')).toHaveLength(1);
	});
});

describe('OAuth2 credential: expired tokens are renewed, the call is carried out once', () => {
	test.each([
		['create', 'POST'],
		['update', 'POST'],
		['delete', 'DELETE'],
	])('%s', async (kind, method) => {
		const record = h.sandbox.db.coupons[3];
		const params: INodeParameters =
			kind === 'create'
				? create()
				: kind === 'update'
					? update(record.id, record.code)
					: remove(record.id);
		h.sandbox.expireAccessTokens();
		const [item] = jsonOf(await h.run(params));
		const statuses = calls(method).map((r) => r.status);
		expect(statuses[0]).toBe(401);
		expect(statuses[statuses.length - 1]).toBe(200);
		expect(statuses.filter((s) => s === 200)).toHaveLength(1);
		if (kind === 'create') expect(withCode(String(params.code))).toHaveLength(1);
		if (kind === 'delete') expect(item).toMatchObject({ id: record.id, deleted: true });
		const refreshes = h.sandbox.requests.filter((r) => r.path === '/oauth/token');
		expect(refreshes).toHaveLength(1);
	});
});

describe('token credential: a 401 is final', () => {
	test.each([
		['create', 'POST'],
		['update', 'POST'],
		['delete', 'DELETE'],
	])('%s: one request, a 401 error, nothing changed', async (kind, method) => {
		const record = h.sandbox.db.coupons[4];
		const params: INodeParameters =
			kind === 'create'
				? create()
				: kind === 'update'
					? update(record.id, record.code)
					: remove(record.id);
		const before = JSON.stringify(h.sandbox.db.coupons);
		h.sandbox.setFaults({ unauthorizedOnce: { count: 1, methods: [method] } });
		const error = await failureOf(h.run(params, { credential: 'zidApi' }));
		expect(error.message).toMatch(/^401/);
		expect(calls(method).map((r) => r.status)).toEqual([401]);
		expect(JSON.stringify(h.sandbox.db.coupons)).toBe(before);
	});
});
