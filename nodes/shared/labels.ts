/**
 * How list searches and dropdowns read Zid's records into labels and values. Zid's answers vary in
 * ways these readers must absorb (the sandbox's shapes and Zid's SDK fixtures both): ids come as
 * numbers or strings, names as plain text or `{ar, en}` with one language empty or missing, a
 * stock's location as an id or as an object, a custom status's parent named `status` or `name`.
 */
import type { IDataObject, INodeListSearchItems, INodePropertyOptions } from 'n8n-workflow';

function isObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function plain(value: unknown): string {
	if (typeof value === 'string') return value.trim();
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	if (typeof value === 'boolean') return String(value);
	return '';
}

/** A name as one text: plain text as is; `{ar, en}` in English, else Arabic (an empty language is skipped). */
export function textOf(value: unknown): string {
	if (!isObject(value)) return plain(value);
	return plain(value.en) || plain(value.ar) || Object.values(value).map(plain).find(Boolean) || '';
}

/** Both languages of a name, English first ("Red · أحمر", the Arabic isolated), each once; plain text as is. */
export function bothNames(value: unknown): string {
	if (!isObject(value)) return plain(value);
	return join([...new Set([plain(value.en), plain(value.ar)])]);
}

/** The id of a record, or of a reference given as an id or as an object with an id; '' when there is none. */
export function idOf(value: unknown): string {
	if (isObject(value)) return idOf(value.id);
	return typeof value === 'number' || typeof value === 'string' ? plain(value) : '';
}

/** A money amount as Zid sends it ("1745.00000000000000", 99.5) with two decimals; any other text as is. */
function amount(value: unknown): string {
	const text = textOf(value);
	return /^-?\d+(\.\d+)?$/.test(text) ? Number(text).toFixed(2) : text;
}

/** A date-time as "2026-11-23 16:38:39" ("UTC" added when Zid's text says so); any other text as is. */
function dateTime(value: unknown): string {
	const text = textOf(value);
	const parts = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]00:?00)?$/.exec(text);
	return parts ? `${parts[1]} ${parts[2]}${parts[3] ? ' UTC' : ''}` : text;
}

