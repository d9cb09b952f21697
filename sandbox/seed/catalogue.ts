/** Categories, products, store locations (with stock) and inventory addresses of a flower & gift shop. */
import { isoAt } from '../core/dates';
import type { Rng } from '../core/random';
import type {
	BadgeRecord,
	CategoryRecord,
	InventoryAddressRecord,
	LocalizedText,
	LocationRecord,
	ProductRecord,
	ProductSettingsRecord,
	StockRecord,
} from '../db';

const DAY = 86_400_000;
type Pair = readonly [ar: string, en: string];

interface CategorySpec {
	name: Pair;
	slug: string;
	/** Product kinds (leaf categories only) and the words that vary them. */
	items?: Pair[];
	variants?: Pair[];
	children?: CategorySpec[];
}

const COLOURS: Pair[] = [
	['أحمر', 'Red'],
	['أبيض', 'White'],
	['وردي', 'Pink'],
	['أصفر', 'Yellow'],
	['بنفسجي', 'Purple'],
	['مشكل', 'Mixed'],
];
const SIZES: Pair[] = [
	['صغير', 'Small'],
	['وسط', 'Medium'],
	['كبير', 'Large'],
];

const CATEGORY_TREE: CategorySpec[] = [
	{
		name: ['الورود', 'Flowers'],
		slug: 'flowers',
		children: [
			{
				name: ['باقات الورد', 'Bouquets'],
				slug: 'bouquets',
				items: [
					['باقة ورد', 'Flower Bouquet'],
					['باقة فاخرة', 'Luxury Bouquet'],
				],
				variants: COLOURS,
			},
			{
				name: ['الورد الجوري', 'Roses'],
				slug: 'roses',
				items: [
					['صندوق ورد جوري', 'Rose Box'],
					['ورد جوري مفرد', 'Single Rose'],
					['قلب ورد جوري', 'Rose Heart'],
				],
				variants: COLOURS,
			},
			{
				name: ['التوليب', 'Tulips'],
				slug: 'tulips',
				items: [
					['باقة توليب', 'Tulip Bouquet'],
					['سلة توليب', 'Tulip Basket'],
				],
				variants: COLOURS,
			},
			{
				name: ['الأوركيد', 'Orchids'],
				slug: 'orchids',
				items: [
					['أوركيد في أصيص', 'Potted Orchid'],
					['أوركيد مزدوج', 'Double Orchid'],
				],
				variants: COLOURS,
			},
		],
	},
	{
		name: ['النباتات', 'Plants'],
		slug: 'plants',
		children: [
			{
				name: ['نباتات داخلية', 'Indoor Plants'],
				slug: 'indoor-plants',
				items: [
					['نبتة المونستيرا', 'Monstera Plant'],
					['نبتة الزاميا', 'Zamioculcas Plant'],
					['نخلة الأريكا', 'Areca Palm'],
				],
				variants: SIZES,
			},
			{
				name: ['النباتات العصارية', 'Succulents'],
				slug: 'succulents',
				items: [
					['صبار', 'Cactus'],
					['تنسيق عصاريات', 'Succulent Arrangement'],
				],
				variants: SIZES,
			},
		],
	},
	{
		name: ['الهدايا', 'Gifts'],
		slug: 'gifts',
		children: [
			{
				name: ['الشوكولاتة', 'Chocolates'],
				slug: 'chocolates',
				items: [
					['علبة شوكولاتة', 'Chocolate Box'],
					['شوكولاتة بلجيكية', 'Belgian Chocolates'],
				],
				variants: [
					['بالبندق', 'Hazelnut'],
					['داكنة', 'Dark'],
					['بالحليب', 'Milk'],
					['مشكلة', 'Assorted'],
				],
			},
			{
				name: ['العطور', 'Perfumes'],
				slug: 'perfumes',
				items: [
					['عطر', 'Perfume'],
					['دهن عود', 'Oud Oil'],
				],
				variants: [
					['بالورد الطائفي', 'Taif Rose'],
					['بالعود', 'Oud'],
					['بالمسك', 'Musk'],
					['بالعنبر', 'Amber'],
				],
			},
			{
				name: ['صناديق الهدايا', 'Gift Boxes'],
				slug: 'gift-boxes',
				items: [
					['صندوق هدايا', 'Gift Box'],
					['سلة هدايا', 'Gift Basket'],
				],
				variants: SIZES,
			},
		],
	},
	{
		name: ['المناسبات', 'Occasions'],
		slug: 'occasions',
		children: [
			{
				name: ['الأعراس', 'Weddings'],
				slug: 'weddings',
				items: [
					['مسكة عروس', 'Bridal Bouquet'],
					['تنسيق طاولة', 'Table Centrepiece'],
				],
				variants: COLOURS,
			},
			{
				name: ['التخرج', 'Graduation'],
				slug: 'graduation',
				items: [
					['باقة تخرج', 'Graduation Bouquet'],
					['دب التخرج مع ورد', 'Graduation Bear with Roses'],
				],
				variants: COLOURS,
			},
			{
				name: ['المواليد', 'New Baby'],
				slug: 'new-baby',
				items: [
					['تنسيق مواليد', 'New Baby Arrangement'],
					['سلة ترحيب بالمولود', 'Baby Welcome Basket'],
				],
				variants: [
					['للأولاد', 'Boy'],
					['للبنات', 'Girl'],
				],
			},
		],
	},
	{
		name: ['المزهريات والإكسسوارات', 'Vases & Accessories'],
		slug: 'vases-accessories',
		items: [
			['مزهرية زجاجية', 'Glass Vase'],
			['مزهرية سيراميك', 'Ceramic Vase'],
			['بطاقة إهداء', 'Greeting Card'],
		],
		variants: SIZES,
	},
];

