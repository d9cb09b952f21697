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

/** Both languages of a name, English first ("Red · أحمر"), each once; plain text as is. */
export function bothNames(value: unknown): string {
	if (!isObject(value)) return plain(value);
	const names = [plain(value.en), plain(value.ar)].filter(Boolean);
	return [...new Set(names)].join(' · ');
}

/** The id of a record, or of a reference given as an id or as an object with an id; '' when there is none. */
export function idOf(value: unknown): string {
	if (isObject(value)) return idOf(value.id);
	return typeof value === 'number' || typeof value === 'string' ? plain(value) : '';
}

function url(value: unknown): string | undefined {
	return typeof value === 'string' && value !== '' ? value : undefined;
}

const join = (parts: string[], separator = ' · ') => parts.filter(Boolean).join(separator);

export function orderItem(order: IDataObject): INodeListSearchItems {
	const customer = isObject(order.customer) ? order.customer : {};
	const status = textOf(isObject(order.order_status) ? order.order_status.name : order.order_status);
	return {
		name: `#${textOf(order.code) || idOf(order)} · ${textOf(customer.name)} · ${join([textOf(order.order_total), textOf(order.currency_code)], ' ')} · ${status}`,
		value: idOf(order),
		url: url(order.order_url),
	};
}

export function customerItem(customer: IDataObject): INodeListSearchItems {
	return { name: join([textOf(customer.name), textOf(customer.email) || textOf(customer.mobile)]), value: idOf(customer) };
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
	const arabic = isObject(category.names) ? textOf(category.names.ar) : isObject(category.name) ? textOf(category.name.ar) : '';
	const name = textOf(category.name);
	return { name: join([name, arabic === name ? '' : arabic], ' / '), value: idOf(category), url: url(category.url) };
}

export function storeLocationItem(location: IDataObject): INodeListSearchItems {
	const city = isObject(location.city) ? location.city : {};
	const name = join([bothNames(location.name), textOf(city.name)]);
	return { name: location.is_enabled === false ? `${name} (disabled)` : name, value: idOf(location) };
}

export function inventoryAddressItem(address: IDataObject): INodeListSearchItems {
	const city = isObject(address.city) ? address.city : {};
	return { name: join([textOf(address.name), textOf(city.name), textOf(address.short_address)]), value: idOf(address) };
}

export function abandonedCartItem(cart: IDataObject): INodeListSearchItems {
	return {
		name: join([textOf(cart.customer_name) || 'Guest', textOf(cart.cart_total_string) || textOf(cart.cart_total), textOf(cart.phase), textOf(cart.created_at)]),
		value: idOf(cart),
	};
}

/** A product with its SKU and price (the products list); `withPrice: false` for the catalogue pickers. */
export function productItem(product: IDataObject, withPrice = true): INodeListSearchItems {
	const price = withPrice ? join([textOf(product.price), textOf(product.currency)], ' ') : '';
	return { name: join([withPrice ? textOf(product.name) : bothNames(product.name), textOf(product.sku), price]), value: idOf(product), url: url(product.html_url) };
}

export function couponItem(coupon: IDataObject): INodeListSearchItems {
	return { name: join([textOf(coupon.code), textOf(coupon.name), textOf(coupon.status_code).replace(/^coupon_/, '')]), value: idOf(coupon) };
}

const inactive = (rule: IDataObject) => (rule.is_active === false ? ' (inactive)' : '');

export function cashbackRuleItem(rule: IDataObject): INodeListSearchItems {
	const name = `${textOf(rule.points_rewarded)} points per ${textOf(rule.amount_to_spend)} spent · ${textOf(rule.external_id) || idOf(rule)}`;
	return { name: `${name}${inactive(rule)}`, value: idOf(rule) };
}

export function redemptionRuleItem(rule: IDataObject): INodeListSearchItems {
	const reward = isObject(rule.reward) ? rule.reward : {};
	const off = rule.rule_type === 'percentage_discount_settings' ? `${textOf(reward.discount_value)}%` : join([textOf(reward.discount_value), textOf(reward.currency)], ' ');
	return { name: `${textOf(rule.points_to_redeem)} points for ${off} off${inactive(rule)}`, value: idOf(rule) };
}

export function attributeItem(attribute: IDataObject): INodeListSearchItems {
	return { name: `${bothNames(attribute.name)} (${textOf(attribute.slug)})`, value: idOf(attribute) };
}

export function presetItem(preset: IDataObject): INodeListSearchItems {
	return { name: bothNames(preset.value), value: idOf(preset) };
}

export function voucherItem(voucher: IDataObject): INodeListSearchItems {
	return { name: join([textOf(voucher.key), textOf(voucher.status), textOf(voucher.serial_number)]), value: idOf(voucher) };
}

export function productImageItem(image: IDataObject): INodeListSearchItems {
	const sizes = isObject(image.image) ? image.image : {};
	return { name: [`#${textOf(image.display_order)}`, textOf(image.alt_text) || 'No alt text'].join(' · '), value: idOf(image), url: url(sizes.full_size) };
}

/** A number id stays a number (n8n keeps the option's type); any other id is its text. */
function optionValue(value: unknown): string | number {
	return typeof value === 'number' ? value : idOf(value);
}

/** The custom sub-statuses under each parent status (List Custom Order Statuses), as options. */
export function customStatusOptions(parents: IDataObject[]): INodePropertyOptions[] {
	const options: INodePropertyOptions[] = [];
	for (const parent of parents) {
		const parentName = textOf(parent.name) || textOf(parent.status) || textOf(parent.code);
		for (const sub of Array.isArray(parent.sub_statuses) ? parent.sub_statuses : []) {
			if (!isObject(sub)) continue;
			const value = textOf(sub.code) || idOf(sub) || textOf(sub.name);
			if (!value) continue;
			options.push({ name: `${parentName} › ${textOf(sub.name)} (custom)`, value });
		}
	}
	return options;
}

export function paymentMethodOption(method: IDataObject): INodePropertyOptions {
	return { name: `${textOf(method.name)}${method.enabled === false ? ' (disabled)' : ''}`, value: optionValue(method.id), description: textOf(method.code) };
}

export function countryOption(country: IDataObject): INodePropertyOptions {
	return { name: `${textOf(country.name)} (${textOf(country.code) || textOf(country.country_code)})`, value: optionValue(country.id) };
}

export function countryCodeOption(country: IDataObject): INodePropertyOptions {
	const code = textOf(country.code) || textOf(country.country_code);
	return { name: `${textOf(country.name)} (${code})`, value: code };
}

export function deliveryOptionOption(option: IDataObject): INodePropertyOptions {
	return {
		name: `${textOf(option.name)}${option.shipping_method_status === 'inactive' ? ' (inactive)' : ''}`,
		value: optionValue(option.id),
		description: textOf(option.system_option_code) || 'Custom option',
	};
}

export function reverseReasonOption(reason: IDataObject): INodePropertyOptions {
	return { name: textOf(reason.name), value: textOf(reason.name) };
}