function url(value: unknown): string | undefined {
	return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Letters written right to left: Hebrew, Arabic (with Syriac, Thaana...) and their presentation forms. */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const FSI = '\u2068';
const PDI = '\u2069';
const ISOLATES = /\u2068[^\u2069]*\u2069/g;

/**
 * Text with right-to-left letters wrapped in a first-strong isolate (U+2068 … U+2069), so inside a
 * left-to-right label the Arabic keeps its own order and cannot pull the numbers and separators
 * next to it into its run ("#1001 · نورة · 709.00 SAR" would otherwise show the amount before the
 * name). Text whose Arabic is isolated already, and text without any, stays as it is.
 */
export function isolated(text: string): string {
	return RTL.test(text.replace(ISOLATES, '')) ? `${FSI}${text}${PDI}` : text;
}

/** A label without its isolate marks, for matching what the user typed in a list search. */
export function searchableLabel(label: string): string {
	return label.replace(/[\u2066-\u2069]/g, '');
}

/** The non-empty parts, each right-to-left one isolated when there is more than one part. */
function join(parts: string[], separator = ' · '): string {
	const kept = parts.filter(Boolean);
	return kept.length === 1 ? kept[0] : kept.map(isolated).join(separator);
}

export function orderItem(order: IDataObject): INodeListSearchItems {
	const customer = isObject(order.customer) ? order.customer : {};
	const status = textOf(
		isObject(order.order_status) ? order.order_status.name : order.order_status,
	);
	const total = join([amount(order.order_total), textOf(order.currency_code)], ' ');
	return {
		name: join([`#${textOf(order.code) || idOf(order)}`, textOf(customer.name), total, status]),
		value: idOf(order),
		url: url(order.order_url),
	};
}

export function customerItem(customer: IDataObject): INodeListSearchItems {
	return {
		name: join([textOf(customer.name), textOf(customer.email) || textOf(customer.mobile)]),
		value: idOf(customer),
	};
}

/** Every category of the list with its sub-categories (`sub_categories`, or `children` in the minimal list), depth first. */
export function flattenCategories(records: IDataObject[]): IDataObject[] {
	const flat: IDataObject[] = [];
	const walk = (items: unknown[]) => {
		for (const record of items) {
			if (!isObject(record)) continue;
			flat.push(record);
			const subs = record.sub_categories ?? record.children;
			if (Array.isArray(subs)) walk(subs);
		}
	};
	walk(records);
	return flat;
}

export function categoryItem(category: IDataObject): INodeListSearchItems {
	const arabic = isObject(category.names)
		? textOf(category.names.ar)
		: isObject(category.name)
			? textOf(category.name.ar)
			: '';
	const name = textOf(category.name);
	return {
		name: join([name, arabic === name ? '' : arabic], ' / '),
		value: idOf(category),
		url: url(category.url),
	};
}

export function storeLocationItem(location: IDataObject): INodeListSearchItems {
	const city = isObject(location.city) ? location.city : {};
	const name = join([bothNames(location.name), textOf(city.name)]);
	return {
		name: location.is_enabled === false ? `${isolated(name)} (disabled)` : name,
		value: idOf(location),
	};
}

export function inventoryAddressItem(address: IDataObject): INodeListSearchItems {
	const city = isObject(address.city) ? address.city : {};
	return {
		name: join([textOf(address.name), textOf(city.name), textOf(address.short_address)]),
		value: idOf(address),
	};
}

export function abandonedCartItem(cart: IDataObject): INodeListSearchItems {
	return {
		name: join([
			textOf(cart.customer_name) || 'Guest',
			textOf(cart.cart_total_string) || amount(cart.cart_total),
			textOf(cart.phase),
			dateTime(cart.created_at),
		]),
		value: idOf(cart),
	};
}

/** A product with its SKU and price (the products list); `withPrice: false` for the catalogue pickers. */
export function productItem(product: IDataObject, withPrice = true): INodeListSearchItems {
	const price = withPrice ? join([amount(product.price), textOf(product.currency)], ' ') : '';
	return {
		name: join([
			withPrice ? textOf(product.name) : bothNames(product.name),
			textOf(product.sku),
			price,
		]),
		value: idOf(product),
		url: url(product.html_url),
	};
}

export function couponItem(coupon: IDataObject): INodeListSearchItems {
	return {
		name: join([
			textOf(coupon.code),
			textOf(coupon.name),
			textOf(coupon.status_code).replace(/^coupon_/, ''),
		]),
		value: idOf(coupon),
	};
}

const inactive = (rule: IDataObject) => (rule.is_active === false ? ' (inactive)' : '');

export function cashbackRuleItem(rule: IDataObject): INodeListSearchItems {
	const name = `${textOf(rule.points_rewarded)} points per ${textOf(rule.amount_to_spend)} spent · ${isolated(textOf(rule.external_id) || idOf(rule))}`;
	return { name: `${name}${inactive(rule)}`, value: idOf(rule) };
}

export function redemptionRuleItem(rule: IDataObject): INodeListSearchItems {
	const reward = isObject(rule.reward) ? rule.reward : {};
	const off =
		rule.rule_type === 'percentage_discount_settings'
			? `${textOf(reward.discount_value)}%`
			: join([textOf(reward.discount_value), textOf(reward.currency)], ' ');
	return {
		name: `${textOf(rule.points_to_redeem)} points for ${off} off${inactive(rule)}`,
		value: idOf(rule),
	};
}

export function attributeItem(attribute: IDataObject): INodeListSearchItems {
	return {
		name: `${isolated(bothNames(attribute.name))} (${textOf(attribute.slug)})`,
		value: idOf(attribute),
	};
}

export function presetItem(preset: IDataObject): INodeListSearchItems {
	return { name: bothNames(preset.value), value: idOf(preset) };
}

export function voucherItem(voucher: IDataObject): INodeListSearchItems {
	return {
		name: join([textOf(voucher.key), textOf(voucher.status), textOf(voucher.serial_number)]),
		value: idOf(voucher),
	};
}

export function productImageItem(image: IDataObject): INodeListSearchItems {
	const sizes = isObject(image.image) ? image.image : {};
	return {
		name: join([`#${textOf(image.display_order)}`, textOf(image.alt_text) || 'No alt text']),
		value: idOf(image),
		url: url(sizes.full_size),
	};
}

/** A product's stock at one location: the location's names (or its ID), then the quantity. */
export function stockItem(stock: IDataObject): INodeListSearchItems {
	const location = isObject(stock.location) ? stock.location : {};
	const where = bothNames(location.name) || idOf(stock.location) || 'Unknown location';
	const quantity =
		stock.is_infinite === true
			? 'infinite stock'
			: `${textOf(stock.available_quantity) || '0'} in stock`;
	return { name: join([where, quantity]), value: idOf(stock) };
}

/**
 * The webhook subscriptions grouped by their original ID (docs/zid-api.md §7.1): one item per
 * original ID with its events and subscribers, in the order Zid lists them.
 */
export function originalIdItems(subscriptions: IDataObject[]): INodeListSearchItems[] {
	const groups = new Map<string, { events: Set<string>; subscribers: Set<string> }>();
	for (const subscription of subscriptions) {
		const id = idOf(subscription.original_id);
		if (!id) continue;
		const group = groups.get(id) ?? { events: new Set<string>(), subscribers: new Set<string>() };
		group.events.add(textOf(subscription.event));
		group.subscribers.add(textOf(subscription.subscriber));
		groups.set(id, group);
	}
	return [...groups].map(([id, { events, subscribers }]) => ({
		name: join([id, [...events].filter(Boolean).join(', '), join([...subscribers], ', ')]),
		value: id,
	}));
}

/** The tags found on records (`tags`: IDs, or records with an ID and a name), once each, sorted by name. */
export function tagOptions(records: IDataObject[]): INodePropertyOptions[] {
	const tags = new Map<string, string>();
	for (const record of records) {
		for (const tag of Array.isArray(record.tags) ? record.tags : []) {
			const value = idOf(tag);
			if (value && !tags.has(value))
				tags.set(value, (isObject(tag) && (bothNames(tag.name) || textOf(tag.title))) || value);
		}
	}
	return [...tags]
		.map(([value, name]) => ({ name, value }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/** A line of an order (View Order's `products[]`): its product name, SKU and quantity; the value is the line's `order_product_id`. */
export function orderLineOption(line: IDataObject): INodePropertyOptions {
	const quantity = textOf(line.quantity);
	return {
		name: join([textOf(line.name), textOf(line.sku), quantity && `× ${quantity}`]),
		value: optionValue(line.order_product_id),
	};
}

/** A number id stays a number (n8n keeps the option's type); any other id is its text. */
function optionValue(value: unknown): string | number {
	return typeof value === 'number' ? value : idOf(value);
}

/** The sub-statuses of one parent (List Custom Order Statuses) as options named "Preparing › Packed". */
function subStatusOptions(parent: IDataObject, parentName: string): INodePropertyOptions[] {
	const options: INodePropertyOptions[] = [];
	for (const sub of Array.isArray(parent.sub_statuses) ? parent.sub_statuses : []) {
		if (!isObject(sub)) continue;
		const value = textOf(sub.code) || idOf(sub) || textOf(sub.name);
		if (!value) continue;
		options.push({
			name: `${isolated(parentName)} › ${isolated(textOf(sub.name) || value)}`,
			value,
			description: `A custom status of the store, under ${parentName}`,
		});
	}
	return options;
}

/**
 * Zid's statuses, each followed by the store's custom sub-statuses under it, named with their
 * parent ("Preparing › Packed"); a parent is named as in `standard` when its code is one of them,
 * else by Zid's name for it (`name`, or `status` in the SDK's shape). Sub-statuses of a parent
 * `standard` lacks come last.
 */
export function orderStatusOptions(
	standard: INodePropertyOptions[],
	parents: IDataObject[],
): INodePropertyOptions[] {
	const under = new Map<string, INodePropertyOptions[]>();
	const others: INodePropertyOptions[] = [];
	for (const parent of parents) {
		const zidName = textOf(parent.name) || textOf(parent.status) || textOf(parent.code);
		const code = textOf(parent.code).toLowerCase();
		const known = standard.find(
			(s) => String(s.value) === code || s.name.toLowerCase() === zidName.toLowerCase(),
		);
		const subs = subStatusOptions(parent, known ? known.name : zidName);
		if (known) under.set(String(known.value), [...(under.get(String(known.value)) ?? []), ...subs]);
		else others.push(...subs);
	}
	return [
		...standard.flatMap((status) => [status, ...(under.get(String(status.value)) ?? [])]),
		...others,
	];
}

export function paymentMethodOption(method: IDataObject): INodePropertyOptions {
	const name = textOf(method.name);
	return {
		name: method.enabled === false ? `${isolated(name)} (disabled)` : name,
		value: optionValue(method.id),
		description: textOf(method.code),
	};
}

export function countryOption(country: IDataObject): INodePropertyOptions {
	return {
		name: `${isolated(textOf(country.name))} (${textOf(country.code) || textOf(country.country_code)})`,
		value: optionValue(country.id),
	};
}

export function countryCodeOption(country: IDataObject): INodePropertyOptions {
	const code = textOf(country.code) || textOf(country.country_code);
	return { name: `${isolated(textOf(country.name))} (${code})`, value: code };
}

export function deliveryOptionOption(option: IDataObject): INodePropertyOptions {
	return {
		name:
			option.shipping_method_status === 'inactive'
				? `${isolated(textOf(option.name))} (inactive)`
				: textOf(option.name),
		value: optionValue(option.id),
		description: textOf(option.system_option_code) || 'Custom option',
	};
}

export function reverseReasonOption(reason: IDataObject): INodePropertyOptions {
	return { name: textOf(reason.name), value: textOf(reason.name) };
}