export interface Leaf {
	id: number;
	items: Pair[];
	variants: Pair[];
}

function text(pair: Pair): LocalizedText {
	return { ar: pair[0], en: pair[1] };
}

export function seedCategories(
	rng: Rng,
	anchor: number,
): { categories: CategoryRecord[]; leaves: Leaf[] } {
	const categories: CategoryRecord[] = [];
	const leaves: Leaf[] = [];
	let nextId = 1_400_001;
	const add = (spec: CategorySpec, parentId: number | null): void => {
		const id = nextId++;
		const created = isoAt(anchor - rng.int(300, 800) * DAY);
		categories.push({
			id,
			uuid: rng.uuid(),
			name: text(spec.name),
			description: {
				ar: `تشكيلة ${spec.name[0]} من متجر الورد`,
				en: `${spec.name[1]} from Al Ward Store`,
			},
			slug: spec.slug,
			parent_id: parentId,
			is_published: spec.slug !== 'new-baby',
			image: `https://media.zid.store/sandbox/categories/${spec.slug}.jpg`,
			cover_image: null,
			seo_title: text(spec.name),
			seo_description: { ar: `تسوق ${spec.name[0]} أونلاين`, en: `Shop ${spec.name[1]} online` },
			display_order: categories.length + 1,
			created_at: created,
			updated_at: created,
		});
		if (spec.items && spec.variants)
			leaves.push({ id, items: spec.items, variants: spec.variants });
		for (const child of spec.children ?? []) add(child, id);
	};
	for (const spec of CATEGORY_TREE) add(spec, null);
	return { categories, leaves };
}

function productName(rng: Rng, leaf: Leaf, used: Set<string>): LocalizedText {
	for (let attempt = 0; attempt < 20; attempt++) {
		const item = rng.pick(leaf.items);
		const variant = rng.pick(leaf.variants);
		const size = rng.pick(SIZES);
		const name =
			leaf.variants === SIZES
				? { ar: `${item[0]} ${variant[0]}`, en: `${variant[1]} ${item[1]}` }
				: {
						ar: `${item[0]} ${variant[0]} - ${size[0]}`,
						en: `${variant[1]} ${item[1]} - ${size[1]}`,
					};
		if (!used.has(name.en)) {
			used.add(name.en);
			return name;
		}
	}
	const n = used.size + 1;
	const fallback = { ar: `${leaf.items[0][0]} رقم ${n}`, en: `${leaf.items[0][1]} No. ${n}` };
	used.add(fallback.en);
	return fallback;
}

