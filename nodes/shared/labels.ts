/**
 * How list searches read Zid's records into items: a label of the record's telling parts (Arabic
 * isolated so it cannot reorder them, labelText.ts), its ID as the value and its page when Zid
 * gives one.
 */
import type { IDataObject, INodeListSearchItems } from 'n8n-workflow';
import {
	amount,
	bothNames,
	dateTime,
	idOf,
	isObject,
	isolated,
	join,
	textOf,
	url,
} from './labelText';

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
