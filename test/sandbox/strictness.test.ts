/**
 * The sandbox as strict as the contract (sandbox/CONTRACT.md "Shapes and rules"): Store-Id required only on View Product, a body
 * over the size limit answered 413, malformed JSON a 400 on every route, webhook subscriptions need
 * a subscriber and answer the created subscription itself, counts must be whole and not negative,
 * and the command line explains itself.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox';
import { useSandbox, zidHeaders } from '../helpers/sandbox';

// The contract's rules; the live answers that differ are in liveAnswers.test.ts.
const h = useSandbox({ mode: 'contract' });

const withoutStoreId = () => {
	const { 'Store-Id': _storeId, ...headers } = zidHeaders(h.sandbox, h.tokens);
	return headers;
};

describe('Store-Id', () => {
	test('View Product requires it; every other catalogue route takes a request without it', async () => {
		const product = h.sandbox.db.products[0];
		const view = await h.get(`/products/${product.id}/`, { bare: true, headers: withoutStoreId() });
		expect(view.status).toBe(400);
		expect(view.body.detail).toMatch(/Store-Id header is required/);
		for (const path of [
			'/products/',
			`/products/${product.id}/stocks/`,
			'/locations/',
			'/attributes/',
			'/badges/',
			'/products/notifications/',
		]) {
			expect([path, (await h.get(path, { bare: true, headers: withoutStoreId() })).status]).toEqual(
				[path, 200],
			);
		}
		expect((await h.get(`/products/${product.id}/`)).status).toBe(200);
	});

	test('one that is sent must name this store, on any catalogue route', async () => {
		const wrong = await h.get('/products/', { headers: { 'Store-Id': '999' } });
		expect(wrong.status).toBe(400);
		expect(wrong.body.detail).toMatch(/Store-Id header when sent, must be the store id/);
	});
});

describe('request bodies', () => {
	test('a body over 20 MB is answered 413 in shape A (the connection no longer drops), and recorded', async () => {
		h.sandbox.clearRequests();
		const big = await h.send('POST', '/managers/store/coupons/add', {
			json: { name: 'x'.repeat(21 * 1024 * 1024) },
		});
		expect(big.status).toBe(413);
		expect(big.body).toEqual({
			status: 413,
			success: false,
			error: { code: 'payload_too_large', message: 'The request body is larger than 20 MB.' },
		});
		expect(h.sandbox.requests.map((r) => r.status)).toEqual([413]);
		// The server is fine afterwards.
		expect((await h.get('/managers/store/orders')).status).toBe(200);
	});

	test.each([
		[
			'a manager route (shape A)',
			'POST',
			'/managers/store/customers/bulk',
			{
				status: 400,
				success: false,
				error: { code: 'bad_request', message: expect.stringMatching(/^JSON parse error/) },
			},
		],
		[
			'a catalogue route (Django-REST)',
			'POST',
			'/products/',
			{ detail: expect.stringMatching(/^JSON parse error/) },
		],
		[
			'the webhooks service',
			'POST',
			'/managers/webhooks',
			{ status: 400, success: false, error: { code: 'bad_request', message: expect.any(String) } },
		],
	])('malformed JSON on %s is a 400 that says so', async (_where, method, path, body) => {
		// `call` only sends valid JSON: the broken text goes by hand.
		const res = await fetch(`${h.sandbox.apiBaseUrl}${path}`, {
			method,
			headers: { ...zidHeaders(h.sandbox, h.tokens), 'Content-Type': 'application/json' },
			body: '{"broken": ',
		});
		expect(res.status).toBe(400);
		expect(await res.json()).toEqual(body);
	});

	test('malformed JSON to the token endpoint and to the admin endpoints is a 400 too', async () => {
		const token = await fetch(`${h.sandbox.oauthUrl}/oauth/token`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{"grant_type": ',
		});
		expect(token.status).toBe(400);
		expect(await token.json()).toMatchObject({ error: 'invalid_request' });
		const admin = await fetch(`${h.sandbox.url}/__sandbox/events`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{"event": ',
		});
		expect(admin.status).toBe(400);
		expect(await admin.json()).toMatchObject({
			ok: false,
			error: expect.stringMatching(/^malformed JSON/),
		});
	});
});

describe('webhook subscriptions', () => {
	const target = 'https://n8n.example.sa/webhook/strict';
	test('a create without subscriber is refused, as the docs mark it required', async () => {
		const refused = await h.send('POST', '/managers/webhooks', {
			json: { event: 'order.create', target_url: target, original_id: 9 },
		});
		expect(refused.status).toBe(422);
		expect(refused.body.error.fields).toHaveProperty('subscriber');
	});

	test('a create answers the created subscription itself (201), without its credentials', async () => {
		const created = await h.send('POST', '/managers/webhooks', {
			json: {
				event: 'order.create',
				target_url: target,
				original_id: 9,
				subscriber: 'n8n',
				username: 'u',
				password: 'p',
			},
		});
		expect(created.status).toBe(201);
		const stored = h.sandbox.db.webhooks.at(-1)!;
		expect(created.body).toMatchObject({
			id: stored.id,
			event: 'order.create',
			target_url: target,
			store_id: h.sandbox.db.store.uuid,
			original_id: 9,
			subscriber: 'n8n',
			active: true,
		});
		expect(created.body).not.toHaveProperty('data');
		expect(created.body).not.toHaveProperty('password');
	});
});

describe('counts and the command line', () => {
	test('negative or fractional counts are refused by startSandbox and by POST config', async () => {
		await expect(startSandbox({ counts: { orders: -1 } })).rejects.toThrow(
			'counts.orders must be a whole number of 0 or more, not -1',
		);
		await expect(startSandbox({ counts: { customers: 2.5 } })).rejects.toThrow(/counts.customers/);
		const config = await fetch(`${h.sandbox.url}/__sandbox/config`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ counts: { products: -3 } }),
		});
		expect(config.status).toBe(400);
		expect(await config.json()).toEqual({
			ok: false,
			error: 'counts.products must be a whole number of 0 or more, not -3',
		});
		expect(h.sandbox.db.products.length).toBeGreaterThan(0);
	});

	const cli = (...args: string[]) =>
		spawnSync(
			process.execPath,
			[
				join(__dirname, '../../node_modules/tsx/dist/cli.mjs'),
				join(__dirname, '../../sandbox/cli.ts'),
				...args,
			],
			{ encoding: 'utf8', timeout: 60_000 },
		);

	test('--help prints the usage and exits 0', () => {
		const run = cli('--help');
		expect(run.status).toBe(0);
		expect(run.stdout).toMatch(/^Usage: npm run sandbox -- \[options\]/);
		expect(run.stdout).toMatch(/--orders N/);
	});

	test.each([
		[['--orders', '-5'], '--orders must be 0 or more, not -5'],
		[['--customers', 'many'], '--customers needs a whole number'],
		[['--port', '70000'], '--port must be between 0 and 65535, not 70000'],
		[['--frobnicate'], 'unknown option --frobnicate'],
	])('%j is refused with exit code 2 and the usage', (args, message) => {
		const run = cli(...args);
		expect(run.status).toBe(2);
		expect(run.stderr).toContain(message);
		expect(run.stderr).toContain('Usage:');
	});
});
