import { bodyOf, deliveryKey, firstDelivery, isAuthorized, parseDelivery, resetDeliveries } from '../../nodes/ZidTrigger/delivery';
import { originalIdFor, targetUrlFor, withoutQuery } from '../../nodes/ZidTrigger/subscriptions';

beforeEach(() => resetDeliveries());

describe('Zid Trigger: delivery checks', () => {
	const state = { secret: 'abc123', username: 'n8n', password: 'pw' };
	const basic = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;

	test('either the Basic pair or the URL secret passes; nothing passes without an activation', () => {
		expect(isAuthorized(state, basic('n8n:pw'), undefined)).toBe(true);
		expect(isAuthorized(state, undefined, 'abc123')).toBe(true);
		expect(isAuthorized(state, 'basic   ' + Buffer.from('n8n:pw').toString('base64'), undefined)).toBe(true);
		expect(isAuthorized(state, basic('n8n:pw2'), 'abc1234')).toBe(false);
		expect(isAuthorized(state, basic('n8n:pw'.slice(0, 5)), ['abc123'])).toBe(false);
		expect(isAuthorized({}, basic(':'), '')).toBe(false);
		expect(isAuthorized({ secret: 's' }, basic('undefined:undefined'), undefined)).toBe(false);
	});

	test('records: bare, in an envelope, or refused with a reason', () => {
		expect(parseDelivery({ id: 1 }, 'order.create')).toEqual({ ok: true, delivery: { event: 'order.create', record: { id: 1 }, storeId: undefined } });
		expect(parseDelivery({ event: 'customer.login', store_id: 7, data: { id: 'c' } }, undefined)).toEqual({
			ok: true,
			delivery: { event: 'customer.login', record: { id: 'c' }, storeId: '7' },
		});
		expect(parseDelivery({ id: 1 }, undefined)).toEqual({ ok: false, problem: 'the delivery names no event' });
		expect(parseDelivery({ id: 1 }, 'order.shipped')).toMatchObject({ ok: false });
		expect(parseDelivery({ id: '' }, 'order.create')).toEqual({ ok: false, problem: 'the record has no id' });
		expect(parseDelivery([{ id: 1 }], 'order.create')).toEqual({ ok: false, problem: 'the body is not a JSON object' });
		expect(bodyOf({}, Buffer.from('{"id":3}'))).toEqual({ id: 3 });
		expect(bodyOf('{"id":4}', undefined)).toEqual({ id: 4 });
		expect(bodyOf('not json', undefined)).toBeUndefined();
	});

	test('the duplicate window: one pass per key, bounded, forgotten after the window', () => {
		const key = deliveryKey({ event: 'order.create', record: { id: 1, updated_at: '2026-01-01 10:00:00' } });
		expect(firstDelivery('wf|node|webhook', key, 1000, 0)).toBe(true);
		expect(firstDelivery('wf|node|webhook', key, 1000, 500)).toBe(false);
		expect(firstDelivery('wf|node|manual', key, 1000, 500)).toBe(true);
		expect(firstDelivery('wf|node|webhook', key, 1000, 1500)).toBe(true);
		expect(firstDelivery('wf|node|webhook', key, 0, 1500)).toBe(true);
		// Same record and update time, other content (two changes inside one second): not a duplicate.
		const changed = deliveryKey({ event: 'order.create', record: { id: 1, updated_at: '2026-01-01 10:00:00', x: 1 } });
		expect(firstDelivery('wf|node|webhook', changed, 1000, 1600)).toBe(true);
		// 3000 distinct keys: the oldest are dropped, the newest still caught.
		for (let i = 0; i < 3000; i++) expect(firstDelivery('bulk', `k${i}`, 60_000, 10_000)).toBe(true);
		expect(firstDelivery('bulk', 'k2999', 60_000, 10_001)).toBe(false);
		expect(firstDelivery('bulk', 'k0', 60_000, 10_001)).toBe(true);
	});
});

describe('Zid Trigger: subscription naming', () => {
	test('original ids are stable, differ per URL, workflow and node, and stay above small app ids', () => {
		const a = originalIdFor('wf1', 'node1', 'https://n8n.example.com/webhook/x/webhook');
		expect(originalIdFor('wf1', 'node1', 'https://n8n.example.com/webhook/x/webhook')).toBe(a);
		const others = [
			originalIdFor('wf1', 'node1', 'https://n8n.example.com/webhook-test/x/webhook'),
			originalIdFor('wf2', 'node1', 'https://n8n.example.com/webhook/x/webhook'),
			originalIdFor('wf1', 'node2', 'https://n8n.example.com/webhook/x/webhook'),
		];
		expect(new Set([a, ...others]).size).toBe(4);
		for (const id of [a, ...others]) {
			expect(Number.isSafeInteger(id)).toBe(true);
			expect(id).toBeGreaterThanOrEqual(1_000_000_000);
			expect(id).toBeLessThan(2 ** 31);
		}
	});

	test('target URLs carry the event and the secret; ours are recognised without the query', () => {
		const url = targetUrlFor('https://n8n.example.com/webhook/x/webhook', 'order.status.update', 's3');
		expect(url).toBe('https://n8n.example.com/webhook/x/webhook?event=order.status.update&secret=s3');
		expect(withoutQuery(url)).toBe('https://n8n.example.com/webhook/x/webhook');
		expect(withoutQuery(42)).toBe('');
	});
});
