/**
 * Payloads shaped the way Zid's official Python SDK (zidsa/sdk-python, `zid-client` 0.1.2) reads
 * them, with this package's own store data (Arabic names, SAR): the member names, which members
 * are required and their JSON types follow the SDK's models and test fixtures; the values do not.
 * Where docs/zid-api.md and the SDK disagree the schema follows docs/zid-api.md (sandbox/CONTRACT.md
 * lists those places). Used by test/sandbox/sdkShapes.test.ts (the sandbox answers these shapes)
 * and test/unit/sdkReaders.test.ts (the node reads them).
 */

/**
 * A tiny schema language for JSON: `'str'`, `'int'` (a whole number), `'num'`, `'bool'`, `'null'`,
 * `'loc'` (`{ar?, en?}` texts), `'obj'`, `'arr'`, `'any'`, joined with `|`; `[spec]` a list of
 * `spec`; `{ key: spec }` an object whose keys must all be there (`key?` may be left out);
 * `oneOf(...)` any of several specs.
 */
export type Spec = string | [Spec] | { $oneOf: Spec[] } | { [key: string]: Spec };

export const oneOf = (...specs: Spec[]): Spec => ({ $oneOf: specs });

function kindOf(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'arr';
	if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'num';
	if (typeof value === 'string') return 'str';
	if (typeof value === 'boolean') return 'bool';
	return 'obj';
}

function scalarOk(spec: string, value: unknown): boolean {
	const kind = kindOf(value);
	return spec.split('|').some((t) => {
		if (t === 'any') return true;
		if (t === 'num') return kind === 'num' || kind === 'int';
		if (t === 'loc') {
			if (kind !== 'obj') return false;
			const text = value as Record<string, unknown>;
			return Object.keys(text).every(
				(k) => (k === 'ar' || k === 'en') && (typeof text[k] === 'string' || text[k] === null),
			);
		}
		return t === kind;
	});
}

/** What is wrong with `value` under `spec` (empty when nothing is), each as `path: problem`. */
export function shapeErrors(spec: Spec, value: unknown, path = '$'): string[] {
	if (typeof spec === 'string')
		return scalarOk(spec, value)
			? []
			: [`${path}: expected ${spec}, got ${JSON.stringify(value)?.slice(0, 80)}`];
	if (Array.isArray(spec)) {
		if (!Array.isArray(value))
			return [`${path}: expected a list, got ${JSON.stringify(value)?.slice(0, 80)}`];
		return value.flatMap((item, i) => shapeErrors(spec[0], item, `${path}[${i}]`));
	}
	if ('$oneOf' in spec && Array.isArray(spec.$oneOf)) {
		const tries = (spec.$oneOf as Spec[]).map((s) => shapeErrors(s, value, path));
		return tries.some((e) => e.length === 0)
			? []
			: tries.reduce((a, b) => (a.length <= b.length ? a : b));
	}
	if (kindOf(value) !== 'obj')
		return [`${path}: expected an object, got ${JSON.stringify(value)?.slice(0, 80)}`];
	const record = value as Record<string, unknown>;
	return Object.entries(spec as Record<string, Spec>).flatMap(([rawKey, inner]) => {
		const optional = rawKey.endsWith('?');
		const key = optional ? rawKey.slice(0, -1) : rawKey;
		if (!(key in record)) return optional ? [] : [`${path}.${key}: missing`];
		return shapeErrors(inner, record[key], `${path}.${key}`);
	});
}

/** Every key of `expected` (and of its nested objects, and of the first element of its lists) that `actual` lacks. */
export function missingKeys(expected: unknown, actual: unknown, path = '$'): string[] {
	if (Array.isArray(expected)) {
		return Array.isArray(actual) && expected.length > 0 && actual.length > 0
			? missingKeys(expected[0], actual[0], `${path}[0]`)
			: [];
	}
	if (kindOf(expected) !== 'obj' || kindOf(actual) !== 'obj') return [];
	const a = actual as Record<string, unknown>;
	return Object.entries(expected as Record<string, unknown>).flatMap(([key, value]) =>
		key in a ? missingKeys(value, a[key], `${path}.${key}`) : [`${path}.${key}`],
	);
}