function slugify(text: string): string {
	return text
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '');
}

export function seedProducts(
	rng: Rng,
	leaves: Leaf[],
	count: number,
	anchor: number,
): ProductRecord[] {
	const used = new Set<string>();
	const products: ProductRecord[] = [];
	for (let i = 0; i < count; i++)
		products.push(productAt(rng, i, leaves[i % leaves.length], leaves, used, anchor));
	return products;
}

/**
 * The store's `i`-th product (sku WRD-000i+1), listed in `leaf`, created 20 to 600 days before
 * `anchor`; `used` holds the English names taken so far. Quantity is set by the stock rows.
 */
export function productAt(
	rng: Rng,
	i: number,
	leaf: Leaf,
	leaves: Leaf[],
	used: Set<string>,
	anchor: number,
): ProductRecord {
	const name = productName(rng, leaf, used);
	const price = rng.int(5, 90) * 10 - 1;
	const created = anchor - rng.int(20, 600) * DAY;
	const id = rng.uuid();
	const slug = `${slugify(name.en)}-${i + 1}`;
	return {
		id,
		sku: `WRD-${String(i + 1).padStart(5, '0')}`,
		barcode: rng.chance(0.6) ? `628${rng.digits(10)}` : null,
		name,
		slug,
		description: {
			ar: `<p>${name.ar} منسق بعناية من متجر الورد.</p>`,
			en: `<p>${name.en}, arranged with care by Al Ward Store.</p>`,
		},
		short_description: { ar: name.ar, en: name.en },
		price,
		sale_price: rng.chance(0.25) ? Math.round(price * 0.8) - 1 : null,
		cost: Math.round(price * 0.45),
		quantity: 0,
		is_infinite: rng.chance(0.15),
		is_published: rng.chance(0.92),
		is_draft: false,
		product_class: null,
		structure: 'standalone',
		parent_id: null,
		category_ids:
			rng.chance(0.2) && leaves.length > 1
				? [leaf.id, rng.pick(leaves).id].filter((v, k, a) => a.indexOf(v) === k)
				: [leaf.id],
		requires_shipping: true,
		is_taxable: true,
		weight: { value: rng.int(2, 30) / 10, unit: 'kg' },
		keywords: [name.en.split(' ')[0].toLowerCase(), 'gift'],
		images: [`https://media.zid.store/sandbox/products/${id}.jpg`],
		display_order: i + 1,
		rating: { average: rng.int(30, 50) / 10, total_count: rng.int(0, 120) },
		created_at: isoAt(created),
		updated_at: isoAt(created + rng.int(0, 15) * DAY),
	};
}

