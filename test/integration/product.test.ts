import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
	NodeApiError,
	NodeHelpers,
	NodeOperationError,
	type IBinaryKeyData,
	type IDataObject,
	type INodeParameters,
	type INodeProperties,
} from 'n8n-workflow';
import type { ProductRecord } from '../../sandbox';
import * as listSearch from '../../nodes/Zid/methods/listSearch';
import * as loadOptions from '../../nodes/Zid/methods/loadOptions';
import {
	byId,
	expectRefusedBeforeRequest,
	dropdownContext,
	onlyCatalogueRequest,
	expectOverlappingPages,
} from '../helpers/requests';
import { failureOf, jsonOf, useHarness, zidAnswer } from '../helpers/zid';
import { zidNode } from '../helpers/n8n';
import { searchableLabel } from '../../nodes/shared/labelText';

const h = useHarness();

/** A product as Simplify shows Zid's record: prices as numbers next to the currency, categories by ID and name. */
const simple = (raw: IDataObject): IDataObject => ({
	id: raw.id,
	sku: raw.sku,
	name: raw.name,
	price: Number(raw.price),
	sale_price: raw.sale_price === null ? null : Number(raw.sale_price),
	currency: raw.currency,
	quantity: raw.quantity,
	is_infinite: raw.is_infinite,
	is_published: raw.is_published,
	is_draft: raw.is_draft,
	product_class: raw.product_class,
	structure: raw.structure,
	categories: (raw.categories as IDataObject[]).map((c) => ({ id: c.id, name: c.name })),
	html_url: raw.html_url,
	created_at: raw.created_at,
	updated_at: raw.updated_at,
});
const product = (operation: string, extra: IDataObject = {}) => ({
	resource: 'product',
	operation,
	...extra,
});
/** The products /products/ lists, in its default order (variants are not listed on their own). */
const listed = () =>
	h.sandbox.db.products
		.filter((p) => p.structure !== 'child')
		.sort((a, b) => a.display_order - b.display_order);
/** Return All asks for `ordering=created_at` (an order stock changes cannot move): oldest first, the store's order among equals. */
const byCreation = () =>
	[...listed()].sort((a, b) =>
		a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0,
	);
const stored = (id: unknown) => h.sandbox.db.products.find((p) => p.id === id);
/** Requests to /products/ itself (the Store-Id lookup and other paths left out). */
const listRequests = () => h.apiRequests().filter((r) => r.path === '/v1/products/');
const plain = (): ProductRecord =>
	listed().find((p) => p.sale_price === null && p.product_class === null && !p.is_infinite)!;

