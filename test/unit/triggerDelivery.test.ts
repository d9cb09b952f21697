import { ProcessState } from '../../nodes/shared/state';
import {
	bodyOf,
	canonicalJson,
	MAX_DELIVERY_BYTES,
	MAX_DELIVERY_DEPTH,
	readBody,
} from '../../nodes/shared/webhooks/deliveryBody';
import { deliveryKey, parseDelivery } from '../../nodes/shared/webhooks/delivery';
import { isAuthorized } from '../../nodes/shared/webhooks/deliveryAuth';
import { originalIdFor, targetUrlFor, withoutQuery } from '../../nodes/ZidTrigger/targets';

/** Each test remembers deliveries in a process state of its own, on a clock it sets by hand (ms). */
let now = 0;
let state: ProcessState;
beforeEach(() => {
	now = 0;
	state = new ProcessState(() => now);
});
/** Offers `key` for `scope` at time `at`: true when it is not a repeat inside the window. */
const firstDelivery = (scope: string, key: string, windowMs: number, at: number): boolean => {
	now = at;
	return state.deliveries.isFirst(scope, key, windowMs);
};

describe('Zid Trigger: delivery checks', () => {
	const state = { secret: 'abc123', username: 'n8n', password: 'pw' };
	const basic = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;

	test('either the Basic pair or the URL secret passes; nothing passes without an activation', () => {
		expect(isAuthorized(state, basic('n8n:pw'), undefined)).toBe(true);
		expect(isAuthorized(state, undefined, 'abc123')).toBe(true);
		expect(
			isAuthorized(state, 'basic   ' + Buffer.from('n8n:pw').toString('base64'), undefined),
		).toBe(true);
		expect(isAuthorized(state, basic('n8n:pw2'), 'abc1234')).toBe(false);
		expect(isAuthorized(state, basic('n8n:pw'.slice(0, 5)), ['abc123'])).toBe(false);
		expect(isAuthorized({}, basic(':'), '')).toBe(false);
		expect(isAuthorized({ secret: 's' }, basic('undefined:undefined'), undefined)).toBe(false);
	});

	test('records: bare, in an envelope, or refused with a reason', () => {
		expect(parseDelivery({ id: 1 }, 'order.create')).toEqual({
			ok: true,
			delivery: { event: 'order.create', record: { id: 1 }, storeId: undefined },
		});
		expect(
			parseDelivery({ event: 'customer.login', store_id: 7, data: { id: 'c' } }, undefined),
		).toEqual({
			ok: true,
			delivery: { event: 'customer.login', record: { id: 'c' }, storeId: '7' },
		});
		expect(parseDelivery({ id: 1 }, undefined)).toEqual({
			ok: false,
			problem: 'the delivery names no event',
		});
		expect(parseDelivery({ id: 1 }, 'order.shipped')).toMatchObject({ ok: false });
		expect(parseDelivery({ id: '' }, 'order.create')).toEqual({
			ok: false,
			problem: 'the record has no id',
		});
		expect(parseDelivery([{ id: 1 }], 'order.create')).toEqual({
			ok: false,
			problem: 'the body is not a JSON object',
		});
		expect(bodyOf({}, Buffer.from('{"id":3}'))).toEqual({ id: 3 });
		expect(bodyOf('{"id":4}', undefined)).toEqual({ id: 4 });
		expect(bodyOf('not json', undefined)).toBeUndefined();
	});

	test('the duplicate window: one pass per key, bounded, forgotten after the window', () => {
		const key = deliveryKey({
			event: 'order.create',
			record: { id: 1, updated_at: '2026-01-01 10:00:00' },
		});
		expect(firstDelivery('wf|node|webhook', key, 1000, 0)).toBe(true);
		expect(firstDelivery('wf|node|webhook', key, 1000, 500)).toBe(false);
		expect(firstDelivery('wf|node|manual', key, 1000, 500)).toBe(true);
		expect(firstDelivery('wf|node|webhook', key, 1000, 1500)).toBe(true);
		expect(firstDelivery('wf|node|webhook', key, 0, 1500)).toBe(true);
		// Same record and update time, other content (two changes inside one second): not a duplicate.
		const changed = deliveryKey({
			event: 'order.create',
			record: { id: 1, updated_at: '2026-01-01 10:00:00', x: 1 },
		});
		expect(firstDelivery('wf|node|webhook', changed, 1000, 1600)).toBe(true);
		// 3000 distinct keys: the oldest are dropped, the newest still caught.
		for (let i = 0; i < 3000; i++)
			expect(firstDelivery('bulk', `k${i}`, 60_000, 10_000)).toBe(true);
		expect(firstDelivery('bulk', 'k2999', 60_000, 10_001)).toBe(false);
		expect(firstDelivery('bulk', 'k0', 60_000, 10_001)).toBe(true);
	});
});

