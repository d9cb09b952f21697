import { useSandbox } from '../helpers/sandbox';

describe('sandbox store locations', () => {
	const h = useSandbox();

	it('lists locations as a Django-REST page', async () => {
		const r = await h.get('/locations/', { query: { page: 1, per_page: 2 } });
		expect(r.body).toMatchObject({ count: 3, previous: null, results: expect.any(Array) });
		expect(r.body.results).toHaveLength(2);
		expect(r.body.next).toBe(`${h.sandbox.apiBaseUrl}/locations/?per_page=2&page=2`);
		const last = await h.get(r.body.next);
		expect(last.body.results).toHaveLength(1);
		expect(last.body.next).toBeNull();
	});

	it('gets, creates (short_address needed in Saudi Arabia) and patches', async () => {
		const first = h.sandbox.db.locations[0];
		expect((await h.get(`/locations/${first.id}/`)).body).toMatchObject({
			id: first.id,
			name: first.name,
			is_default: true,
		});
		const body = {
			name: { ar: 'فرع الخبر', en: 'Khobar Branch' },
			city: 7,
			coordinates: { latitude: 26.28, longitude: 50.2 },
			full_address: 'Khobar',
		};
		const noShort = await h.send('POST', '/locations/', { json: body });
		expect(noShort.body).toEqual({ short_address: ['This field is required.'] });
		const created = await h.send('POST', '/locations/', {
			json: { ...body, short_address: 'KHAB1234', is_default: true, channels: ['pos'] },
		});
		expect(created.status).toBe(201);
		expect(h.sandbox.db.locations.filter((l) => l.is_default).map((l) => l.id)).toEqual([
			created.body.id,
		]);
		const patched = await h.send('PATCH', `/locations/${created.body.id}/`, {
			json: { is_enabled: false },
			lang: 'en',
		});
		expect(patched.body.is_enabled).toBe(false);
		const disabled = await h.send('POST', `/locations/${created.body.id}/stock-update/`, {
			json: [{ product_id: h.sandbox.db.products[0].id, available_quantity: 5 }],
		});
		expect(disabled.status).toBe(400);
	});

	it('updates stock at a location and the product quantity follows', async () => {
		const location = h.sandbox.db.locations[1];
		const product = h.sandbox.db.products.find((p) => !p.is_infinite);
		if (!product) throw new Error('no finite product');
		const others = h.sandbox.db.stocks
			.filter((s) => s.product_id === product.id && s.location_id !== location.id)
			.reduce((sum, s) => sum + (s.available_quantity ?? 0), 0);
		const r = await h.send('POST', `/locations/${location.id}/stock-update/`, {
			json: [{ product_id: product.id, available_quantity: 17, is_infinite: false }],
		});
		expect(r.status).toBe(200);
		expect(product.quantity).toBe(others + 17);
		const invalid = await h.send('POST', `/locations/${location.id}/stock-update/`, {
			json: [{ product_id: 'nope' }],
		});
		expect(invalid.body).toEqual([
			{
				product_id: ['Invalid pk "nope" - object does not exist.'],
				available_quantity: ['This field is required.'],
			},
		]);
	});

	it('lists inventory addresses; both lists answer ERROR_PLATFORM_INVENTORY_ADDRESSES_NOT_FOUND when empty', async () => {
		const r = await h.get('/managers/store/inventory-addresses');
		expect(r.body.inventory_addresses.length).toBe(2);
		const saved = {
			locations: [...h.sandbox.db.locations],
			addresses: [...h.sandbox.db.inventoryAddresses],
		};
		h.sandbox.db.locations.length = 0;
		h.sandbox.db.inventoryAddresses.length = 0;
		for (const path of ['/locations/', '/managers/store/inventory-addresses']) {
			const empty = await h.get(path);
			expect(empty.status).toBe(404);
			expect(empty.body).toMatchObject({
				status: 'error',
				message: { code: 'ERROR_PLATFORM_INVENTORY_ADDRESSES_NOT_FOUND' },
			});
		}
		h.sandbox.db.locations.push(...saved.locations);
		h.sandbox.db.inventoryAddresses.push(...saved.addresses);
	});
});
