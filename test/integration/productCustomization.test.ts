import { NodeApiError, NodeOperationError, type IDataObject } from 'n8n-workflow';
import { searchOptionFields } from '../../nodes/Zid/methods/listSearch';
import { getOptionFieldChoices } from '../../nodes/Zid/methods/loadOptions';
import { byId, dropdownContext, onlyCatalogueRequest } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const standalone = () =>
	h.sandbox.db.products.find(
		(p) => p.structure === 'standalone' && p.product_class === null && !p.is_infinite,
	)!;
const customization = (operation: string, extra: IDataObject = {}) => ({
	resource: 'productCustomization',
	operation,
	productId: byId(standalone().id),
	...extra,
});
const red = { slug: 'color', value: { ar: 'أحمر', en: 'Red' } };
const white = { slug: 'color', value: { ar: 'أبيض', en: 'White' } };
const optionFieldsOf = (productId: string) =>
	h.sandbox.db.customOptionFields.filter((f) => f.product_id === productId);

describe('product customization: variants', () => {
	test('Add Variants: POST {"variants": [...]} as given; the product comes back a parent with its variants', async () => {
		const product = standalone();
		const location = h.sandbox.db.locations[0].id;
		const variants = [
			{
				sku: 'WRD-RED',
				price: 150,
				attributes: [red],
				stocks: [{ location, available_quantity: 7, is_infinite: false }],
			},
			{
				sku: 'WRD-WHITE',
				price: 140,
				sale_price: 120,
				attributes: [white],
				weight: { unit: 'kg', value: 1.5 },
			},
		];
		const [item] = jsonOf(
			await h.run(customization('addVariants', { variants: JSON.stringify(variants) })),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${product.id}/variants/`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ variants });
		expect(request.status).toBe(201);
		expect(product.structure).toBe('parent');
		const children = h.sandbox.db.products.filter((p) => p.parent_id === product.id);
		expect(children.map((c) => [c.sku, c.price, c.sale_price, c.attributes])).toEqual([
			['WRD-RED', 150, null, [red]],
			['WRD-WHITE', 140, 120, [white]],
		]);
		expect(children[0].quantity).toBe(7);
		expect(item).toMatchObject({
			id: product.id,
			structure: 'parent',
			variants: [{ sku: 'WRD-RED' }, { sku: 'WRD-WHITE' }],
		});
	});

	test("a preset the attribute lacks is Zid's 400; adding variants is a create, not retried after a 500", async () => {
		const error = await failureOf(
			h.run(
				customization('addVariants', {
					variants: JSON.stringify([{ attributes: [{ slug: 'color', value: { en: 'Blue' } }] }]),
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');

		h.sandbox.clearRequests();
		h.sandbox.setFaults({ rate500: 1, pathPattern: '/variants/$', phase: 'after' });
		await failureOf(
			h.run(customization('addVariants', { variants: JSON.stringify([{ attributes: [red] }]) })),
		);
		expect(h.apiRequests().filter((r) => r.path.endsWith('/variants/'))).toHaveLength(1);
	});

	test.each([
		['not JSON', '[{', 'Invalid "Variants": is not valid JSON'],
		['an object', '{"attributes": []}', 'Invalid "Variants": must be a JSON array'],
		['no variant', '[]', 'Invalid "Variants": add at least one variant'],
		[
			'a new variant without attributes',
			'[{"sku": "X"}]',
			'Invalid "Variants": variant 1: "attributes" must list at least one {slug, value: {ar, en}}',
		],
		[
			'an attribute without a value',
			'[{"attributes": [{"slug": "color"}]}]',
			'Invalid "Variants": variant 1: attribute 1 needs a "value" with "ar" or "en"',
		],
		[
			'a misspelt member',
			'[{"attributes": [{"slug": "color", "value": {"en": "Red"}}], "prices": 1}]',
			'Invalid "Variants": variant 1: "prices" is not a variant field (use id, is_deleted, sku, price, sale_price, cost, barcode, attributes, stocks, weight)',
		],
		[
			'a negative price',
			'[{"price": -1, "attributes": [{"slug": "color", "value": {"en": "Red"}}]}]',
			'Invalid "Variants › price (variant 1)": must be 0 or more (got -1)',
		],
		[
			'a location that is not a UUID',
			'[{"attributes": [{"slug": "color", "value": {"en": "Red"}}], "stocks": [{"location": "Riyadh", "available_quantity": 1}]}]',
			'Invalid "Variants › stocks › location (variant 1, stock 1)": "Riyadh" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'a fractional quantity',
			'[{"attributes": [{"slug": "color", "value": {"en": "Red"}}], "stocks": [{"location": "3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f", "available_quantity": 1.5}]}]',
			'Invalid "Variants › stocks › available_quantity (variant 1, stock 1)": 1.5 is not a whole number',
		],
		[
			'a removal without an ID',
			'[{"is_deleted": true}]',
			'Invalid "Variants": variant 1: "is_deleted" needs the "id" of the variant to remove',
		],
		[
			'an unknown weight unit',
			'[{"attributes": [{"slug": "color", "value": {"en": "Red"}}], "weight": {"unit": "lb", "value": 1}}]',
			'Invalid "Variants": variant 1: "weight" must be {unit: "kg" or "g", value}',
		],
	])('variants with %s fail before any request', async (_case, variants, message) => {
		const error = await failureOf(h.run(customization('addVariants', { variants })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('product customization: fields', () => {
	const optionField = (extra: IDataObject = {}) => ({
		labelAr: 'التغليف',
		labelEn: 'Wrapping',
		choices: {
			choice: [
				{ ar: 'ورق', en: 'Paper', price: 0 },
				{ ar: 'صندوق', en: 'Box', price: 25 },
			],
		},
		isPublished: true,
		isRequired: true,
		displayOrder: 2,
		...extra,
	});

	test('Create Option Field: POST JSON with label, choices, flags and the additional fields', async () => {
		const product = standalone();
		const [item] = jsonOf(
			await h.run(
				customization(
					'createOptionField',
					optionField({
						additionalFields: {
							type: 'DROPDOWN',
							hintEn: 'Pick one',
							minChoices: 1,
							maxChoices: 1,
						},
					}),
				),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${product.id}/custom_options_fields/`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({
			label: { ar: 'التغليف', en: 'Wrapping' },
			is_published: true,
			is_required: true,
			display_order: 2,
			choices: [
				{ ar: 'ورق', en: 'Paper', price: 0 },
				{ ar: 'صندوق', en: 'Box', price: 25 },
			],
			hint: { en: 'Pick one' },
			type: 'DROPDOWN',
			min_choices: 1,
			max_choices: 1,
		});
		const stored = optionFieldsOf(product.id).find((f) => f.id === item.id);
		expect(stored).toMatchObject({
			type: 'DROPDOWN',
			can_choose_multiple_options: false,
			hint: { ar: 'Pick one', en: 'Pick one' },
			choices: [{ en: 'Paper' }, { en: 'Box', price: 25 }],
		});
	});

	test('Update Option Field: PUT the whole field; a choice with its ID is kept; safe to repeat', async () => {
		const product = h.sandbox.db.products[0];
		const field = optionFieldsOf(product.id)[0];
		const kept = field.choices[1];
		await h.run({
			...customization(
				'updateOptionField',
				optionField({
					choices: { choice: [{ ar: 'صندوق فاخر', en: 'Gold box', price: 30, id: kept.id }] },
				}),
			),
			productId: byId(product.id),
			optionFieldId: byId(field.id),
		});
		const request = onlyCatalogueRequest(h, {
			method: 'PUT',
			path: `/products/${product.id}/custom_options_fields/${field.id}/`,
			contentType: 'application/json',
		});
		expect(request.body).toMatchObject({
			choices: [{ ar: 'صندوق فاخر', en: 'Gold box', price: 30, id: kept.id }],
		});
		expect(field.choices).toEqual([{ id: kept.id, ar: 'صندوق فاخر', en: 'Gold box', price: 30 }]);

		h.sandbox.clearRequests();
		h.sandbox.setFaults({ rate503: 1, pathPattern: '/custom_options_fields/', methods: ['PUT'] });
		await failureOf(
			h.run({
				...customization('updateOptionField', optionField()),
				productId: byId(product.id),
				optionFieldId: byId(field.id),
				requestOptions: { requestsPerMinute: 0, maxAttempts: 2, backoffBaseMs: 1, backoffCapMs: 5 },
			}),
		);
		expect(h.apiRequests().filter((r) => r.method === 'PUT')).toHaveLength(2);
	});

	test("Delete Option Field: DELETE (204) is one success item; a field of another product is Zid's 404", async () => {
		const [first, second] = h.sandbox.db.products;
		const field = optionFieldsOf(first.id)[0];
		const error = await failureOf(
			h.run({
				...customization('deleteOptionField'),
				productId: byId(second.id),
				optionFieldId: byId(field.id),
			}),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');

		h.sandbox.clearRequests();
		const items = jsonOf(
			await h.run({
				...customization('deleteOptionField'),
				productId: byId(first.id),
				optionFieldId: byId(field.id),
			}),
		);
		onlyCatalogueRequest(h, {
			method: 'DELETE',
			path: `/products/${first.id}/custom_options_fields/${field.id}/`,
		});
		expect(items).toEqual([{ success: true }]);
		expect(optionFieldsOf(first.id)).toEqual([]);
	});

	test('Create Input Field: POST JSON with type, label, hint and price as a decimal string', async () => {
		const product = standalone();
		const [item] = jsonOf(
			await h.run(
				customization('createInputField', {
					type: 'text',
					labelAr: 'رسالة',
					labelEn: 'Message',
					additionalFields: { hintAr: 'اكتب رسالتك', price: 10 },
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${product.id}/custom_user_input_fields/`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({
			type: 'TEXT',
			label: { ar: 'رسالة', en: 'Message' },
			hint: { ar: 'اكتب رسالتك' },
			price: '10.00',
		});
		expect(h.sandbox.db.customUserInputFields.find((f) => f.id === item.id)).toMatchObject({
			product_id: product.id,
			type: 'TEXT',
			price: 10,
		});
		expect(item).toMatchObject({ price: '10.00', label: { en: 'Message' } });
	});

	test.each([
		[
			'createOptionField',
			optionField({ choices: { choice: [] } }),
			'Invalid "Choices": at least one entry is required',
		],
		[
			'createOptionField',
			optionField({ choices: { choice: [{ ar: 'ورق', en: '', price: 0 }] } }),
			'Invalid "Choices › English (choice 1)": a value is required',
		],
		[
			'createOptionField',
			optionField({ choices: { choice: [{ ar: 'ورق', en: 'Paper', price: -5 }] } }),
			'Invalid "Choices › Price (choice 1)": must be 0 or more (got -5)',
		],
		[
			'createOptionField',
			optionField({ labelEn: '' }),
			'Invalid "Label (English)": a value is required',
		],
		[
			'createOptionField',
			optionField({ additionalFields: { type: 'DROPDOWN', canChooseMultipleOptions: true } }),
			'Invalid "Can Choose Multiple Options": a dropdown takes one choice; leave one of the two out',
		],
		[
			'createOptionField',
			optionField({ additionalFields: { minChoices: 3 } }),
			'Invalid "Min Choices": must be 2 or less (got 3)',
		],
		[
			'createOptionField',
			optionField({ additionalFields: { minChoices: 2, maxChoices: 1 } }),
			'Invalid "Min Choices": must not be more than Max Choices (1)',
		],
		[
			'updateOptionField',
			optionField({ optionFieldId: byId('1') }),
			'Invalid "Option Field": "1" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'updateOptionField',
			optionField({
				optionFieldId: byId('3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f'),
				choices: { choice: [{ ar: 'ا', en: 'A', id: 'x' }] },
			}),
			'Invalid "Choices › Choice Name or ID (choice 1)": "x" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'createInputField',
			{ type: 'free text', labelAr: 'ا', labelEn: 'A' },
			'Invalid "Type": "FREE TEXT" is not a Zid field type (a word such as TEXT)',
		],
		[
			'createInputField',
			{ type: 'TEXT', labelAr: 'ا', labelEn: 'A', additionalFields: { price: -1 } },
			'Invalid "Price": must be 0 or more (got -1)',
		],
	])('%s with bad input fails before any request: %#', async (operation, extra, message) => {
		const error = await failureOf(h.run(customization(operation, extra)));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe("pick, don't type: option fields and their choices", () => {
	const seeded = () => {
		const product = h.sandbox.db.products[0];
		return { product, field: optionFieldsOf(product.id)[0] };
	};
	const picked = (value: string) => ({ __rl: true, mode: 'list', value });
	const form = (extra: IDataObject) => ({
		resource: 'productCustomization',
		operation: 'updateOptionField',
		...extra,
	});

	test('Option Field list: the fields of the chosen product, from View Product, by both labels, type and choices; nothing before a product is chosen', async () => {
		const { product, field } = seeded();
		const found = await searchOptionFields.call(
			dropdownContext(h, form({ productId: picked(product.id) })),
		);
		onlyCatalogueRequest(h, { method: 'GET', path: `/products/${product.id}/` });
		expect(found.results).toEqual([
			{ name: 'Wrapping · \u2068التغليف\u2069 (dropdown, 2 choices)', value: field.id },
		]);
		expect(
			(
				await searchOptionFields.call(
					dropdownContext(h, form({ productId: picked(product.id) })),
					'التغليف',
				)
			).results.map((r) => r.value),
		).toEqual([field.id]);
		expect(
			(
				await searchOptionFields.call(
					dropdownContext(h, form({ productId: picked(product.id) })),
					'engraving',
				)
			).results,
		).toEqual([]);

		h.sandbox.clearRequests();
		expect(
			await searchOptionFields.call(dropdownContext(h, form({ productId: picked('') }))),
		).toEqual({ results: [] });
		expect(h.apiRequests()).toHaveLength(0);

		// The picked field is the one deleted.
		await h.run({
			...customization('deleteOptionField'),
			productId: picked(product.id),
			optionFieldId: picked(field.id),
		});
		onlyCatalogueRequest(h, {
			method: 'DELETE',
			path: `/products/${product.id}/custom_options_fields/${field.id}/`,
		});
	});

	test("Choice dropdown: New Choice, then the chosen field's choices with what they add to the price; a picked choice is kept by Update", async () => {
		const { product, field } = seeded();
		const [paper, box] = field.choices;
		const values = form({
			productId: picked(product.id),
			optionFieldId: picked(field.id),
			choices: { choice: [{ ar: 'ا', en: 'A' }] },
		});
		const options = await getOptionFieldChoices.call(
			dropdownContext(h, values, 'zidOAuth2Api', 'parameters.choices.choice[0].id'),
		);
		onlyCatalogueRequest(h, { method: 'GET', path: `/products/${product.id}/` });
		expect(options).toEqual([
			{ name: 'New Choice', value: '', description: 'A choice Zid adds, with a new ID' },
			{ name: `${paper.en} · \u2068${paper.ar}\u2069`, value: paper.id },
			{ name: `${box.en} · \u2068${box.ar}\u2069 · +${box.price}`, value: box.id },
		]);

		h.sandbox.clearRequests();
		expect(
			await getOptionFieldChoices.call(dropdownContext(h, form({ productId: picked(product.id) }))),
		).toEqual([options[0]]);
		expect(h.apiRequests()).toHaveLength(0);

		await h.run({
			...customization('updateOptionField', {
				labelAr: 'التغليف',
				labelEn: 'Wrapping',
				choices: {
					choice: [
						{ ar: 'صندوق', en: 'Box', price: 30, id: options[2].value },
						{ ar: 'شريطة', en: 'Ribbon', price: 5, id: options[0].value },
					],
				},
				displayOrder: 1,
			}),
			productId: picked(product.id),
			optionFieldId: picked(field.id),
		});
		const request = onlyCatalogueRequest(h, {
			method: 'PUT',
			path: `/products/${product.id}/custom_options_fields/${field.id}/`,
			contentType: 'application/json',
		});
		expect(request.body).toMatchObject({
			choices: [
				{ id: box.id, en: 'Box', price: 30 },
				{ en: 'Ribbon', price: 5 },
			],
		});
		expect(
			(request.body as IDataObject & { choices: IDataObject[] }).choices[1],
		).not.toHaveProperty('id');
		expect(field.choices.map((c) => c.en)).toEqual(['Box', 'Ribbon']);
		expect(field.choices[0].id).toBe(box.id);
	});
});
