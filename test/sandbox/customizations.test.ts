import { useSandbox } from '../helpers/sandbox';

describe('sandbox variants and customizations', () => {
	const h = useSandbox();
	beforeEach(() => h.sandbox.reset());

	const standalone = () =>
		h.sandbox.db.products.find(
			(p) => p.structure === 'standalone' && p.product_class === null && !p.is_infinite,
		)!;
	const location = () => h.sandbox.db.locations[0].id;
	const red = { slug: 'color', value: { ar: 'أحمر', en: 'Red' } };

	it('adds variants made of existing presets; the product becomes a parent; `id` changes and `is_deleted` removes one', async () => {
		const product = standalone();
		const r = await h.send('POST', `/products/${product.id}/variants/`, {
			json: {
				variants: [
					{
						sku: 'V-RED',
						price: 120,
						attributes: [red],
						stocks: [{ location: location(), available_quantity: 4, is_infinite: false }],
					},
					{ attributes: [{ slug: 'color', value: { en: 'white' } }] },
				],
			},
		});
		expect(r.status).toBe(201);
		expect(r.body).toMatchObject({
			id: product.id,
			structure: 'parent',
			has_options: true,
			options: [{ slug: 'color', choices: ['Red', 'White'] }],
		});
		const [redVariant, white] = r.body.variants;
		expect(redVariant).toMatchObject({
			sku: 'V-RED',
			price: 120,
			structure: 'child',
			parent_id: product.id,
			quantity: 4,
			attributes: [red],
		});
		expect(white).toMatchObject({
			price: product.price,
			attributes: [{ slug: 'color', value: { ar: 'أبيض', en: 'White' } }],
		});
		const changed = await h.send('POST', `/products/${product.id}/variants/`, {
			json: {
				variants: [
					{ id: redVariant.id, price: 99 },
					{ id: white.id, is_deleted: true },
				],
			},
		});
		expect(changed.body.variants).toEqual([
			expect.objectContaining({ id: redVariant.id, price: 99 }),
		]);
		expect(h.sandbox.db.products.some((p) => p.id === white.id)).toBe(false);
	});

	it('refuses unknown attributes and presets, repeated combinations, and voucher products', async () => {
		const product = standalone();
		const r = await h.send('POST', `/products/${product.id}/variants/`, {
			json: {
				variants: [
					{ attributes: [{ slug: 'shape', value: { en: 'Round' } }] },
					{ attributes: [{ slug: 'color', value: { en: 'Blue' } }] },
					{ attributes: [red] },
					{ attributes: [red] },
					{},
				],
			},
		});
		expect(r.body).toEqual({
			variants: {
				'0': { attributes: { '0': { slug: ['Invalid pk "shape" - object does not exist.'] } } },
				'1': { attributes: { '0': { value: ['Invalid pk "Blue" - object does not exist.'] } } },
				'3': { attributes: ['This field must be unique.'] },
				'4': { attributes: ['This field is required.'] },
			},
		});
		const voucher = h.sandbox.db.products.find((p) => p.product_class === 'voucher')!;
		const refused = await h.send('POST', `/products/${voucher.id}/variants/`, {
			json: { variants: [{ attributes: [red] }] },
		});
		expect(refused).toMatchObject({
			status: 400,
			body: { detail: 'Variants cannot be added to a product that has vouchers.' },
		});
	});

	it('creates, replaces (choices with an id keep it) and deletes option fields; creates input fields', async () => {
		const product = standalone();
		const body = {
			label: { ar: 'بطاقة', en: 'Card' },
			is_published: true,
			is_required: false,
			display_order: 2,
			choices: [{ ar: 'نعم', en: 'Yes', price: 5 }],
		};
		const made = await h.send('POST', `/products/${product.id}/custom_options_fields/`, {
			json: body,
		});
		expect(made).toMatchObject({
			status: 201,
			body: {
				type: 'CHECKBOX',
				can_choose_multiple_options: true,
				min_choices: 0,
				max_choices: 1,
				choices: [{ en: 'Yes', price: 5 }],
			},
		});
		const choiceId = made.body.choices[0].id;
		const put = await h.send(
			'PUT',
			`/products/${product.id}/custom_options_fields/${made.body.id}/`,
			{
				json: {
					...body,
					type: 'DROPDOWN',
					choices: [
						{ id: choiceId, ar: 'نعم', en: 'Yes please', price: 6 },
						{ ar: 'لا', en: 'No' },
					],
				},
			},
		);
		expect(put.body).toMatchObject({
			type: 'DROPDOWN',
			can_choose_multiple_options: false,
			choices: [
				{ id: choiceId, en: 'Yes please' },
				{ en: 'No', price: 0 },
			],
		});
		const bad = await h.send(
			'PUT',
			`/products/${product.id}/custom_options_fields/${made.body.id}/`,
			{
				json: {
					...body,
					type: 'CHECKBOX',
					can_choose_multiple_options: false,
					min_choices: 3,
					max_choices: 2,
				},
			},
		);
		expect(bad.body).toEqual({
			can_choose_multiple_options: ['"false" is not a valid choice.'],
			min_choices: ['Ensure this value is less than or equal to 2.'],
		});
		expect(
			(await h.send('DELETE', `/products/${product.id}/custom_options_fields/${made.body.id}/`))
				.status,
		).toBe(204);
		expect(
			(await h.send('DELETE', `/products/${product.id}/custom_options_fields/${made.body.id}/`))
				.status,
		).toBe(404);
		const input = await h.send('POST', `/products/${product.id}/custom_user_input_fields/`, {
			json: { type: 'TEXT', label: { ar: 'الاسم', en: 'Name' }, price: '10' },
		});
		expect(input).toMatchObject({
			status: 201,
			body: { type: 'TEXT', label: { en: 'Name' }, hint: null, price: '10.00' },
		});
		expect(
			(await h.send('POST', `/products/${product.id}/custom_user_input_fields/`, { json: {} }))
				.body,
		).toEqual({ type: ['This field is required.'], label: ['This field is required.'] });
	});
});
