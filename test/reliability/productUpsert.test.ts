/**
 * Product › Create or Update by SKU (docs/zid-api.md §8.4): the product with the SKU is updated,
 * or created when the store has none, and never twice: a create whose answer is lost is followed
 * by a look-up, not by a blind second create. Faults come from the sandbox's injector (seeded).
 */
import type { IDataObject } from 'n8n-workflow';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const requestOptions = { requestsPerMinute: 0, maxAttempts: 3, backoffBaseMs: 1, backoffCapMs: 5 };

const upsert = (sku: string, extra: IDataObject = {}) => ({
	resource: 'product',
	operation: 'upsert',
	sku,
	nameAr: 'باقة ورد',
	nameEn: 'Rose Bouquet',
	price: 149,
	isInfinite: false,
	quantity: 12,
	requestOptions,
	...extra,
});

const withSku = (sku: string) => h.sandbox.db.products.filter((p) => p.sku === sku);
const writes = () =>
	h
		.apiRequests()
		.filter((r) => r.method !== 'GET')
		.map((r) => `${r.method} ${r.path.replace(/^\/v1/, '')} ${r.status}`);

test('SKU not in the store: one look-up (PATCH by SKU, refused), one create; the item is the new product', async () => {
	const [item] = jsonOf(await h.run(upsert('ROSE-RED-12')));
	expect(writes()).toEqual(['PATCH /products/ 400', 'POST /products/ 201']);
	const [created] = withSku('ROSE-RED-12');
	expect(withSku('ROSE-RED-12')).toHaveLength(1);
	expect(item).toMatchObject({ id: created.id, sku: 'ROSE-RED-12' });
	expect(created).toMatchObject({ name: { ar: 'باقة ورد', en: 'Rose Bouquet' }, quantity: 12 });
	expect(h.apiRequests().find((r) => r.method === 'POST')!.body).toMatchObject({
		sku: 'ROSE-RED-12',
		name: { ar: 'باقة ورد', en: 'Rose Bouquet' },
		price: 149,
		quantity: 12,
	});
});

test('SKU in the store: one PATCH by SKU sets the fields; nothing is created', async () => {
	const target = h.sandbox.db.products.find((p) => p.sku && !p.is_infinite)!;
	const count = h.sandbox.db.products.length;
	const [item] = jsonOf(await h.run(upsert(target.sku, { price: 99.5, quantity: 3 })));
	expect(writes()).toEqual(['PATCH /products/ 200']);
	expect(h.apiRequests()[h.apiRequests().length - 1].body).toEqual([
		{
			sku: target.sku,
			name: { ar: 'باقة ورد', en: 'Rose Bouquet' },
			price: 99.5,
			is_infinite: false,
			quantity: 3,
		},
	]);
	expect(h.sandbox.db.products).toHaveLength(count);
	expect(item).toMatchObject({ id: target.id, sku: target.sku, quantity: 3 });
	expect(Number(target.price)).toBe(99.5);
});

test('run twice (a workflow re-run): the second run updates the product the first created', async () => {
	await h.run(upsert('TULIP-5'));
	h.sandbox.clearRequests();
	const [again] = jsonOf(await h.run(upsert('TULIP-5', { quantity: 4 })));
	expect(writes()).toEqual(['PATCH /products/ 200']);
	expect(withSku('TULIP-5')).toHaveLength(1);
	expect(again).toMatchObject({ sku: 'TULIP-5', quantity: 4 });
});

test('create answered 500 after Zid created it: the SKU is looked up, found, and not created again', async () => {
	h.sandbox.setFaults({
		rate500: 1,
		phase: 'after',
		methods: ['POST'],
		pathPattern: '^/products/$',
	});
	const [item] = jsonOf(await h.run(upsert('LILY-1')));
	h.sandbox.setFaults(undefined);
	expect(writes()).toEqual(['PATCH /products/ 400', 'POST /products/ 500', 'PATCH /products/ 200']);
	expect(withSku('LILY-1')).toHaveLength(1);
	expect(item).toMatchObject({ id: withSku('LILY-1')[0].id, sku: 'LILY-1' });
});

test('creates cut off before Zid ran them: a look-up before each new create, and after three the item fails loudly', async () => {
	h.sandbox.setFaults({
		resetRate: 1,
		phase: 'before',
		methods: ['POST'],
		pathPattern: '^/products/$',
		skipFirst: 0,
	});
	// Every create is cut off: after MAX_CREATES look-ups that find nothing, the item fails loudly.
	const error = await failureOf(h.run(upsert('IRIS-2')));
	h.sandbox.setFaults(undefined);
	expect(withSku('IRIS-2')).toHaveLength(0);
	const posts = writes().filter((w) => w.startsWith('POST'));
	expect(posts).toEqual(['POST /products/ 0', 'POST /products/ 0', 'POST /products/ 0']);
	// Before each create but the first: a look-up that found no product.
	expect(writes().filter((w) => w.startsWith('PATCH'))).toEqual([
		'PATCH /products/ 400',
		'PATCH /products/ 400',
		'PATCH /products/ 400',
	]);
	expect(error.message).toMatch(/could not be reached/);
});

test('generated: under random 5xx, resets and lost answers on creates, one SKU never becomes two products', async () => {
	const seen = new Set<string>();
	for (let seed = 1; seed <= 25; seed++) {
		const sku = `GEN-${seed}`;
		h.sandbox.setFaults({
			seed,
			rate500: 0.3,
			rate503: 0.1,
			resetRate: 0.2,
			malformedRate: 0.1,
			phase: 'random',
			methods: ['POST'],
			pathPattern: '^/products/$',
		});
		// Two items with the same SKU in one run, as a sheet with a duplicated row gives.
		const out = await h.run(upsert(sku), {
			items: [{ row: 1 }, { row: 2 }],
			continueOnFail: true,
		});
		h.sandbox.setFaults(undefined);
		const stored = withSku(sku);
		const ok = jsonOf(out).filter((j) => j.error === undefined);
		const sequence = writes();
		seen.add(sequence.join(','));
		// Never a blind create: each POST right after a look-up that found no product.
		const blind = sequence.filter(
			(w, k) => w.startsWith('POST') && sequence[k - 1] !== 'PATCH /products/ 400',
		);
		expect({ seed, blind }).toEqual({ seed, blind: [] });
		// The failing seed is in the message: rerun it alone by narrowing the loop.
		expect({
			seed,
			atMostOne: stored.length <= 1,
			foundWhenOk: !ok.length || stored.length === 1,
		}).toEqual({ seed, atMostOne: true, foundWhenOk: true });
		for (const j of ok)
			expect({ seed, id: j.id, sku: j.sku }).toEqual({ seed, id: stored[0].id, sku });
		h.sandbox.clearRequests();
	}
	// The seeds reach the paths that matter: a lost answer after a create, and a create cut off before.
	const all = [...seen].join('\n');
	expect(all).toMatch(/POST \/products\/ 5\d\d,PATCH \/products\/ 200/);
	expect(all).toMatch(/POST \/products\/ 0,PATCH \/products\/ 400,POST \/products\/ 201/);
});