// ---- schemas (from the SDK's models; required members have no `?`) ----------------------------

const stockLocation: Spec = {
	id: 'str',
	'name?': 'loc|str|null',
	type: 'str',
	full_address: 'str',
};
const productStock: Spec = {
	id: 'str',
	location: stockLocation,
	'available_quantity?': 'int|null',
	is_infinite: 'bool',
};
const productCategory: Spec = {
	id: 'str',
	'name?': 'loc|null',
	slug: 'str',
	'description?': 'loc|null',
	'cover_image?': 'str|null',
	'image?': 'str|null',
	'display_order?': 'int|null',
	'meta?': oneOf({ 'childs?': ['int'], 'parents?': ['int'] }, 'null'),
};
const productAttribute: Spec = {
	id: 'str',
	slug: 'str',
	name: 'str',
	'value?': 'loc|null',
	type: 'str',
	'type_value?': 'loc|null',
	product_id: 'str',
	'attribute_image_id?': 'str|null',
	'display_order?': 'int|null',
	attribute_id: 'str',
	'attribute_display_order?': 'int|null',
	use_as_filter: 'bool',
};
const ratingBreakdown = oneOf({ percentage: 'num', count: 'int' }, 'null');
const productRating: Spec = {
	average: 'num',
	total_count: 'int',
	'1_ratings?': ratingBreakdown,
	'5_ratings?': ratingBreakdown,
};
const productBadge: Spec = {
	'body?': 'loc|null',
	'icon?': oneOf({ code: 'str' }, 'null'),
	'is_example?': 'bool|null',
};
const productCommon: Record<string, Spec> = {
	id: 'str',
	'sku?': 'str|null',
	'name?': 'loc|null',
	'price?': 'num|null',
	'sale_price?': 'num|null',
	'attributes?': [productAttribute],
	'categories?': [productCategory],
	'images?': ['obj'],
	'quantity?': 'int|null',
	'is_infinite?': 'bool|null',
	'html_url?': 'str|null',
	'weight?': oneOf({ 'value?': 'num|null', unit: 'str' }, 'null'),
	'structure?': 'str|null',
	'rating?': oneOf(productRating, 'null'),
	'store_id?': 'int|null',
	'badge?': oneOf(productBadge, 'null'),
	'stocks?': [productStock],
	'is_published?': 'bool|null',
	'created_at?': 'str|null',
	'updated_at?': 'str|null',
};
const productVariant: Spec = {
	...productCommon,
	'seo?': 'str|null',
	'meta?': oneOf(['str'], 'null'),
};

