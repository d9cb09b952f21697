import { randomUUID } from 'node:crypto';
import { useSandbox } from '../helpers/sandbox';

describe('sandbox product stock', () => {
	const h = useSandbox();
	beforeEach(() => h.sandbox.reset());

	const finite = () => h.sandbox.db.products.find((p) => !p.is_infinite)!;
	const stocksOf = (id: string) => h.sandbox.db.stocks.filter((s) => s.product_id === id);
	const sum = (id: string) =>
		stocksOf(id).reduce((total, s) => total + (s.available_quantity ?? 0), 0);

	it('lists one stock per location, gets one by id', async () => {
		const p = finite();
		const r = await h.get(`/products/${p.id}/stocks/`);
		expect(r.status).toBe(200);
		expect(r.body).toMatchObject({ count: 3, next: null, previous: null });
		const home = h.sandbox.db.locations[0];
		expect(r.body.results[0]).toMatchObject({
			location: {
				id: home.id,
				name: home.name,
				type: home.type.toUpperCase(),
				full_address: home.full_address,
			},
		});
		const [first] = stocksOf(p.id);
		const one = await h.get(`/products/${p.id}/stocks/${first.id}/`);
		expect(one.body).toMatchObject({
			id: first.id,
			available_quantity: first.available_quantity,
			is_infinite: false,
		});
		const elsewhere = await h.get(`/products/${h.sandbox.db.products[1].id}/stocks/${first.id}/`);
		expect(elsewhere.body).toEqual({ detail: 'Not found.' });
	});

	it('adds a stock at a new location; a second one there is refused', async () => {
		const p = finite();
		const location = { ...h.sandbox.db.locations[1], id: randomUUID(), is_default: false };
		h.sandbox.db.locations.push(location);
		const before = sum(p.id);
		const r = await h.send('POST', `/products/${p.id}/stocks/`, {
			json: { location: location.id, available_quantity: 9, is_infinite: false },
		});
		expect(r.status).toBe(201);
		expect(r.body).toMatchObject({ location: { id: location.id }, available_quantity: 9 });
		expect(p.quantity).toBe(before + 9);
		const again = await h.send('POST', `/products/${p.id}/stocks/`, {
			json: { location: location.id, available_quantity: 1 },
		});
		expect(again.body).toEqual({
			non_field_errors: ['The fields product, location must make a unique set.'],
		});
		const invalid = await h.send('POST', `/products/${p.id}/stocks/`, {
			json: { location: 'nowhere' },
		});
		expect(invalid.body).toEqual({
			location: ['Invalid pk "nowhere" - object does not exist.'],
			available_quantity: ['This field is required.'],
		});
	});

	it('updates one stock (quantity null when infinite) and several at once (204)', async () => {
		const p = finite();
		const [first, second, third] = stocksOf(p.id);
		const r = await h.send('PATCH', `/products/${p.id}/stocks/${first.id}/`, {
			json: { available_quantity: 4 },
		});
		expect(r.body).toMatchObject({ id: first.id, available_quantity: 4, is_infinite: false });
		expect(p.quantity).toBe(4 + (second.available_quantity ?? 0) + (third.available_quantity ?? 0));
		const infinite = await h.send('PATCH', `/products/${p.id}/stocks/${first.id}/`, {
			json: { is_infinite: true },
		});
		expect(infinite.body).toMatchObject({ available_quantity: null, is_infinite: true });
		expect(p).toMatchObject({ is_infinite: true, quantity: null });

		const bulk = await h.send('PATCH', `/products/${p.id}/stocks/`, {
			json: [
				{ location: first.location_id, available_quantity: 1, is_infinite: false },
				{ location: second.location_id, available_quantity: 2, is_infinite: false },
			],
		});
		expect(bulk.status).toBe(204);
		expect(p).toMatchObject({ is_infinite: false, quantity: 3 + (third.available_quantity ?? 0) });
		const invalid = await h.send('PATCH', `/products/${p.id}/stocks/`, {
			json: [{ location: first.location_id, available_quantity: -1 }],
		});
		expect(invalid.body).toEqual([
			{ available_quantity: ['Ensure this value is greater than or equal to 0.'] },
		]);
	});
});
