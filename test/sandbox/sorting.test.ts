import { useSandbox } from '../helpers/sandbox';

describe('sandbox manual sorting', () => {
	const h = useSandbox();
	beforeEach(() => h.sandbox.reset());

	it('puts the listed products first store-wide, keeps a category order apart, resets to the default', async () => {
		const products = h.sandbox.db.products;
		const [a, b, c] = [products[5], products[2], products[9]];
		expect(
			(await h.send('POST', '/products/ordering/', { json: { products: [a.id, b.id] } })).status,
		).toBe(200);
		expect([
			a.display_order,
			b.display_order,
			products[0].display_order,
			products[1].display_order,
		]).toEqual([1, 2, 3, 4]);
		const category = h.sandbox.db.categories[1];
		await h.send('POST', '/products/ordering/', {
			json: { products: [c.id], category: category.id },
		});
		expect(h.sandbox.db.productOrderings).toEqual([
			expect.objectContaining({ category_id: null, product_ids: [a.id, b.id] }),
			expect.objectContaining({ category_id: category.id, product_ids: [c.id] }),
		]);
		expect(c.display_order).toBe(10);
		expect((await h.send('DELETE', '/products/ordering/')).status).toBe(204);
		expect(h.sandbox.db.productOrderings).toEqual([]);
		expect(products.every((p, i) => p.display_order === i + 1)).toBe(true);
	});

	it('refuses unknown or repeated products and an unknown category', async () => {
		const id = h.sandbox.db.products[0].id;
		const r = await h.send('POST', '/products/ordering/', {
			json: { products: [id, id, 'nope'], category: 1 },
		});
		expect(r.body).toEqual({
			products: {
				'1': ['This field must be unique.'],
				'2': ['Invalid pk "nope" - object does not exist.'],
			},
			category: ['Invalid pk "1" - object does not exist.'],
		});
		expect((await h.send('POST', '/products/ordering/', { json: {} })).body).toEqual({
			products: ['This field is required.'],
		});
	});
});