export const SCHEMAS = {
	product: {
		...productCommon,
		'seo?': oneOf({ 'title?': 'loc|null', 'description?': 'loc|null' }, 'null'),
		'meta?': oneOf(
			{
				'location_id?': 'str|null',
				'childs?': oneOf(['str'], 'null'),
				'parents?': oneOf(['str'], 'null'),
			},
			'null',
		),
		'variants?': oneOf([productVariant], 'null'),
		'options?': oneOf([{ id: 'str', name: 'str', slug: 'str', 'choices?': ['str'] }], 'null'),
	} as Spec,
	productStock,
	assignedCategory: {
		...(productCategory as Record<string, Spec>),
		'name?': 'loc|str|null',
		'description?': 'loc|str|null',
	} as Spec,
	badge: {
		'body?': 'loc|null',
		'icon?': oneOf({ code: 'str' }, 'null'),
		is_example: 'bool',
	} as Spec,
	productNotification: {
		id: 'str',
		product_id: 'str',
		'product_name?': 'loc|null',
		'customer?': oneOf(
			{ 'id?': 'int|null', 'name?': 'str|null', 'email?': 'str|null', 'phone_number?': 'str|null' },
			'null',
		),
		'language?': 'str|null',
		'is_notified?': 'bool|null',
		'image?': oneOf({ 'full_size?': 'str|null', 'thumbnail?': 'str|null' }, 'null'),
		'created_at?': 'str|null',
		'updated_at?': 'str|null',
		'code?': 'str|null',
		'is_purchased?': 'bool|null',
		'purchased_total?': 'num|null',
	} as Spec,
	notificationStats: {
		total_count: 'int',
		notified_count: 'int',
		purchased_count: 'int',
		purchased_total: 'num',
	} as Spec,
	customer: {
		id: 'int',
		name: 'str',
		'email?': 'str|null',
		mobile: 'str',
		verified: 'bool',
		is_active: 'bool',
		is_cod_enabled: 'bool',
		type: 'str',
		'points?': oneOf('int|null', {
			id: 'str',
			external_id: 'str',
			store_id: 'str',
			customer_id: 'int',
			loyalty_provider: 'str',
			points: 'int',
			pending_points: 'int',
			total_positive_points: 'int',
			total_negative_points: 'int',
			pending_negative_points: 'int',
			status: 'int',
			created_at: 'str',
			updated_at: 'str',
			'deleted_at?': 'str|null',
		}),
		order_total_payments: 'str',
		created_at: 'str',
		updated_at: 'str',
		'city?': oneOf(
			{
				id: 'int',
				'national_id?': 'int|null',
				name: 'str',
				priority: 'int',
				country_id: 'int',
				country_name: 'str',
				country_code: 'str',
				ar_name: 'str',
				en_name: 'str',
			},
			'null',
		),
		nickname: 'str',
		pivotMobile: 'str',
		order_counts: 'int',
	} as Spec,
	order: {
		id: 'int',
		invoice_number: 'int',
		'code?': 'str|null',
		'store_id?': 'int|null',
		'order_status?': oneOf({ name: 'str', code: 'str' }, 'null'),
		'customer?': oneOf({ id: 'int', name: 'str' }, 'null'),
		'weight?': 'int|null',
		'products?': oneOf(
			[
				{
					'id?': 'str|null',
					'order_product_id?': 'int|null',
					'quantity?': 'int|null',
					'weight?': oneOf({ 'value?': 'num|null', 'unit?': 'str|null' }, 'num|null'),
				},
			],
			'null',
		),
		'previous_order?': 'int|null',
		'next_order?': 'int|null',
	} as Spec,
	// docs/zid-api.md §7.1 types original_id as an integer; the SDK's model says text (sandbox/CONTRACT.md).
	webhook: {
		id: 'str',
		event: 'str',
		target_url: 'str',
		store_id: 'str',
		'conditions?': 'obj|arr|null',
		original_id: 'int',
		subscriber: 'str',
		active: 'bool',
	} as Spec,
	reverseOrder: {
		'id?': 'str|null',
		'order_id?': 'int|null',
		'reason?': oneOf([oneOf({ 'id?': 'str|null', 'name?': 'str|null' }, 'str')], 'null'),
	} as Spec,
	loyaltyCustomer: {
		'points_balance?': 'int|null',
		'available_poitns?': 'int|null',
		'used_poitns?': 'int|null',
		'history?': oneOf(['obj'], 'null'),
	} as Spec,
};

// ---- fixtures (SDK-shaped, this store's data) -------------------------------------------------

const riyadh = {
	id: '7b3c1f0e-2d4a-4e8b-9c61-5a0f3e2d1b7c',
	name: { ar: 'مستودع الرياض', en: 'Riyadh Warehouse' },
	type: 'PHYSICAL',
	full_address: 'طريق الملك فهد، العليا، الرياض 12214',
};

