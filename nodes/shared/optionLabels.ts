/**
 * How dropdowns read Zid's records into options (loadOptions): the same label text as the list
 * searches (labelText.ts), with the value typed as n8n keeps it.
 */
import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';
import { bothNames, idOf, isObject, isolated, join, textOf } from './labelText';

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
