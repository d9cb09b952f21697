/**
 * The Zid Trigger against hostile or odd bodies that carry valid credentials (docs/zid-api.md §7.5): deeply
 * nested, very large, arrays and scalars at the top, prototype keys, bytes that are not UTF-8.
 * Each must get a 4xx with a short message and start nothing; none may crash webhook() (n8n would
 * answer 500, which Zid counts as a failed delivery). Deliveries that differ only in key order or
 * whitespace are one delivery for the duplicate window.
 *
 * Runs webhook() in n8n-core's WebhookContext behind a loopback server that parses bodies the way
 * n8n does (test/helpers/trigger.ts).
 */
import { useTriggerHarness, type TriggerNode } from '../helpers/trigger';

const h = useTriggerHarness();

let node: TriggerNode;
/** The subscription's target URL: carries the event and the secret. */
let target: string;

beforeEach(async () => {
	await h.settled();
	h.sandbox.reset();
	// A new node (new workflow and node ids): its duplicate window starts empty.
	node = h.node({ events: ['order.create'] });
	await node.activate();
	target = h.sandbox.db.webhooks.find((w) => w.target_url.startsWith(`${node.url()}?`))!.target_url;
});

async function post(
	body: string | Buffer,
	contentType = 'application/json',
	url = target,
): Promise<{ status: number; text: string }> {
	const reply = await fetch(url, {
		method: 'POST',
		headers: { 'content-type': contentType },
		body: typeof body === 'string' ? body : new Uint8Array(body),
	});
	return { status: reply.status, text: await reply.text() };
}

const order = (id: number, extra: Record<string, unknown> = {}) => ({
	id,
	updated_at: '2026-03-01 12:00:00',
	customer: { name: 'نورة' },
	total: { amount: 115, currency: 'SAR' },
	...extra,
});
const nestedObject = (levels: number, leaf = '1') =>
	'{"a":'.repeat(levels) + leaf + '}'.repeat(levels);
const nestedArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const MB = 1024 * 1024;

