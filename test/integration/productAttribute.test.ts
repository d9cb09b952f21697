import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type INodeParameters,
} from 'n8n-workflow';
import * as listSearch from '../../nodes/Zid/methods/listSearch';
import { byId, dropdownContext, onlyCatalogueRequest } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const attribute = (operation: string, extra: IDataObject = {}) => ({
	resource: 'productAttribute',
	operation,
	...extra,
});
const preset = (operation: string, extra: IDataObject = {}) => ({
	resource: 'productAttributePreset',
	operation,
	...extra,
});
const color = () => h.sandbox.db.attributes.find((a) => a.slug === 'color')!;
const presetsOf = (attributeId: string) =>
	h.sandbox.db.attributePresets.filter((p) => p.attribute_id === attributeId);

describe('product attribute', () => {
	test('Get Many: GET /attributes/ with page + page_size; each attribute with its presets', async () => {
		const items = jsonOf(await h.run(attribute('getMany', { returnAll: false, limit: 2 })));
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: '/attributes/',
			query: { page: '1', page_size: '2' },
		});
		expect(items.map((a) => a.id)).toEqual(h.sandbox.db.attributes.slice(0, 2).map((a) => a.id));
		expect(items[0]).toMatchObject({
			name: { ar: 'اللون', en: 'Color' },
			slug: 'color',
			preset_count: presetsOf(color().id).length,
		});

		h.sandbox.clearRequests();
		const all = jsonOf(
			await h.run(attribute('getMany', { returnAll: true }), { credential: 'zidApi' }),
		);
		expect(all).toHaveLength(h.sandbox.db.attributes.length);
		expect(
			h
				.apiRequests()
				.filter((r) => r.path === '/v1/attributes/')
				.map((r) => r.query),
		).toEqual([{ page: '1', page_size: '50' }]);
	});

	test("Get: GET /attributes/{id}/; an unknown attribute is Zid's 404", async () => {
		const [item] = jsonOf(await h.run(attribute('get', { attributeId: byId(color().id) })));
		onlyCatalogueRequest(h, { method: 'GET', path: `/attributes/${color().id}/` });
		expect((item.presets as IDataObject[]).map((p) => p.id)).toEqual(
			presetsOf(color().id).map((p) => p.id),
		);

		const error = await failureOf(
			h.run(attribute('get', { attributeId: byId('3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f') })),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.message).toBe('404 Not found: Not found.');
	});

	test('Create: POST /attributes/ JSON with name {ar, en} and the fields given', async () => {
		const [item] = jsonOf(
			await h.run(
				attribute('create', {
					nameAr: 'المادة',
					nameEn: 'Material',
					additionalFields: { slug: 'material', isExtra: true, displayOrder: 5 },
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: '/attributes/',
			contentType: 'application/json',
		});
		expect(request.body).toEqual({
			name: { ar: 'المادة', en: 'Material' },
			slug: 'material',
			is_extra: true,
			display_order: 5,
		});
		expect(request.status).toBe(201);
		expect(h.sandbox.db.attributes.find((a) => a.id === item.id)).toMatchObject({
			slug: 'material',
			is_extra: true,
			is_enabled: true,
			display_order: 5,
		});
	});

	test("a slug already taken is Zid's 400 naming the field; a create is not retried after a 500", async () => {
		const error = await failureOf(
			h.run(
				attribute('create', {
					nameAr: 'اللون',
					nameEn: 'Color',
					additionalFields: { slug: 'color' },
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
		expect(error.description).toMatch(/slug: This field must be unique\./);

		h.sandbox.clearRequests();
		h.sandbox.setFaults({
			rate500: 1,
			pathPattern: '^/attributes/$',
			methods: ['POST'],
			phase: 'after',
		});
		await failureOf(h.run(attribute('create', { nameAr: 'المادة', nameEn: 'Material' })));
		expect(h.apiRequests().filter((r) => r.method === 'POST')).toHaveLength(1);
	});

	test('Update: PATCH with only the fields given (one language of the name keeps the other); Delete: DELETE, presets go too', async () => {
		const id = color().id;
		const [item] = jsonOf(
			await h.run(
				attribute('update', {
					attributeId: byId(id),
					updateFields: { nameEn: 'Colour', isEnabled: false },
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'PATCH',
			path: `/attributes/${id}/`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ name: { en: 'Colour' }, is_enabled: false });
		expect(color()).toMatchObject({ name: { ar: 'اللون', en: 'Colour' }, is_enabled: false });
		expect(item).toMatchObject({ id, is_enabled: false });

		h.sandbox.clearRequests();
		const deleted = jsonOf(await h.run(attribute('delete', { attributeId: byId(id) })));
		onlyCatalogueRequest(h, { method: 'DELETE', path: `/attributes/${id}/` });
		expect(deleted).toEqual([{ success: true }]);
		expect(h.sandbox.db.attributes.some((a) => a.id === id)).toBe(false);
		expect(presetsOf(id)).toEqual([]);
	});

	test('Product-level attributes: GET /Metafields/ pages; POST /Metafields (no slash) with name {ar, en}', async () => {
		const items = jsonOf(await h.run(attribute('getManyMetafields', { returnAll: true })));
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: '/Metafields/',
			query: { page: '1', page_size: '50' },
		});
		expect(items.map((m) => m.slug)).toEqual(h.sandbox.db.metafields.map((m) => m.slug));

		h.sandbox.clearRequests();
		const [made] = jsonOf(
			await h.run(attribute('createMetafield', { nameAr: 'المادة', nameEn: 'Material' })),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: '/Metafields',
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ name: { ar: 'المادة', en: 'Material' } });
		expect(h.sandbox.db.metafields.find((m) => m.id === made.id)).toMatchObject({
			name: { ar: 'المادة', en: 'Material' },
			slug: 'material',
		});
	});

	test.each([
		['create', { nameAr: 'المادة', nameEn: '' }, 'Invalid "Name (English)": a value is required'],
		[
			'create',
			{ nameAr: 'المادة', nameEn: 'Material', additionalFields: { slug: 'my material' } },
			'Invalid "Slug": "my material" is not a slug (no spaces, /, ?, # or %)',
		],
		[
			'create',
			{ nameAr: 'المادة', nameEn: 'Material', additionalFields: { displayOrder: -1 } },
			'Invalid "Display Order": must be 0 or more (got -1)',
		],
		[
			'createMetafield',
			{ nameAr: '', nameEn: 'Material' },
			'Invalid "Name (Arabic)": a value is required',
		],
		[
			'update',
			{ attributeId: byId('3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f'), updateFields: {} },
			'Invalid "Update Fields": add at least one field to change',
		],
		[
			'get',
			{ attributeId: byId('color') },
			'Invalid "Attribute": "color" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'delete',
			{ attributeId: byId('') },
			'Invalid "Attribute": "" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
	])('%s with bad input fails before any request: %#', async (operation, extra, message) => {
		const error = await failureOf(h.run(attribute(operation, extra)));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('product attribute preset', () => {
	test('Get Many: GET /attributes/{id}/presets/ with page + page_size', async () => {
		const items = jsonOf(
			await h.run(preset('getMany', { attributeId: byId(color().id), returnAll: true })),
		);
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: `/attributes/${color().id}/presets/`,
			query: { page: '1', page_size: '50' },
		});
		expect(items.map((p) => p.id)).toEqual(presetsOf(color().id).map((p) => p.id));
		expect(items[0]).toMatchObject({ value: { ar: 'أحمر', en: 'Red' }, attribute_id: color().id });
	});

	test('Create: POST {"value": {ar, en}}; a value the attribute has is Zid\'s 400', async () => {
		const id = color().id;
		const [item] = jsonOf(
			await h.run(preset('create', { attributeId: byId(id), valueAr: 'أزرق', valueEn: 'Blue' })),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/attributes/${id}/presets/`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ value: { ar: 'أزرق', en: 'Blue' } });
		expect(presetsOf(id).find((p) => p.id === item.id)).toMatchObject({
			value: { ar: 'أزرق', en: 'Blue' },
		});

		const error = await failureOf(
			h.run(preset('create', { attributeId: byId(id), valueAr: 'أحمر', valueEn: 'Red' })),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.description).toMatch(/value: This field must be unique\./);
	});

	test('Update: PATCH {"value"}; Delete: DELETE (204); both safe to repeat', async () => {
		const id = color().id;
		const target = presetsOf(id)[0];
		await h.run(
			preset('update', {
				attributeId: byId(id),
				presetId: byId(target.id),
				valueAr: 'أحمر غامق',
				valueEn: 'Dark Red',
			}),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'PATCH',
			path: `/attributes/${id}/presets/${target.id}/`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({ value: { ar: 'أحمر غامق', en: 'Dark Red' } });
		expect(target.value).toEqual({ ar: 'أحمر غامق', en: 'Dark Red' });

		h.sandbox.clearRequests();
		h.sandbox.setFaults({
			rate500: 1,
			pathPattern: '/presets/',
			methods: ['DELETE'],
			phase: 'after',
		});
		await failureOf(
			h.run({
				...preset('delete', { attributeId: byId(id), presetId: byId(target.id) }),
				requestOptions: { requestsPerMinute: 0, maxAttempts: 2, backoffBaseMs: 1, backoffCapMs: 5 },
			}),
		);
		expect(h.apiRequests().filter((r) => r.method === 'DELETE')).toHaveLength(2);
		h.sandbox.setFaults(undefined);
		expect(presetsOf(id).some((p) => p.id === target.id)).toBe(false);
	});

	test.each([
		[
			'create',
			{ attributeId: byId('3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f'), valueAr: 'أزرق', valueEn: ' ' },
			'Invalid "Value (English)": a value is required',
		],
		[
			'update',
			{
				attributeId: byId('3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f'),
				presetId: byId('red'),
				valueAr: 'أ',
				valueEn: 'R',
			},
			'Invalid "Preset": "red" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'getMany',
			{ attributeId: byId('size'), returnAll: true },
			'Invalid "Attribute": "size" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
	])('%s with bad input fails before any request', async (operation, extra, message) => {
		const error = await failureOf(h.run(preset(operation, extra)));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('attribute list searches', () => {
	const context = (parameters: IDataObject) => dropdownContext(h, parameters as INodeParameters);

	test('searchAttributes: name and slug, filtered here; searchAttributePresets: the presets of the chosen attribute', async () => {
		const all = await listSearch.searchAttributes.call(context(attribute('get')));
		expect(all.results.map((r) => r.value)).toEqual(h.sandbox.db.attributes.map((a) => a.id));
		expect(all.results[0].name).toBe('Color · \u2068اللون\u2069 (color)');
		const size = await listSearch.searchAttributes.call(context(attribute('get')), 'الحجم');
		expect(size.results.map((r) => r.name)).toEqual(['Size · \u2068الحجم\u2069 (size)']);

		const presets = await listSearch.searchAttributePresets.call(
			context(preset('update', { attributeId: byId(color().id) })),
			'pink',
		);
		expect(presets.results).toEqual([
			{ name: 'Pink · \u2068وردي\u2069', value: presetsOf(color().id)[2].id },
		]);
		expect(await listSearch.searchAttributePresets.call(context(preset('update')))).toEqual({
			results: [],
		});
	});
});