describe('Zid Trigger: the duplicate key is canonical', () => {
	const key = (json: string) => deliveryKey({ event: 'order.create', record: JSON.parse(json) });

	test('key order and whitespace do not change the key; values and array order do', () => {
		const a =
			'{"id":77,"updated_at":"2026-03-01 12:00:00","customer":{"name":"نورة","mobile":"966500000000"},"products":[{"sku":"A","qty":1},{"sku":"B","qty":2}],"total":{"amount":115,"currency":"SAR"}}';
		const b = `{
			"total": { "currency": "SAR", "amount": 115 },
			"products": [ { "qty": 1, "sku": "A" }, { "qty": 2, "sku": "B" } ],
			"customer": { "mobile": "966500000000", "name": "نورة" },
			"updated_at": "2026-03-01 12:00:00", "id": 77 }`;
		expect(key(b)).toBe(key(a));
		expect(key(JSON.stringify(JSON.parse(a), null, '\t'))).toBe(key(a));
		expect(key(a.replace('"amount":115', '"amount":116'))).not.toBe(key(a));
		expect(
			key(
				a.replace(
					'{"sku":"A","qty":1},{"sku":"B","qty":2}',
					'{"sku":"B","qty":2},{"sku":"A","qty":1}',
				),
			),
		).not.toBe(key(a));
		expect(deliveryKey({ event: 'order.status.update', record: JSON.parse(a) })).not.toBe(key(a));
	});

	test('a record nested 100,000 levels deep gets a key without overflowing the stack', () => {
		const deep = `{"id":1,"a":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
		expect(() => key(deep)).not.toThrow();
		expect(key(deep)).not.toBe(key('{"id":1,"a":1}'));
	});

	test('canonicalJson: keys sorted at every level, no whitespace, otherwise what JSON.stringify writes', () => {
		// Reference: recursive (fine for small values), keys in string order ("10" before "2").
		const sorted = (v: unknown): string =>
			Array.isArray(v)
				? `[${v.map(sorted).join(',')}]`
				: v && typeof v === 'object'
					? `{${Object.keys(v)
							.sort()
							.map((k) => `${JSON.stringify(k)}:${sorted((v as Record<string, unknown>)[k])}`)
							.join(',')}}`
					: JSON.stringify(v);
		let seed = 99;
		const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
		const junk = (depth: number): unknown => {
			const r = rand();
			if (depth > 4 || r < 0.25)
				return [null, true, false, 0, -1.5, 1e21, '', 'نص "مقتبس"', '\u0000\n', '\ud800', 'SAR'][
					Math.floor(rand() * 11)
				];
			if (r < 0.5) return Array.from({ length: Math.floor(rand() * 4) }, () => junk(depth + 1));
			const out: Record<string, unknown> = {};
			for (let i = 0; i < Math.floor(rand() * 5); i++)
				out[['id', 'b', 'a', 'Z', 'é', '10', '2', 'name'][Math.floor(rand() * 8)]] = junk(
					depth + 1,
				);
			return out;
		};
		for (let i = 0; i < 300; i++) {
			const value = junk(0);
			expect(canonicalJson(value)).toEqual({ ok: true, text: sorted(value) });
		}
		// Own "__proto__" and "constructor" keys are data: written, sorted, never followed as prototypes.
		const tricky = JSON.parse(
			'{"b":1,"__proto__":{"x":1},"constructor":{"prototype":{"y":2}},"a":[{"z":1,"y":null}]}',
		);
		expect(canonicalJson(tricky)).toEqual({
			ok: true,
			text: '{"__proto__":{"x":1},"a":[{"y":null,"z":1}],"b":1,"constructor":{"prototype":{"y":2}}}',
		});
		expect(canonicalJson({ a: undefined, b: [undefined, Number.NaN], c: () => 1 })).toEqual({
			ok: true,
			text: '{"b":[null,null]}',
		});
	});
});

describe('Zid Trigger: body limits', () => {
	const nested = (levels: number) => `${'['.repeat(levels - 1)}{"id":1}${']'.repeat(levels - 1)}`;
	/** A record whose compact JSON is exactly `bytes` long. */
	const recordOf = (bytes: number) => ({
		id: 1,
		pad: 'x'.repeat(bytes - '{"id":1,"pad":""}'.length),
	});

	test('the limits are 2 MiB and 64 levels', () => {
		expect(MAX_DELIVERY_BYTES).toBe(2 * 1024 * 1024);
		expect(MAX_DELIVERY_DEPTH).toBe(64);
	});

	test('depth: 64 levels pass, 65 get 422, however the body arrived', () => {
		expect(readBody(JSON.parse(nested(64)), undefined)).toMatchObject({ ok: true });
		expect(readBody(JSON.parse(nested(65)), undefined)).toEqual({
			ok: false,
			status: 422,
			problem: 'the body is nested more than 64 levels deep',
		});
		expect(readBody({}, Buffer.from(nested(65)))).toMatchObject({ ok: false, status: 422 });
		expect(readBody(nested(65), Buffer.from(nested(65)))).toMatchObject({ ok: false, status: 422 });
		const cyclic: Record<string, unknown> = { id: 1 };
		cyclic.self = cyclic;
		expect(readBody(cyclic, undefined)).toMatchObject({ ok: false, status: 422 });
	});

	test('size: exactly 2 MiB of compact JSON passes, one byte more gets 413; raw bytes count as received', () => {
		expect(readBody(recordOf(MAX_DELIVERY_BYTES), undefined)).toMatchObject({ ok: true });
		expect(readBody(recordOf(MAX_DELIVERY_BYTES + 1), undefined)).toEqual({
			ok: false,
			status: 413,
			problem: 'the body is larger than 2 MiB',
		});
		// UTF-8 bytes, not characters: 1.1 M Arabic letters are 2.2 MB.
		expect(readBody({ id: 1, note: 'ع'.repeat(1_100_000) }, undefined)).toMatchObject({
			ok: false,
			status: 413,
		});
		const spaced = Buffer.from(`{"id":1}${' '.repeat(MAX_DELIVERY_BYTES)}`);
		expect(readBody({ id: 1 }, spaced)).toMatchObject({ ok: false, status: 413 });
		expect(readBody('{"id":1}'.padEnd(MAX_DELIVERY_BYTES + 1), undefined)).toMatchObject({
			ok: false,
			status: 413,
		});
		expect(
			readBody({ id: 1, lines: new Array(MAX_DELIVERY_BYTES).fill(0) }, undefined),
		).toMatchObject({ ok: false, status: 413 });
	});

	test('any body gives an answer, never an exception', () => {
		const bodies: Array<[unknown, unknown]> = [
			[undefined, undefined],
			[null, undefined],
			[{}, Buffer.alloc(0)],
			[0, undefined],
			[true, undefined],
			['', undefined],
			['not json', undefined],
			[{}, Buffer.from([0xff, 0xfe, 0xc3, 0x28])],
			[{}, 'a raw string'],
			[Buffer.from('{"id":1}'), undefined],
			[[['x']], undefined],
			[JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`), undefined],
			[Object.assign(Object.create(null) as object, { id: '1' }), undefined],
			[{ id: 1, at: new Date(0), big: BigInt(1), s: Symbol('s') }, undefined],
			[JSON.parse('{"__proto__":{"id":1},"constructor":1}'), undefined],
		];
		for (const [body, raw] of bodies) {
			expect(() => readBody(body, raw)).not.toThrow();
			const read = readBody(body, raw);
			if (read.ok) expect(() => parseDelivery(read.body, 'order.create')).not.toThrow();
		}
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
		const url = targetUrlFor(
			'https://n8n.example.com/webhook/x/webhook',
			'order.status.update',
			's3',
		);
		expect(url).toBe(
			'https://n8n.example.com/webhook/x/webhook?event=order.status.update&secret=s3',
		);
		expect(withoutQuery(url)).toBe('https://n8n.example.com/webhook/x/webhook');
		expect(withoutQuery(42)).toBe('');
	});
});