export function seedLocations(rng: Rng, anchor: number): LocationRecord[] {
	const at = isoAt(anchor - 500 * DAY);
	const base = { type: 'physical' as const, is_private: false, created_at: at, updated_at: at };
	return [
		{
			...base,
			id: rng.uuid(),
			name: { ar: 'المستودع الرئيسي - الرياض', en: 'Riyadh Main Warehouse' },
			city_id: 1,
			coordinates: { latitude: 24.7136, longitude: 46.6753 },
			full_address: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
			short_address: 'RRRD2929',
			district: 'Al Olaya',
			street: 'King Fahd Road',
			fulfillment_priority: 1,
			is_default: true,
			is_enabled: true,
			channels: ['catalog', 'pos'],
		},
		{
			...base,
			id: rng.uuid(),
			name: { ar: 'فرع جدة', en: 'Jeddah Branch' },
			city_id: 3,
			coordinates: { latitude: 21.5433, longitude: 39.1728 },
			full_address: 'Tahlia Street, Al Andalus, Jeddah 23326, Saudi Arabia',
			short_address: 'JAAN4412',
			district: 'Al Andalus',
			street: 'Tahlia Street',
			fulfillment_priority: 2,
			is_default: false,
			is_enabled: true,
			channels: ['catalog'],
		},
		{
			...base,
			id: rng.uuid(),
			name: { ar: 'فرع الدمام', en: 'Dammam Branch' },
			city_id: 6,
			coordinates: { latitude: 26.4207, longitude: 50.0888 },
			full_address: 'Prince Mohammed Bin Fahd Road, Al Faisaliyah, Dammam 32272, Saudi Arabia',
			short_address: 'DAFA7731',
			district: 'Al Faisaliyah',
			street: 'Prince Mohammed Bin Fahd Road',
			fulfillment_priority: 3,
			is_default: false,
			is_private: true,
			is_enabled: true,
			channels: ['pos'],
		},
	];
}

/** One stock row per product and location; product.quantity becomes the sum of finite stock. */
export function seedStocks(
	rng: Rng,
	products: ProductRecord[],
	locations: LocationRecord[],
): StockRecord[] {
	const stocks: StockRecord[] = [];
	for (const product of products) {
		let total = 0;
		for (const location of locations) {
			const quantity = product.is_infinite ? null : rng.int(0, 40);
			total += quantity ?? 0;
			stocks.push({
				id: rng.uuid(),
				product_id: product.id,
				location_id: location.id,
				available_quantity: quantity,
				is_infinite: product.is_infinite,
				updated_at: product.updated_at,
			});
		}
		product.quantity = product.is_infinite ? null : total;
	}
	return stocks;
}

/** The pickup/ship-from addresses of the two enabled public locations (single-inventory view). */
export function seedInventoryAddresses(
	rng: Rng,
	locations: LocationRecord[],
): InventoryAddressRecord[] {
	return locations
		.filter((l) => !l.is_private)
		.map((l, index) => ({
			id: rng.hex(32),
			name: l.name.ar,
			city_id: l.city_id,
			full_address: l.full_address,
			street: l.street,
			district: l.district,
			short_address: l.short_address,
			postal_code: /\b(\d{5})\b/.exec(l.full_address)?.[1] ?? null,
			coordinates: { lat: l.coordinates.latitude, lon: l.coordinates.longitude },
			cop_enabled: index === 0,
			is_pickup_option: true,
			is_zidship_default: l.is_default,
		}));
}

/** The store's product settings (GET /products/settings/). */
export function seedProductSettings(): ProductSettingsRecord {
	return {
		extended_search_support: true,
		related_products_status: true,
		related_products_count: 8,
		sold_products_count_status: false,
		min_sold_products_count: 5,
		default_products_ordering: 'manual',
		has_products_filtration: true,
		is_wishlist_enabled: true,
	};
}

/**
 * Zid's predefined badges (GET /badges/): the same in every store. As in zidsa/sdk-python's fixture,
 * a template (`is_example`) carries a placeholder and an icon; plain texts carry neither.
 */
export function seedBadges(): BadgeRecord[] {
	const badge = (
		ar: string,
		en: string,
		icon: string | null = null,
		isExample = false,
	): BadgeRecord => ({
		body: { ar, en },
		icon: icon === null ? null : { code: icon },
		is_example: isExample,
	});
	return [
		badge('خصم {discount_percent}', '{discount_percent} Off', 'discount_percent', true),
		badge('جديد', 'New', 'new'),
		badge('الأكثر مبيعاً', 'Best Seller', 'best_seller'),
		badge('يباع سريعاً', 'Selling Fast', 'selling_fast'),
		badge('كمية محدودة', 'Limited Quantity'),
		badge('شحن مجاني', 'Free Shipping'),
	];
}