describe('Zid Trigger: bodies too deep or too large', () => {
	test('an authenticated record nested 10,000 levels deep: a 4xx, no crash, no execution', async () => {
		const answers = [
			await post(`{"id":1,"updated_at":"2026-03-01 12:00:00","a":${nestedObject(10_000)}}`),
			await post(`{"id":2,"items":${nestedArray(10_000)}}`),
			await post(`{"event":"order.create","data":{"id":3,"deep":${nestedObject(10_000)}}}`),
			await post(nestedObject(10_000)),
			await post(nestedArray(10_000)),
			await post(`{"id":4,"a":${nestedObject(100_000)}}`, 'text/plain'),
		];
		expect(answers.map((a) => a.status)).toEqual(answers.map(() => 422));
		for (const answer of answers) expect(answer.text.length).toBeLessThan(300);
		expect(answers[0].text).toMatch(/nested|deep/i);
		expect(node.crashes).toEqual([]);
		expect(node.executions).toHaveLength(0);
	});

	test('an authenticated delivery of several MB: 413, no crash, no execution', async () => {
		const bigString = JSON.stringify(order(10, { note: 'x'.repeat(5 * MB) }));
		const manyKeys = JSON.stringify(
			order(11, {
				extra: Object.fromEntries(Array.from({ length: 300_000 }, (_, i) => [`k${i}`, i])),
			}),
		);
		const longArray = JSON.stringify(
			order(12, { lines: Array.from({ length: 1_500_000 }, () => 1) }),
		);
		const arabic = JSON.stringify(order(13, { note: 'عود'.repeat(MB) }));
		const answers = [
			await post(bigString),
			await post(manyKeys),
			await post(longArray),
			await post(arabic),
			await post(bigString, 'text/plain'),
			await post(Buffer.from(bigString), 'application/octet-stream'),
		];
		expect(answers.map((a) => a.status)).toEqual(answers.map(() => 413));
		for (const answer of answers) expect(answer.text.length).toBeLessThan(300);
		expect(answers[0].text).toMatch(/large|MiB|bytes/i);
		expect(node.crashes).toEqual([]);
		expect(node.executions).toHaveLength(0);
	});

	test('a real-sized record well under the limits still starts its execution, and the node keeps working after refusals', async () => {
		await post(`{"id":1,"a":${nestedObject(10_000)}}`);
		await post(JSON.stringify(order(2, { note: 'x'.repeat(5 * MB) })));
		// An order with 500 lines and Arabic text (~0.5 MB) nested as deep as Zid's own records.
		const lines = Array.from({ length: 500 }, (_, i) => ({
			id: i,
			name: { ar: 'قهوة عربية', en: 'Arabic coffee' },
			options: [{ name: 'الحجم', value: { ar: 'كبير', en: 'Large' } }],
			description: 'و'.repeat(500),
		}));
		const big = JSON.stringify(order(3, { products: lines, deep: JSON.parse(nestedObject(20)) }));
		expect(Buffer.byteLength(big)).toBeGreaterThan(500_000);
		expect((await post(big)).status).toBe(200);
		expect(node.executions).toHaveLength(1);
		expect(node.crashes).toEqual([]);
	});

	test("odd bodies with valid credentials: 2xx and an execution marked unrecognised (or n8n's own 4xx before the node), never a crash", async () => {
		const bodies: Array<[string, string | Buffer]> = [
			['application/json', 'null'],
			['application/json', 'true'],
			['application/json', '0'],
			['application/json', '-1.5e308'],
			['application/json', '"order"'],
			['application/json', '[{"id":1}]'],
			['application/json', '{"__proto__":{"id":1}}'],
			['application/json', '{"constructor":{"prototype":{"id":1}}}'],
			['application/json', '{"event":"order.create","data":{"__proto__":{"id":1}}}'],
			['application/json', Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x22, 0x00])],
			[
				'application/json; charset=latin1',
				Buffer.from([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0xe9, 0x7d]),
			],
			['application/octet-stream', Buffer.from([0xc3, 0x28, 0xa0, 0xa1])],
			['text/plain', '{"id":{"__proto__":null}}'],
		];
		const answers = [];
		for (const [type, body] of bodies) answers.push(await post(body, type));
		const statuses = answers.map(
			(a, i) => `${a.status} ${bodies[i][0]} ${String(bodies[i][1]).slice(0, 30)}`,
		);
		// Zid counts a 4xx against the subscription (docs/zid-api.md §7.6): only n8n's own body parser
		// may still refuse (JSON it cannot parse), with its own 422 before the node runs.
		const refused = statuses.filter((s) => !/^200 /.test(s));
		expect(refused).toEqual([
			expect.stringMatching(/^422 application\/json /),
			expect.stringMatching(/^422 application\/json; charset=latin1 /),
		]);
		expect(node.crashes).toEqual([]);
		expect(node.executions).toHaveLength(bodies.length - refused.length);
		for (const [item] of node.executions)
			expect(item.json.unrecognised).toEqual(expect.stringContaining('not in a shape'));
		// Prototype keys inside a valid record are data, nothing more.
		expect(
			(
				await post(
					'{"id":7,"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
				)
			).status,
		).toBe(200);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
		expect(node.executions).toHaveLength(bodies.length - refused.length + 1);
	});
});

describe('Zid Trigger: the duplicate window reads the record, not its text', () => {
	test('deliveries differing only in key order or whitespace start one execution', async () => {
		// A product event: for order events the seen-record also holds one execution per order creation.
		node = h.node({ events: ['product.update'] });
		await node.activate();
		target = h.sandbox.db.webhooks.find((w) =>
			w.target_url.startsWith(`${node.url()}?`),
		)!.target_url;
		const a =
			'{"id":501,"updated_at":"2026-03-01 12:00:00","customer":{"name":"نورة","id":9},"products":[{"sku":"A","qty":1},{"sku":"B","qty":2}]}';
		const b =
			'{ "products": [ { "qty": 1, "sku": "A" }, { "qty": 2, "sku": "B" } ],\n  "customer": { "id": 9, "name": "نورة" },\n  "updated_at": "2026-03-01 12:00:00", "id": 501 }';
		const c = JSON.stringify(JSON.parse(a), null, 4);
		const answers = [await post(a), await post(b), await post(c), await post(b, 'text/plain')];
		expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
		expect(node.executions).toHaveLength(1);
		// Array order is part of the record: another order of lines is another delivery.
		expect(
			(
				await post(
					a.replace(
						'{"sku":"A","qty":1},{"sku":"B","qty":2}',
						'{"sku":"B","qty":2},{"sku":"A","qty":1}',
					),
				)
			).status,
		).toBe(200);
		expect(node.executions).toHaveLength(2);
	});
});
