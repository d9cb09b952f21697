import { useSandbox } from '../helpers/sandbox';

describe('sandbox product images', () => {
	const h = useSandbox();
	beforeEach(() => h.sandbox.reset());

	const upload = (productId: string, type: string, alt?: string) => {
		const form = new FormData();
		form.append('image', new Blob([Buffer.alloc(64, 1)], { type }), `photo.${type.split('/')[1]}`);
		if (alt) form.append('alt_text', alt);
		return h.send('POST', `/products/${productId}/images/`, { multipart: form });
	};

	it('seeds one image record per product image; lists them with `filters`, page_size capped at 100', async () => {
		const product = h.sandbox.db.products[0];
		const r = await h.get(`/products/${product.id}/images/`, { query: { page_size: 500 } });
		expect(Object.keys(r.body)).toEqual(['next', 'previous', 'count', 'results', 'filters']);
		expect(r.body.results).toEqual([
			expect.objectContaining({
				image: expect.objectContaining({ full_size: product.images[0] }),
				alt_text: product.name.en,
				display_order: 1,
			}),
		]);
	});

	it('uploads (image files only), moves and deletes; ProductRecord.images follows', async () => {
		const product = h.sandbox.db.products[0];
		const [first] = product.images;
		const made = await upload(product.id, 'image/png', 'Side view');
		expect(made).toMatchObject({ status: 201, body: { alt_text: 'Side view', display_order: 2 } });
		expect(product.images).toEqual([first, made.body.image.full_size]);
		expect((await upload(product.id, 'application/pdf')).body).toEqual({
			image: ['The image must be a file of type: jpg, png, gif, webp.'],
		});
		const moved = await h.send('PATCH', `/products/${product.id}/images/${made.body.id}/`, {
			json: { display_order: 1 },
		});
		expect(moved.body.display_order).toBe(1);
		expect(product.images).toEqual([made.body.image.full_size, first]);
		expect(
			(
				await h.send('PATCH', `/products/${product.id}/images/${made.body.id}/`, {
					json: { display_order: 0 },
				})
			).body,
		).toEqual({
			display_order: ['Ensure this value is greater than or equal to 1.'],
		});
		expect((await h.send('DELETE', `/products/${product.id}/images/${made.body.id}/`)).status).toBe(
			204,
		);
		expect(product.images).toEqual([first]);
		expect((await h.send('DELETE', `/products/${product.id}/images/${made.body.id}/`)).status).toBe(
			404,
		);
	});
});