describe('product: read', () => {
	test('Get: GET /products/{id}/ with the catalogue headers; the item is the product', async () => {
		const p = listed()[3];
		const [item] = jsonOf(await h.run(product('get', { productId: byId(p.id) })));
		onlyCatalogueRequest(h, { method: 'GET', path: `/products/${p.id}/` });
		expect(item).toMatchObject({
			id: p.id,
			sku: p.sku,
			name: p.name,
			price: p.price,
			quantity: p.quantity,
			is_infinite: p.is_infinite,
			structure: 'standalone',
		});
	});

	test('Get: an unknown product is Zid\'s 404 {"detail"}; an ID that is not a UUID fails before any request', async () => {
		const error = await failureOf(
			h.run(product('get', { productId: byId('00000000-0000-4000-8000-000000000000') })),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		// Live stores answer 400 for an unknown id; it reads as not found, naming the id.
		expect(error.message).toBe(
			h.sandbox.db.mode === 'live'
				? '404 Not found: nothing with ID 00000000-0000-4000-8000-000000000000 in this store'
				: '404 Not found: Not found.',
		);

		h.sandbox.clearRequests();
		const bad = await failureOf(h.run(product('get', { productId: byId('WRD-00001') })));
		expect(bad).toBeInstanceOf(NodeOperationError);
		expect(bad.message).toBe(
			'Invalid "Product": "WRD-00001" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('Get Many: page + page_size; Simplify keeps the main fields with the currency, off gives the products as Zid answered', async () => {
		const items = jsonOf(
			await h.run(product('getMany', { returnAll: false, limit: 5 }), { credential: 'zidApi' }),
		);
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: '/products/',
			query: { page: '1', page_size: '5' },
			credential: 'zidApi',
		});
		expect(items.map((p) => p.id)).toEqual(
			listed()
				.slice(0, 5)
				.map((p) => p.id),
		);
		const raw = (await zidAnswer(h, '/products/', { page: 1, page_size: 5 }))
			.results as IDataObject[];
		expect(items).toEqual(raw.map(simple));
		expect(items[0]).toMatchObject({
			name: listed()[0].name,
			price: listed()[0].price,
			currency: h.sandbox.db.store.currency,
		});

		const full = jsonOf(
			await h.run(product('getMany', { returnAll: false, limit: 5, simplify: false })),
		);
		expect(full).toEqual(raw);
		expect(full[0]).toMatchObject({
			id: listed()[0].id,
			seo: expect.any(Object),
			weight: listed()[0].weight,
			variants: [],
		});
	});

	test("Get Many, Return All: 50 a page (Zid's cap), following the pages until `next` is null; every product once", async () => {
		const items = jsonOf(await h.run(product('getMany', { returnAll: true })));
		const total = listed().length;
		expect(total).toBeGreaterThan(150);
		expect(items.map((p) => p.id)).toEqual(byCreation().map((p) => p.id));
		expect(new Set(items.map((p) => p.id)).size).toBe(total);
		expect(listRequests().length).toBeGreaterThan(3);
		expect(listRequests().filter((r) => r.query.ordering !== 'created_at')).toEqual([]);
		expectOverlappingPages(
			listRequests().map((r) => r.query),
			'page_size',
			50,
			total,
		);
	});

	test("Get Many: every filter and option becomes Zid's query parameter", async () => {
		const [a, b] = listed();
		const location = h.sandbox.db.locations[0].id;
		await h.run(
			product('getMany', {
				returnAll: false,
				limit: 10,
				filters: {
					attributeValues: 'Red, Large',
					barcode: '6281234567890',
					categoryId: 1400002,
					currency: 'SAR',
					deleted: false,
					hasSalePrice: true,
					inStock: true,
					isInfinite: false,
					locations: location,
					priceComparison: 'gt',
					priceValue: 100,
					productClass: 'voucher',
					ids: `${a.id},${b.id}`,
					isPublished: true,
					isPurchasable: true,
					quantity: 3,
					quantityComparison: 'lt',
					quantityValue: 20,
					search: 'rose',
					structure: 'standalone',
				},
				options: { extended: true, fields: 'id,name', ordering: 'updated_at' },
			}),
		);
		expect(listRequests()[0].query).toEqual({
			page: '1',
			page_size: '10',
			attribute_values: 'Red,Large',
			barcode: '6281234567890',
			category_id: '1400002',
			currency: 'SAR',
			deleted: 'false',
			sale_price__isnull: 'false',
			in_stock: 'true',
			is_infinite: 'false',
			locations: location,
			search_price_type: 'gt',
			search_price_value: '100',
			product_class: 'voucher',
			id__in: `${a.id},${b.id}`,
			is_published: 'true',
			is_purchasable: 'true',
			quantity: '3',
			search_quantity_type: 'lt',
			search_quantity_value: '20',
			search: 'rose',
			structure: 'standalone',
			extended: 'true',
			fields: 'id,name',
			ordering: 'updated_at',
		});
	});

	test('Get Many: the category picker and the locations dropdown send the same parameters as typed IDs; unset ones send nothing', async () => {
		const [first, second] = h.sandbox.db.locations;
		const options = await loadOptions.getStoreLocations.call(dropdownContext(h));
		expect(options.map((o) => o.value)).toEqual(expect.arrayContaining([first.id, second.id]));
		expect(options).toHaveLength(h.sandbox.db.locations.length);
		const category = h.sandbox.db.categories[0];
		const filters = {
			categoryId: { __rl: true, mode: 'list', value: String(category.id) },
			locations: [first.id, second.id],
		};
		h.sandbox.clearRequests();
		await h.run(product('getMany', { returnAll: false, limit: 10, filters }));
		expect(listRequests()[0].query).toEqual({
			page: '1',
			page_size: '10',
			category_id: String(category.id),
			locations: `${first.id},${second.id}`,
		});
		h.sandbox.clearRequests();
		await h.run(
			product('getMany', {
				returnAll: false,
				limit: 10,
				filters: { categoryId: { __rl: true, mode: 'list', value: '' }, locations: [] },
			}),
		);
		expect(listRequests()[0].query).toEqual({ page: '1', page_size: '10' });
	});

	test("Product dropdown: the store's products (up to 250) by both names and SKU; the picked ones go out as id__in", async () => {
		const options = await loadOptions.getProducts.call(dropdownContext(h));
		const expected = listed().slice(0, 250);
		expect(options.map((o) => o.value)).toEqual(expected.map((p) => p.id));
		const first = expected[0];
		expect(searchableLabel(options[0].name)).toBe(
			`${first.name.en} · ${first.name.ar} · ${first.sku}`,
		);
		// Read as Return All reads them: 50 a page, each page overlapping the last (every product once).
		expect(listRequests()[0].query).toEqual({ page: '1', page_size: '50' });
		expect(h.apiRequests().filter((r) => r.path !== '/v1/managers/account/profile')).toEqual(
			listRequests(),
		);

		const picked = [options[5].value, options[1].value] as string[];
		h.sandbox.clearRequests();
		const items = jsonOf(
			await h.run(product('getMany', { returnAll: true, filters: { products: picked } })),
		);
		expect(listRequests()[0].query).toMatchObject({ id__in: picked.join(',') });
		expect(items.map((p) => p.id).sort()).toEqual([...picked].sort());
	});

	test('Product IDs typed in a saved workflow still go out as id__in; the old filter shows only where it is set, the dropdown then hidden', async () => {
		const [a, b] = listed();
		const items = jsonOf(
			await h.run(product('getMany', { returnAll: true, filters: { ids: `${a.id}, ${b.id}` } })),
		);
		expect(listRequests()[0].query).toMatchObject({ id__in: `${a.id},${b.id}` });
		expect(items.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
		const filters = zidNode.description.properties.find(
			(p) => p.name === 'filters' && p.displayOptions?.show?.resource?.includes('product'),
		)!;
		const [legacy, current] = ['ids', 'products'].map(
			(name) => (filters.options as INodeProperties[]).find((o) => o.name === name)!,
		);
		expect([
			NodeHelpers.displayParameter({}, legacy, null, null),
			NodeHelpers.displayParameter({ ids: a.id }, legacy, null, null),
		]).toEqual([false, true]);
		expect([
			NodeHelpers.displayParameter({}, current, null, null),
			NodeHelpers.displayParameter({ ids: a.id }, current, null, null),
		]).toEqual([true, false]);
	});

	test('Get Many: the filtered products are the ones the store holds', async () => {
		const items = jsonOf(
			await h.run(
				product('getMany', {
					returnAll: true,
					filters: {
						isPublished: false,
						priceComparison: 'lt',
						priceValue: 400,
						hasSalePrice: false,
					},
				}),
			),
		);
		const expected = byCreation().filter(
			(p) => !p.is_published && p.price < 400 && p.sale_price === null,
		);
		expect(expected.length).toBeGreaterThan(0);
		expect(items.map((p) => p.id)).toEqual(expected.map((p) => p.id));
	});

	test.each([
		[
			'a price comparison without a value',
			{ priceComparison: 'gt' },
			'Invalid "Price Value": set Price Comparison and Price Value together',
		],
		[
			'a quantity value without a comparison',
			{ quantityValue: 4 },
			'Invalid "Quantity Comparison": set Quantity Comparison and Quantity Value together',
		],
		[
			'a product ID that is not a UUID',
			{ ids: 'abc' },
			'Invalid "Product IDs": "abc" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'a picked product that is not a UUID',
			{ products: ['WRD-00001'] },
			'Invalid "Product Names or IDs": "WRD-00001" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
		[
			'an unknown class',
			{ productClass: 'gift' },
			'Invalid "Product Class": "gift" is not one of: downloadable, dynamic_bundle, grouped_product, voucher',
		],
	])('Get Many with %s fails before any request', async (_case, filters, message) => {
		await expectRefusedBeforeRequest(
			h,
			h.run(product('getMany', { returnAll: true, filters })),
			message,
		);
	});

	test('Get Settings: GET /products/settings/ (a fixed path, not a product ID); the item is the settings', async () => {
		const [item] = jsonOf(await h.run(product('getSettings')));
		onlyCatalogueRequest(h, { method: 'GET', path: '/products/settings/' });
		expect(item).toEqual(h.sandbox.db.productSettings);
	});

	test("searchProducts: Zid's search by name or SKU, 50 a page", async () => {
		const p = listed()[7];
		const found = await listSearch.searchProducts.call(dropdownContext(h), p.sku);
		const row = {
			name: `${p.name.en} · ${p.sku} · ${Number(p.price).toFixed(2)} SAR`,
			value: p.id,
			url: `${h.sandbox.db.store.url}products/${p.slug}`,
		};
		// Live stores ignore `search`: the picker keeps the products that show the text.
		expect(found.results).toEqual([row]);
		expect(h.lastRequest().query).toEqual({ page: '1', page_size: '50', search: p.sku });

		const first = await listSearch.searchProducts.call(dropdownContext(h));
		expect(first.results).toHaveLength(50);
		const second = await listSearch.searchProducts.call(
			dropdownContext(h),
			undefined,
			first.paginationToken as string,
		);
		expect(second.results.map((r) => r.value)).toEqual(
			listed()
				.slice(50, 100)
				.map((x) => x.id),
		);
	});
});

const createProduct = (extra: IDataObject = {}) =>
	product('create', {
		nameAr: 'باقة الربيع',
		nameEn: 'Spring Bouquet',
		price: 250,
		isInfinite: false,
		quantity: 12,
		...extra,
	});

describe('product: create', () => {
	test('Create: POST /products/ JSON with the typed fields; stock at the default location; the new product as the item', async () => {
		const [item] = jsonOf(
			await h.run(
				createProduct({
					additionalFields: {
						salePrice: 199,
						sku: 'SPRING-250',
						descriptionAr: '<p>ورد موسمي</p>',
						descriptionEn: '<p>Seasonal flowers</p>',
						isDraft: false,
						requiresShipping: true,
						isTaxable: true,
						badgeAr: 'جديد',
						badgeEn: 'New',
						seoTitleEn: 'Spring Bouquet | Al Ward',
						keywords: 'spring, bouquet',
						weight: 1.25,
						weightUnit: 'kg',
					},
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: '/products/',
			contentType: 'application/json',
		});
		expect(request.status).toBe(201);
		expect(request.body).toEqual({
			name: { ar: 'باقة الربيع', en: 'Spring Bouquet' },
			price: 250,
			is_infinite: false,
			quantity: 12,
			sale_price: 199,
			sku: 'SPRING-250',
			description: { ar: '<p>ورد موسمي</p>', en: '<p>Seasonal flowers</p>' },
			is_draft: false,
			requires_shipping: true,
			is_taxable: true,
			badge: { body: { ar: 'جديد', en: 'New' } },
			seo: { title: { en: 'Spring Bouquet | Al Ward' } },
			keywords: ['spring', 'bouquet'],
			weight: { value: 1.25, unit: 'kg' },
		});
		const record = stored(item.id)!;
		expect(record).toMatchObject({
			sku: 'SPRING-250',
			price: 250,
			sale_price: 199,
			quantity: 12,
			badge: { body: { en: 'New' } },
			keywords: ['spring', 'bouquet'],
		});
		expect(item).toMatchObject({
			id: record.id,
			name: record.name,
			quantity: 12,
			badge: { body: { ar: 'جديد', en: 'New' } },
		});
	});

	test('Create: infinite stock sends no quantity; Additional Body carries variants', async () => {
		const variants = [
			{
				sku: 'SPRING-R',
				price: 260,
				attributes: [{ slug: 'color', value: { ar: 'أحمر', en: 'Red' } }],
			},
		];
		const [item] = jsonOf(
			await h.run(
				createProduct({
					isInfinite: true,
					additionalFields: {
						productClass: 'grouped_product',
						additionalBody: JSON.stringify({ variants }),
					},
				}),
			),
		);
		const request = onlyCatalogueRequest(h, { method: 'POST', path: '/products/' });
		expect(request.body).toEqual({
			name: { ar: 'باقة الربيع', en: 'Spring Bouquet' },
			price: 250,
			is_infinite: true,
			product_class: 'grouped_product',
			variants,
		});
		expect(stored(item.id)).toMatchObject({
			is_infinite: true,
			quantity: null,
			structure: 'parent',
			product_class: 'grouped_product',
		});
		const [child] = h.sandbox.db.products.filter((p) => p.parent_id === item.id);
		expect(child).toMatchObject({ sku: 'SPRING-R', price: 260, structure: 'child' });
		expect(item.variants).toEqual([expect.objectContaining({ id: child.id, sku: 'SPRING-R' })]);
	});

	test("Create: Zid's 400 names the field (a taken SKU, a nested weight unit); a create is not resent after a 500", async () => {
		const error = await failureOf(
			h.run(createProduct({ additionalFields: { sku: listed()[0].sku } })),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
		expect(error.description).toContain('sku: This field must be unique.');
		const nested = await failureOf(
			h.run(
				createProduct({
					additionalFields: { additionalBody: '{"weight": {"value": 1, "unit": "lb"}}' },
				}),
			),
		);
		expect(nested.httpCode).toBe('400');
		expect(nested.description).toContain('weight.unit: "lb" is not a valid choice.');

		h.sandbox.clearRequests();
		h.sandbox.setFaults({
			rate500: 1,
			pathPattern: '^/products/$',
			methods: ['POST'],
			phase: 'after',
		});
		await failureOf(h.run(createProduct()));
		expect(listRequests().filter((r) => r.method === 'POST')).toHaveLength(1);
	});

	test('Create with no price fails before any request: Price has no default', async () => {
		const withoutPrice = Object.fromEntries(
			Object.entries(createProduct()).filter(([name]) => name !== 'price'),
		) as INodeParameters;
		await expectRefusedBeforeRequest(
			h,
			h.run(withoutPrice),
			'Invalid "Price": a value is required',
		);
		expect(h.sandbox.db.products.some((p) => p.name.en === 'Spring Bouquet')).toBe(false);
		// A price of 0 given on purpose is a price.
		await h.run(createProduct({ price: 0 }));
		expect(h.sandbox.db.products.find((p) => p.name.en === 'Spring Bouquet')).toMatchObject({
			price: 0,
		});
	});

	test.each([
		[
			'a sale price not under the price',
			{ additionalFields: { salePrice: 250 } },
			'Invalid "Sale Price": must be less than the price (250 is not below 250)',
		],
		['no English name', { nameEn: ' ' }, 'Invalid "Name (English)": a value is required'],
		['a negative price', { price: -1 }, 'Invalid "Price": must be 0 or more (got -1)'],
		[
			'no quantity for a finite product',
			{ quantity: '' },
			'Invalid "Quantity": a value is required',
		],
		['a fractional quantity', { quantity: 2.5 }, 'Invalid "Quantity": 2.5 is not a whole number'],
		[
			'a weight unit without weight',
			{ additionalFields: { weightUnit: 'g' } },
			'Invalid "Weight Unit": set Weight too',
		],
		[
			'Additional Body repeating a field',
			{ additionalFields: { additionalBody: '{"price": 10}' } },
			'Invalid "Additional Body (JSON)": price is also set by a field: set each member in one place',
		],
		[
			'Additional Body that is not JSON',
			{ additionalFields: { additionalBody: '{variants: []' } },
			'Invalid "Additional Body (JSON)": is not valid JSON',
		],
		[
			'variants that are not objects',
			{ additionalFields: { additionalBody: '{"variants": ["red"]}' } },
			'Invalid "Additional Body (JSON)": "variants" must be a list of objects',
		],
		[
			'a sale price in Additional Body over the price',
			{ additionalFields: { additionalBody: '{"sale_price": 300}' } },
			'Invalid "Additional Body (JSON)": must be less than the price (300 is not below 250)',
		],
	])('Create with %s fails before any request', async (_case, extra, message) => {
		await expectRefusedBeforeRequest(h, h.run(createProduct(extra as IDataObject)), message);
	});
});

describe('product: create with categories and images', () => {
	/** A web server of the images the URLs point to (loopback). */
	let images: Server;
	let base = '';
	const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
	const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(120, 3)]);
	beforeAll(async () => {
		images = createServer((req, res) => {
			if (req.url === '/img/rose.jpg')
				res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(JPEG);
			else if (req.url === '/img/page')
				res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<html></html>');
			else if (req.url === '/img/away')
				res.writeHead(302, { Location: 'http://images.example.invalid/rose.jpg' }).end();
			else res.writeHead(404).end();
		});
		await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
		base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
	});
	afterAll(async () => await new Promise((resolve) => images.close(resolve)));

	const binary: IBinaryKeyData = {
		side: { data: PNG.toString('base64'), fileName: 'side.png', mimeType: 'image/png' },
	};
	const withMedia = (categoryIds: unknown, extra: IDataObject = {}) =>
		createProduct({
			additionalFields: {
				sku: 'SPRING-250',
				categoryIds,
				images: {
					image: [
						{ source: 'url', url: `${base}/img/rose.jpg`, altText: 'باقة الربيع' },
						{ source: 'binary', binaryPropertyName: 'side', altText: '' },
					],
				},
				...extra,
			},
		});
	const catalogueCalls = () =>
		h.apiRequests().filter((r) => r.path !== '/v1/managers/account/profile');

	test('the product is created as without them, then put in the categories picked, its images uploaded in order and the product read back', async () => {
		// A top category and a sub-category, as the dropdown gives them.
		const first = h.sandbox.db.categories.find((c) => c.parent_id === null)!;
		const second = h.sandbox.db.categories.find((c) => c.parent_id !== null)!;
		const options = await loadOptions.getCategories.call(
			dropdownContext(h, { resource: 'product', operation: 'create' }),
		);
		const picked = [first, second].map(
			(c) => options.find((o) => String(o.value) === String(c.id))!.value,
		);
		h.sandbox.clearRequests();
		const [item] = jsonOf(await h.run(withMedia(picked), { binary: [binary] }));
		const calls = catalogueCalls();
		const id = String(item.id);
		expect(calls.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
			'POST /v1/products/ 201',
			`PATCH /v1/products/${id}/categories/bulk-add/ 200`,
			`POST /v1/products/${id}/images/ 201`,
			`POST /v1/products/${id}/images/ 201`,
			`GET /v1/products/${id}/ 200`,
		]);
		expect(calls[0].body).toEqual({
			name: { ar: 'باقة الربيع', en: 'Spring Bouquet' },
			price: 250,
			is_infinite: false,
			quantity: 12,
			sku: 'SPRING-250',
		});
		expect(calls[1].body).toEqual({ ids: [first.id, second.id] });
		expect(calls[2].body).toEqual({
			alt_text: 'باقة الربيع',
			image: { filename: 'rose.jpg', contentType: 'image/jpeg', size: JPEG.length },
		});
		expect(calls[3].body).toEqual({
			image: { filename: 'side.png', contentType: 'image/png', size: PNG.length },
		});
		const record = stored(id)!;
		expect(record.category_ids).toEqual([first.id, second.id]);
		const uploaded = h.sandbox.db.productImages
			.filter((i) => i.product_id === id)
			.sort((a, b) => a.display_order - b.display_order);
		expect(uploaded.map((i) => i.alt_text)).toEqual(['باقة الربيع', null]);
		expect(item).toEqual((await zidAnswer(h, `/products/${id}/`)) as IDataObject);
		expect((item.categories as IDataObject[]).map((c) => c.id)).toEqual([
			String(first.id),
			String(second.id),
		]);
		expect(item.images).toHaveLength(2);
		expect(item.note).toBeUndefined();
	});

	test.each([
		[
			'a URL that answers 404',
			{ url: '/img/missing.jpg' },
			(b: string) =>
				`Invalid "Images › Image URL (image 1)": the image could not be downloaded: ${b.slice(7)} answered 404`,
		],
		[
			'a URL that is a web page',
			{ url: '/img/page' },
			() =>
				'Invalid "Images › Image URL (image 1)": the file is of type text/html; Zid accepts image/jpeg, image/png, image/gif, image/webp',
		],
		[
			'a URL that is not one',
			{ url: 'rose.jpg', absolute: true },
			() =>
				'Invalid "Images › Image URL (image 1)": the image could not be downloaded: "rose.jpg" is not a URL',
		],
		[
			'a plain-HTTP URL off this machine',
			{ url: 'http://images.example.invalid/rose.jpg', absolute: true },
			() =>
				'Invalid "Images › Image URL (image 1)": the image could not be downloaded: images.example.invalid would be reached over plain HTTP; use an https:// address',
		],
		[
			'a URL that redirects to plain HTTP off this machine',
			{ url: '/img/away' },
			() =>
				'Invalid "Images › Image URL (image 1)": the image could not be downloaded: images.example.invalid would be reached over plain HTTP; use an https:// address',
		],
	])('an image from %s is refused before the product is created', async (_case, row, message) => {
		const url = 'absolute' in row ? row.url : `${base}${row.url}`;
		const run = h.run(
			createProduct({ additionalFields: { images: { image: [{ source: 'url', url }] } } }),
		);
		await expectRefusedBeforeRequest(h, run, message(base));
		expect(h.sandbox.db.products.some((p) => p.name.en === 'Spring Bouquet')).toBe(false);
	});

	test('a binary image of the wrong type or a category that is not an ID is refused before the product is created', async () => {
		const pdf: IBinaryKeyData = {
			side: { data: PNG.toString('base64'), fileName: 'sheet.pdf', mimeType: 'application/pdf' },
		};
		const run = h.run(
			createProduct({
				additionalFields: { images: { image: [{ source: 'binary', binaryPropertyName: 'side' }] } },
			}),
			{ binary: [pdf] },
		);
		await expectRefusedBeforeRequest(
			h,
			run,
			'Invalid "Images › Input Binary Field (image 1)": the file is of type application/pdf; Zid accepts image/jpeg, image/png, image/gif, image/webp',
		);
		await expectRefusedBeforeRequest(
			h,
			h.run(createProduct({ additionalFields: { categoryIds: ['Bouquets'] } })),
			'Invalid "Category Names or IDs": "Bouquets" is not a whole number',
		);
	});

	test('when a step after the create fails the product is still the item, with a note; nothing is sent twice', async () => {
		const [category] = h.sandbox.db.categories;
		h.sandbox.setFaults({
			rate500: 1,
			pathPattern: '/images/$',
			methods: ['POST'],
			phase: 'before',
		});
		const [item] = jsonOf(await h.run(withMedia([category.id]), { binary: [binary] }));
		const id = String(item.id);
		expect(catalogueCalls().map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
			'POST /v1/products/ 201',
			`PATCH /v1/products/${id}/categories/bulk-add/ 200`,
			`POST /v1/products/${id}/images/ 500`,
			`POST /v1/products/${id}/images/ 500`,
			`GET /v1/products/${id}/ 200`,
		]);
		expect(item).toMatchObject({
			id,
			sku: 'SPRING-250',
			categories: [expect.objectContaining({ id: String(category.id) })],
			images: [],
		});
		expect(item.note).toMatch(
			/^The product was created, but uploading image 1 did not go through: 500 .*; uploading image 2 did not go through: 500 /,
		);
		expect(h.sandbox.db.products.filter((p) => p.sku === 'SPRING-250')).toHaveLength(1);
	});
});

describe('product: update and delete', () => {
	test('Update: PATCH /products/{id}/ with only the fields given; safe to repeat, so a 500 is retried', async () => {
		const p = plain();
		const [item] = jsonOf(
			await h.run(
				product('update', {
					productId: byId(p.id),
					updateFields: { price: 300, salePrice: 280, nameEn: 'Renamed', quantity: 7 },
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'PATCH',
			path: `/products/${p.id}/`,
			contentType: 'application/json',
		});
		expect(request.body).toEqual({
			price: 300,
			sale_price: 280,
			quantity: 7,
			name: { en: 'Renamed' },
		});
		expect(stored(p.id)).toMatchObject({
			price: 300,
			sale_price: 280,
			quantity: 7,
			name: { en: 'Renamed', ar: p.name.ar },
		});
		expect(item).toMatchObject({ id: p.id, price: 300, quantity: 7 });

		h.sandbox.clearRequests();
		h.sandbox.setFaults({ rate500: 1, pathPattern: '^/products/', methods: ['PATCH'] });
		const error = await failureOf(
			h.run(
				product('update', {
					productId: byId(p.id),
					updateFields: { isDraft: true },
					requestOptions: {
						requestsPerMinute: 0,
						maxAttempts: 3,
						backoffBaseMs: 1,
						backoffCapMs: 5,
					},
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(h.apiRequests().filter((r) => r.path === `/v1/products/${p.id}/`)).toHaveLength(3);
	});

	test("Update: a variant is changed through Additional Body; Zid's 400 when the sale price would pass the price", async () => {
		const p = plain();
		await h.run(
			product('update', {
				productId: byId(p.id),
				updateFields: { additionalBody: '{"variants": [{"sku": "V-1", "price": 10}]}' },
			}),
		);
		const child = h.sandbox.db.products.find((x) => x.parent_id === p.id)!;
		expect(child).toMatchObject({ sku: 'V-1', price: 10 });
		await h.run(
			product('update', {
				productId: byId(p.id),
				updateFields: {
					additionalBody: JSON.stringify({ variants: [{ id: child.id, price: 12 }] }),
				},
			}),
		);
		expect(child.price).toBe(12);

		const error = await failureOf(
			h.run(product('update', { productId: byId(p.id), updateFields: { salePrice: p.price + 1 } })),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('400');
		expect(error.description).toContain('sale_price: The sale price must be less than the price.');
	});

	test.each([
		['nothing to change', {}, 'Invalid "Update Fields": add at least one field to change'],
		[
			'a quantity with infinite stock',
			{ isInfinite: true, quantity: 3 },
			'Invalid "Quantity": leave it out when Infinite Stock is on',
		],
		[
			'an unknown product class',
			{ productClass: 'gift' },
			'Invalid "Product Class": "gift" is not one of: crowdfunding_project, donation_item, downloadable, dynamic_bundle, grouped_product, voucher',
		],
	])('Update with %s fails before any request', async (_case, updateFields, message) => {
		await expectRefusedBeforeRequest(
			h,
			h.run(product('update', { productId: byId(plain().id), updateFields })),
			message,
		);
	});

	test("Delete: DELETE /products/{id}/ (204); the product and its stock are gone; a second delete is Zid's 404", async () => {
		const p = listed()[2];
		const [item] = jsonOf(await h.run(product('delete', { productId: byId(p.id) })));
		const request = onlyCatalogueRequest(h, { method: 'DELETE', path: `/products/${p.id}/` });
		expect(request.status).toBe(204);
		expect(item).toEqual({ id: p.id, deleted: true });
		expect(stored(p.id)).toBeUndefined();
		expect(h.sandbox.db.stocks.some((s) => s.product_id === p.id)).toBe(false);

		const again = await failureOf(h.run(product('delete', { productId: byId(p.id) })));
		expect(again).toBeInstanceOf(NodeApiError);
		expect(again.httpCode).toBe('404');
	});
});

const bulkByField = (extra: IDataObject = {}) =>
	product('bulkUpdate', {
		specifyProduct: 'fields',
		identifyBy: 'id',
		productId: byId('={{ $json.id }}'),
		updateFields: { price: '={{ $json.price }}' },
		...extra,
	});

describe('product: bulk update', () => {
	test('120 input items go out as 3 PATCH /products/ calls of 50, 50 and 20; each item gets its product back', async () => {
		const targets = listed().slice(0, 120);
		const items = targets.map((p, n) => ({ id: p.id, price: 1000 + n }));
		const out = await h.run(bulkByField(), { items });
		const calls = listRequests();
		expect(calls.map((r) => [r.method, r.contentType, (r.body as IDataObject[]).length])).toEqual([
			['PATCH', 'application/json', 50],
			['PATCH', 'application/json', 50],
			['PATCH', 'application/json', 20],
		]);
		expect(calls[0].body).toEqual(items.slice(0, 50));
		expect(
			calls.every(
				(r) =>
					r.status === 200 &&
					r.headers.role === 'Manager' &&
					r.headers['store-id'] === String(h.sandbox.db.store.id),
			),
		).toBe(true);
		expect(out).toHaveLength(120);
		out.forEach((item, n) => {
			expect(item.pairedItem).toEqual({ item: n });
			expect(item.json).toMatchObject({ id: targets[n].id, price: 1000 + n });
		});
		expect(targets.every((p, n) => stored(p.id)?.price === 1000 + n)).toBe(true);
	});

	test('by SKU, with the typed fields of a bulk entry', async () => {
		const [a, b] = listed();
		const out = jsonOf(
			await h.run(
				bulkByField({
					identifyBy: 'sku',
					sku: '={{ $json.sku }}',
					updateFields: {
						cost: 20,
						isPublished: false,
						requiresShipping: false,
						keywords: 'a,b',
						weight: 500,
						weightUnit: 'g',
						nameAr: '={{ $json.name }}',
					},
				}),
				{
					items: [
						{ sku: a.sku, name: 'اسم أ' },
						{ sku: b.sku, name: 'اسم ب' },
					],
				},
			),
		);
		const [call] = listRequests();
		expect(call.body).toEqual([
			{
				sku: a.sku,
				cost: 20,
				is_published: false,
				requires_shipping: false,
				keywords: ['a', 'b'],
				name: { ar: 'اسم أ' },
				weight: { value: 500, unit: 'g' },
			},
			{
				sku: b.sku,
				cost: 20,
				is_published: false,
				requires_shipping: false,
				keywords: ['a', 'b'],
				name: { ar: 'اسم ب' },
				weight: { value: 500, unit: 'g' },
			},
		]);
		expect(out.map((p) => p.id)).toEqual([a.id, b.id]);
		expect(stored(a.id)).toMatchObject({
			cost: 20,
			is_published: false,
			name: { ar: 'اسم أ', en: a.name.en },
			weight: { value: 500, unit: 'g' },
		});
	});

	test("Using JSON: each item's entry as Zid takes it", async () => {
		const [a, b] = listed();
		await h.run(
			product('bulkUpdate', {
				specifyProduct: 'json',
				productJson: '={{ JSON.stringify($json) }}',
			}),
			{
				items: [
					{ id: a.id, quantity: 4, is_infinite: false },
					{ sku: b.sku, description: { en: 'Fresh' }, is_draft: true },
				],
			},
		);
		expect(listRequests()[0].body).toEqual([
			{ id: a.id, quantity: 4, is_infinite: false },
			{ sku: b.sku, description: { en: 'Fresh' }, is_draft: true },
		]);
		expect(stored(a.id)).toMatchObject({ quantity: 4 });
		expect(stored(b.id)).toMatchObject({
			is_draft: true,
			description: { en: 'Fresh', ar: b.description.ar },
		});
	});

	const SOME_ID = '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f';
	test.each([
		[
			'a sale price over the price',
			{ id: SOME_ID, price: 10, sale_price: 20 },
			'Invalid "Product (JSON) › sale_price": must be less than the price (20 is not below 10)',
		],
		[
			'no id or sku',
			{ price: 10 },
			'Invalid "Product (JSON)": identify the product by "id" (its UUID) or "sku"',
		],
		[
			'a member bulk update cannot change',
			{ id: SOME_ID, slug: 'x' },
			'Invalid "Product (JSON)": Bulk Update cannot change slug; it changes name, description, price, sale_price, cost, is_draft, quantity, is_infinite, weight, keywords, requires_shipping, is_published',
		],
		[
			'a quantity that is not whole',
			{ sku: 'X', quantity: 1.5 },
			'Invalid "Product (JSON) › quantity": 1.5 is not a whole number',
		],
		[
			'a flag that is not a boolean',
			{ sku: 'X', is_published: 'yes' },
			'Invalid "Product (JSON) › is_published": must be true or false',
		],
	])('one item with %s stops the run before any request', async (_case, bad, message) => {
		const good = listed()
			.slice(0, 60)
			.map((p) => ({ id: p.id, price: 5 }));
		const items = [...good.slice(0, 55), bad, ...good.slice(55)];
		const error = await failureOf(
			h.run(
				product('bulkUpdate', {
					specifyProduct: 'json',
					productJson: '={{ JSON.stringify($json) }}',
				}),
				{ items },
			),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(error.context?.itemIndex).toBe(55);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('Continue On Fail: a bad item becomes its own error item; a chunk Zid refuses fails only its items', async () => {
		const targets = listed().slice(0, 60);
		const items: IDataObject[] = targets.map((p) => ({ id: p.id, price: 7700 }));
		items[3] = { id: 'not-a-uuid', price: 1 };
		// The second chunk (items 51..60) names a product that does not exist: Zid refuses that whole call.
		items[55] = { id: '00000000-0000-4000-8000-000000000000', price: 1 };
		const out = await h.run(bulkByField(), { items, continueOnFail: true });
		expect(out).toHaveLength(60);
		expect(out.map((o) => o.pairedItem)).toEqual(items.map((_, n) => ({ item: n })));
		expect(out[3].json.error).toBe(
			'Invalid "Product": "not-a-uuid" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		);
		expect(listRequests().map((r) => [(r.body as IDataObject[]).length, r.status])).toEqual([
			[50, 200],
			[9, 400],
		]);
		for (let n = 0; n < 60; n++) {
			if (n === 3) continue;
			if (n <= 50) expect(out[n].json).toMatchObject({ id: targets[n].id, price: 7700 });
			else
				expect(out[n].json).toMatchObject({
					httpCode: '400',
					error: expect.stringMatching(/^400/),
				});
		}
		expect(String(out[55].json.description)).toContain(
			'Invalid pk "00000000-0000-4000-8000-000000000000"',
		);
		expect(stored(targets[52].id)?.price).toBe(targets[52].price);
	});
});
