/**
 * POST /__sandbox/app-events (README "Zid App Trigger"): the sandbox sends each of Zid's app events to the URL an
 * app would register in the Partner Dashboard, in the one flat shape Zid documents for them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_EVENTS, SANDBOX_APP_ID } from '../../sandbox/webhooks/appEvents';
import { call, harness, type Harness } from '../helpers/sandbox';

let h: Harness;
let receiver: Server;
let url: string;
const received: Array<{ headers: Record<string, unknown>; body: Record<string, unknown> }> = [];
let answerWith = 200;

beforeAll(async () => {
	h = await harness();
	receiver = createServer((req, res) => {
		let text = '';
		req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
		req.on('end', () => {
			received.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
			res.statusCode = answerWith;
			res.end();
		});
	});
	await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
	url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/app-events`;
});
afterAll(async () => {
	await new Promise<void>((resolve) => receiver.close(() => resolve()));
	await h.sandbox.close();
});
beforeEach(() => {
	received.length = 0;
	answerWith = 200;
});

async function send(body: Record<string, unknown>) {
	const reply = await fetch(`${h.sandbox.url}/__sandbox/app-events`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
}

test.each(APP_EVENTS.map((e) => [e]))(
	'%s: one POST in the documented flat shape, with the store and the app',
	async (event) => {
		const reply = await send({ event, target_url: url });
		expect(reply.status).toBe(201);
		expect(reply.body).toMatchObject({
			ok: true,
			event,
			deliveries: [{ status: 200, error: null }],
		});
		expect(received).toHaveLength(1);
		const { db } = h.sandbox;
		expect(received[0].body).toEqual({
			app_id: SANDBOX_APP_ID,
			store_id: db.store.id,
			store_uuid: db.store.uuid,
			store_url: db.store.url,
			plan_name: expect.any(String),
			status: expect.any(String),
			start_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000000Z$/),
			end_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000000Z$/),
			amount_paid: expect.any(Number),
			old_plan_name: event === 'app.market.subscription.upgrade' ? expect.any(String) : null,
			merchant_email: db.store.email,
			merchant_phone_no: db.store.phone,
			event_name: event,
			plan_type: 'Paid',
			plan_id: expect.any(Number),
			payment_date: expect.any(String),
		});
		expect(reply.body.payload).toEqual(received[0].body);
		// Zid documents no signature or credentials for app events: none are sent.
		expect(received[0].headers.authorization).toBeUndefined();
		expect(received[0].headers['content-type']).toBe('application/json');
	},
);

test("changes are merged, a payload is sent as is, repeat sends it again, and the receiver's answers are reported", async () => {
	const merged = await send({
		event: 'app.market.application.rated',
		target_url: url,
		changes: { rating: 5, comment: 'تطبيق ممتاز' },
		repeat: 2,
	});
	expect(merged.body.deliveries).toEqual([
		{ status: 200, error: null },
		{ status: 200, error: null },
	]);
	expect(received.map((r) => r.body)).toEqual([
		expect.objectContaining({ rating: 5, comment: 'تطبيق ممتاز' }),
		expect.objectContaining({ rating: 5 }),
	]);
	answerWith = 500;
	const exact = await send({
		event: 'app.market.subscription.active',
		target_url: url,
		payload: { event_name: 'app.market.subscription.active', store_id: 1 },
	});
	expect(received.at(-1)!.body).toEqual({
		event_name: 'app.market.subscription.active',
		store_id: 1,
	});
	expect(exact.body.deliveries).toEqual([{ status: 500, error: null }]);
	const nobody = await send({
		event: 'app.market.subscription.active',
		target_url: 'http://127.0.0.1:1/nothing',
	});
	expect(nobody.body.deliveries).toEqual([{ status: 0, error: expect.any(String) }]);
});

test("an uninstall with expireTokens ends the installation: the app's tokens answer 401 from then on", async () => {
	const tokens = h.sandbox.issueTokens();
	expect((await call(h.sandbox, tokens, 'GET', '/managers/store/orders')).status).toBe(200);
	await send({ event: 'app.market.application.uninstall', target_url: url });
	expect((await call(h.sandbox, tokens, 'GET', '/managers/store/orders')).status).toBe(200);
	await send({ event: 'app.market.application.uninstall', target_url: url, expireTokens: true });
	expect((await call(h.sandbox, tokens, 'GET', '/managers/store/orders')).status).toBe(401);
	expect(received.map((r) => r.body.event_name)).toEqual([
		'app.market.application.uninstall',
		'app.market.application.uninstall',
	]);
});

test.each([
	[
		{ event: 'order.create', target_url: 'http://x.test/' },
		/"event" must be one of Zid's app events/,
	],
	[{ event: 'app.market.application.install' }, /"target_url" must be the http\(s\) URL/],
	[
		{ event: 'app.market.application.install', target_url: 'http://x.test/', repeat: 11 },
		/"repeat" must be a whole number from 1 to 10/,
	],
	[
		{ event: 'app.market.application.install', target_url: 'http://x.test/', changes: [1] },
		/"changes" must be an object/,
	],
])('a bad request is a 400 that says why: %j', async (body, message) => {
	const reply = await send(body);
	expect(reply.status).toBe(400);
	expect(String(reply.body.error)).toMatch(message);
	expect(received).toHaveLength(0);
});