export const FIXTURES = {
	productStock: {
		id: 'c2a91f4e-6b7d-4e2a-8f13-0d5c9b7a4e21',
		location: riyadh,
		available_quantity: 12,
		is_infinite: false,
	},
	productCategory: {
		id: '1400002',
		name: { ar: 'باقات', en: 'Bouquets' },
		slug: 'bouquets',
		description: { ar: 'باقات ورد طبيعي', en: 'Fresh flower bouquets' },
		cover_image: null,
		image: null,
		display_order: 2,
		meta: { childs: [1400005], parents: [] },
	},
	badge: {
		body: { ar: 'يباع سريعاً', en: 'Selling Fast' },
		icon: { code: 'selling_fast' },
		is_example: false,
	},
	productNotification: {
		id: '5e0b9a7c-3f21-4d8e-a6b4-9c2d1e0f7a53',
		product_id: '0f6e2d9a-8b4c-4a1e-9d37-2c5b8a6e1f04',
		product_name: { ar: 'باقة ورد جوري', en: 'Damask Rose Bouquet' },
		customer: {
			id: 52001,
			name: 'نورة العتيبي',
			email: 'noura@example.sa',
			phone_number: '+966501234567',
		},
		language: 'ar',
		is_notified: true,
		image: {
			full_size: 'https://media.zid.store/rose.jpg',
			thumbnail: 'https://media.zid.store/rose-thumb.jpg',
		},
		created_at: '2026-01-12T09:30:00.000000Z',
		updated_at: '2026-01-14T10:00:00.000000Z',
		code: 'K7M2QX9P',
		is_purchased: true,
		purchased_total: 240,
	},
	notificationStats: {
		total_count: 60,
		notified_count: 31,
		purchased_count: 8,
		purchased_total: 6171.5,
	},
	customerPoints: {
		id: '9a7c2e1f-4b3d-4f6a-8e2c-1d0b9a8c7e65',
		external_id: '52001',
		store_id: '4e1d8b2a-7c3f-4a9e-b5d6-0f2c8e1a9b37',
		customer_id: 52001,
		loyalty_provider: 'zid',
		points: 120,
		pending_points: 30,
		pending_negative_points: 0,
		total_positive_points: 150,
		total_negative_points: 30,
		status: 1,
		created_at: '2025-09-02T13:22:43.000000Z',
		updated_at: '2026-01-05T11:04:55.000000Z',
		deleted_at: null,
	},
	webhook: {
		id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
		event: 'order.create',
		target_url: 'https://n8n.example.sa/webhook/8a1c/webhook?event=order.create',
		store_id: '4e1d8b2a-7c3f-4a9e-b5d6-0f2c8e1a9b37',
		conditions: null,
		original_id: 1204,
		subscriber: 'n8n',
		active: true,
	},
	reverseReason: { id: '3c9e1a7b-2f4d-4b8e-9a61-7d0c5e2f1b84', name: 'المنتج تالف' },
};

/** A variant of a parent product, with the attribute that tells it apart (SDK ProductVariant). */
const variant = {
	id: '6d1f0a9e-3c7b-4e5a-8d2f-1b9c0e7a6f35',
	sku: 'WRD-00052-RED',
	parent_id: '0f6e2d9a-8b4c-4a1e-9d37-2c5b8a6e1f04',
	name: { ar: 'باقة ورد جوري - أحمر' },
	price: 240,
	attributes: [
		{
			id: 'a4c2e0b8-1d3f-4a5c-9e7b-2f0d8c6a4e19',
			slug: 'color',
			name: 'اللون',
			value: { ar: 'أحمر', en: 'Red' },
			type: 'default',
			type_value: { ar: '', en: '' },
			product_id: '6d1f0a9e-3c7b-4e5a-8d2f-1b9c0e7a6f35',
			attribute_image_id: null,
			display_order: 1,
			attribute_id: 'b1c6c5d7-60e6-49fd-b11f-5b3a6a1ad753',
			attribute_display_order: 1,
			use_as_filter: true,
		},
	],
	categories: [],
	quantity: 4,
	is_infinite: false,
	weight: { value: 0.5, unit: 'kg' },
	structure: 'child',
	seo: null,
	meta: null,
	badge: null,
	stocks: [FIXTURES.productStock],
	store_id: 37213,
};

