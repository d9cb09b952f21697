import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox';
import { createDb } from '../../sandbox/seed';
import { settled } from '../../sandbox/webhooks/delivery';
import { STORE_ID } from '../../sandbox/seed/store';
import { call, useSandbox, type Harness } from '../helpers/sandbox';

/** Two sandboxes, two stores (option `storeId`), the same seed: only the store tells them apart. */
const riyadh = useSandbox({ seed: 42, storeId: 51001 });
const jeddah = useSandbox({ seed: 42, storeId: 51002 });

const admin = async (h: Harness, method: string, path: string, body?: unknown) => {
	const reply = await fetch(`${h.sandbox.url}/__sandbox/${path}`, {
		method,
		headers: body === undefined ? {} : { 'content-type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
};

/** A loopback receiver that keeps the bodies of the deliveries it gets. */
async function receiver(): Promise<{
	url: string;
	bodies: Array<Record<string, unknown>>;
	close(): Promise<void>;
}> {
	const bodies: Array<Record<string, unknown>> = [];
	const server: Server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
			res.end('{}');
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}/hook`,
		bodies,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

afterEach(() => {
	for (const h of [riyadh, jeddah]) {
		h.sandbox.setRateLimit(false);
		h.sandbox.reset();
	}
});

test('each answers its own store id: profile, records, and a UUID of its own', async () => {
	const [a, b] = await Promise.all([
		riyadh.get('/managers/account/profile'),
		jeddah.get('/managers/account/profile'),
	]);
	expect([a.body.user.store.id, b.body.user.store.id]).toEqual([51001, 51002]);
	expect(a.body.user.store.uuid).not.toBe(b.body.user.store.uuid);
	const [ordersA, ordersB] = await Promise.all([
		riyadh.get('/managers/store/orders'),
		jeddah.get('/managers/store/orders'),
	]);
	expect(new Set(ordersA.body.orders.map((o: { store_id: number }) => o.store_id))).toEqual(
		new Set([51001]),
	);
	expect(new Set(ordersB.body.orders.map((o: { store_id: number }) => o.store_id))).toEqual(
		new Set([51002]),
	);
	// Same seed, so the same orders, under another store.
	expect(ordersA.body.orders.map((o: { id: number }) => o.id)).toEqual(
		ordersB.body.orders.map((o: { id: number }) => o.id),
	);
});

test("each checks the Store-Id header against its own id: the other store's id is refused", async () => {
	const product = riyadh.sandbox.db.products[0].id;
	const own = await riyadh.get(`/products/${product}/`);
	const other = await riyadh.get(`/products/${product}/`, { headers: { 'Store-Id': '51002' } });
	expect(own.status).toBe(200);
	expect(other.status).toBe(400);
	expect(other.body.detail).toMatch(/Store-Id.*51001/);
	expect((await jeddah.get(`/products/${product}/`)).status).toBe(200);
	// Storefront paths name the store: another store's id is not this store.
	const storefront = (path: string) =>
		call(riyadh.sandbox, undefined, 'GET', path, {
			headers: { Authorization: `Bearer ${riyadh.tokens.authorization}` },
		});
	expect((await storefront('/stores/51001/loyalty-program-info')).status).toBe(200);
	expect((await storefront('/stores/51002/loyalty-program-info')).status).toBe(404);
});

test('each keeps its own bucket: one store answering 429 leaves the other untouched', async () => {
	riyadh.sandbox.setRateLimit({ capacity: 3, drainPerSecond: 0.01 });
	jeddah.sandbox.setRateLimit({ capacity: 3, drainPerSecond: 0.01 });
	const statuses = async (h: Harness, n: number) => {
		const out: number[] = [];
		for (let i = 0; i < n; i++)
			out.push((await h.get('/managers/store/orders', { query: { per_page: 1 } })).status);
		return out;
	};
	expect(await statuses(riyadh, 5)).toEqual([200, 200, 200, 429, 429]);
	expect(await statuses(jeddah, 3)).toEqual([200, 200, 200]);
	expect(await statuses(jeddah, 1)).toEqual([429]);
});

test('webhook subscriptions and deliveries carry the store of the sandbox that sends them', async () => {
	const r = await receiver();
	try {
		for (const h of [riyadh, jeddah]) {
			const created = await h.send('POST', '/managers/webhooks', {
				json: {
					event: 'order.create',
					target_url: r.url,
					original_id: 1,
					subscriber: 'tests',
					conditions: null,
				},
			});
			expect(created.body.store_id).toBe(h.sandbox.db.store.uuid);
			expect((await admin(h, 'POST', 'events', { event: 'order.create' })).status).toBe(201);
			await settled(h.sandbox.db);
		}
		expect(r.bodies.map((b) => b.store_id)).toEqual([51001, 51002]);
	} finally {
		await r.close();
		for (const h of [riyadh, jeddah]) h.sandbox.db.webhooks.length = 0;
	}
});

test('POST config {storeId} makes it another store (reseeded); a bad id is a 400', async () => {
	expect((await admin(jeddah, 'POST', 'config', { storeId: 0 })).status).toBe(400);
	expect((await admin(jeddah, 'POST', 'config', { storeId: '51003' })).status).toBe(400);
	expect(jeddah.sandbox.db.store.id).toBe(51002);
	expect((await admin(jeddah, 'POST', 'config', { storeId: 51003 })).status).toBe(200);
	expect((await jeddah.get('/managers/account/profile')).body.user.store.id).toBe(51003);
	expect((await admin(jeddah, 'POST', 'config', { storeId: 51002 })).status).toBe(200);
	const tokens = jeddah.sandbox.issueTokens();
	expect(
		(await call(jeddah.sandbox, tokens, 'GET', '/managers/account/profile')).body.user.store.id,
	).toBe(51002);
});

test("a sandbox without the option is store 37213, with the seed's UUID", async () => {
	const plain = await startSandbox({ seed: 42, quiet: true });
	try {
		expect(plain.db.store.id).toBe(STORE_ID);
		expect(STORE_ID).toBe(37213);
		expect(plain.db.store.uuid).not.toBe(riyadh.sandbox.db.store.uuid);
		expect(createDb({ seed: 42, anchor: 0 }).store.uuid).toBe(
			createDb({ seed: 42, anchor: 0, storeId: STORE_ID }).store.uuid,
		);
	} finally {
		await plain.close();
	}
});

test('the CLI takes --store-id, a whole number of 1 or more', () => {
	const run = spawnSync(
		process.execPath,
		[
			join(__dirname, '../../node_modules/tsx/dist/cli.mjs'),
			join(__dirname, '../../sandbox/cli.ts'),
			'--store-id',
			'0',
		],
		{ encoding: 'utf8', timeout: 60_000 },
	);
	expect(run.status).toBe(2);
	expect(run.stderr).toMatch(/--store-id must be 1 or more, not 0/);
	expect(run.stderr).toMatch(/--store-id N {7}the store's id/);
});