/** A product as List Products and View Product answer it (SDK Product). */
export const PRODUCT_FIXTURE = {
	id: '0f6e2d9a-8b4c-4a1e-9d37-2c5b8a6e1f04',
	sku: 'WRD-00052',
	name: { ar: 'باقة ورد جوري', en: 'Damask Rose Bouquet' },
	price: 240,
	sale_price: null,
	currency: 'SAR',
	attributes: [],
	categories: [FIXTURES.productCategory],
	images: [],
	quantity: 4,
	is_infinite: false,
	html_url: 'https://alward.zid.store/products/damask-rose-bouquet',
	weight: { value: 0.5, unit: 'kg' },
	structure: 'parent',
	seo: {
		title: { ar: 'باقة ورد جوري', en: 'Damask Rose Bouquet' },
		description: { ar: '', en: '' },
	},
	rating: {
		average: 4.5,
		total_count: 2,
		'1_ratings': { percentage: 0, count: 0 },
		'5_ratings': { percentage: 50, count: 1 },
	},
	store_id: 37213,
	badge: { body: { ar: 'جديد', en: 'New' }, icon: { code: 'new' } },
	meta: {},
	variants: [variant],
	options: [
		{ id: 'b1c6c5d7-60e6-49fd-b11f-5b3a6a1ad753', name: 'اللون', slug: 'color', choices: ['أحمر'] },
	],
	stocks: [],
	is_published: true,
	created_at: '2025-12-15T08:42:07.070592Z',
	updated_at: '2025-12-15T11:22:40.786573Z',
};

/** Get Customer's `customer` (SDK Customer, detail view: points as an object); the list shows points as a number. */
export const CUSTOMER_FIXTURE = {
	id: 52001,
	name: 'نورة العتيبي',
	email: 'noura@example.sa',
	mobile: '966501234567',
	gender: 'female',
	birth_date: null,
	verified: true,
	is_active: true,
	is_cod_enabled: true,
	type: 'individual',
	business_name: null,
	tax_number: null,
	commercial_registration: null,
	source: null,
	points: FIXTURES.customerPoints,
	order_total_payments: '1250.00',
	last_order_date: '2026-01-10 18:20:11',
	created_at: '2025-06-01T10:00:00.000000Z',
	updated_at: '2026-01-10T18:20:11.000000Z',
	city: {
		id: 1,
		national_id: 3,
		name: 'الرياض',
		priority: 1,
		country_id: 184,
		country_name: 'السعودية',
		country_code: 'SA',
		ar_name: 'الرياض',
		en_name: 'Riyadh',
	},
	nickname: 'نورة العتيبي',
	pivotEmail: 'noura@example.sa',
	pivotMobile: '966501234567',
	order_counts: 4,
	tags: [],
};

/** View Order's `order` (SDK Order): the weight a whole number, the neighbouring orders by id. */
export const ORDER_FIXTURE = {
	id: 40100006,
	invoice_number: 40100006,
	code: 'aB3dE5fG7h',
	store_id: 37213,
	order_status: { name: 'جديد', code: 'new' },
	customer: { id: 52001, name: 'نورة العتيبي' },
	payment_status: 'pending',
	weight: 1500,
	products: [
		{
			id: '0f6e2d9a-8b4c-4a1e-9d37-2c5b8a6e1f04',
			order_product_id: 880001,
			quantity: 3,
			weight: 0.5,
		},
	],
	previous_order: 40100005,
	next_order: null,
	created_at: '2026-01-30 15:56:02',
	updated_at: '2026-01-30 15:56:06',
};

/** An order_reverse with its reasons as the SDK sends and reads them: `{id, name}`. */
export const REVERSE_ORDER_FIXTURE = {
	id: '8e2c4a6b-1d3f-4e5a-9b7c-0d2e4f6a8c1b',
	order_id: 40100006,
	reason: [FIXTURES.reverseReason],
};

export const LOYALTY_CUSTOMER_FIXTURE = {
	points_balance: 120,
	pending_points_balance: 30,
	pending_negative_points_balance: 0,
	available_poitns: 120,
	used_poitns: 30,
	total_positive_points: 150,
	history: [],
};
