import type { INodeProperties } from 'n8n-workflow';
import { dateRangeProperty } from '../helpers/dateRange';
import { fieldsCollection, replacedField } from './collections';
import { CUSTOMER_TYPES } from './options';
import type { QueryField } from '../helpers/query';

/**
 * A list's filters and options, each declared once: the field the user sees and the Zid query
 * parameter it becomes come from one call, so a filter can no longer be shown and not sent.
 * The conversion itself is `buildQuery` (helpers/query.ts).
 */

/** How a field is sent. Its label is the field's display name; see `kindOf` for the default kind. */
export type QueryMapping = Omit<QueryField, 'label'> & {
	/** Set only where one mapping serves a field that changed its name with a node version. */
	label?: string;
};

export interface ListField {
	property: INodeProperties;
	/** The query parameter it becomes; none for a filter the node applies to the records itself. */
	query?: QueryField;
}

export interface ListCollection {
	/** The Filters or Options collection, as the editor shows it. */
	property: INodeProperties;
	/** Each field's query parameter, by field name. */
	query: Record<string, QueryField>;
	/** Fields the node applies itself (Zid has no parameter for them): declared, never sent. */
	appliedHere: string[];
}

/** The query of a list operation: its Filters, and its Options (Options and Sort from node 1.1). */
export interface ListQuery {
	filters: ListCollection;
	options?: ListCollection;
}

/** Values of a field with a fixed list of options (not one loaded from the store). */
function optionValues(property: INodeProperties): string[] | undefined {
	if (!['options', 'multiOptions'].includes(property.type)) return undefined;
	if (property.typeOptions?.loadOptionsMethod || !Array.isArray(property.options)) return undefined;
	return (property.options as Array<{ value?: unknown }>).map((o) => String(o.value));
}

/** A fixed dropdown is checked against its values; a multi-select is a comma list; else text. */
function kindOf(property: INodeProperties): QueryField['kind'] {
	if (property.type === 'multiOptions') return 'list';
	return optionValues(property) ? 'enum' : 'text';
}

/**
 * One filter or option and the parameter it is sent as. An `enum` takes the values of the field's
 * own options; `allowed` is only given to keep the order in which an error message lists them.
 */
export function queryField(property: INodeProperties, mapping: QueryMapping): ListField {
	const kind = mapping.kind ?? kindOf(property);
	const query: QueryField = { ...mapping, label: mapping.label ?? property.displayName, kind };
	if (kind === 'enum' && !mapping.allowed) query.allowed = optionValues(property) ?? [];
	return { property, query };
}

/** A text filter, sent as typed (trimmed, at most 500 characters). */
export function textFilter(
	displayName: string,
	name: string,
	param: string,
	more: Partial<INodeProperties> = {},
): ListField {
	return queryField({ displayName, name, type: 'string', default: '', ...more }, { param });
}

/** A filter Zid has no parameter for: the node filters the records itself (said in its description). */
export function appliedHere(property: INodeProperties): ListField {
	return { property };
}

/** A filter kept for saved workflows and the one that replaced it (see `replacedField`). */
export function replacedQueryField(legacy: ListField, replacement: ListField): ListField[] {
	const [oldProperty, newProperty] = replacedField(legacy.property, replacement.property);
	return [
		{ ...legacy, property: oldProperty },
		{ ...replacement, property: newProperty },
	];
}

/**
 * A Date Range preset with its From and To (`date_from`, `date_to`), as days or as timestamps: the
 * preset fills From and To, typed ones are refused beside it (helpers/query.ts `rangeQuery`).
 */
export function dateRangeFilters(
	displayName: string,
	kind: 'day' | 'timestamp',
	text: { range: string; from: string; to: string },
): ListField[] {
	const bound = (name: string, end: string, description: string): INodeProperties => ({
		displayName: `${displayName}: ${end}`,
		name,
		type: 'dateTime',
		default: '',
		description,
	});
	return [
		queryField(dateRangeProperty(displayName, text.range), {
			param: 'dateRange',
			kind: 'range',
			range: { from: 'dateFrom', to: 'dateTo' },
		}),
		queryField(bound('dateFrom', 'From', text.from), { param: 'date_from', kind }),
		queryField(bound('dateTo', 'To', text.to), { param: 'date_to', kind }),
	];
}

/** The Filters or Options collection of a list and the query its fields become. */
export function listCollection(
	name: 'filters' | 'options',
	fields: Array<ListField | ListField[]>,
): ListCollection {
	const all = fields.flat();
	const query: Record<string, QueryField> = {};
	for (const field of all) if (field.query) query[field.property.name] = field.query;
	return {
		property: fieldsCollection(
			name,
			all.map((f) => f.property),
		),
		query,
		appliedHere: all.filter((f) => !f.query).map((f) => f.property.name),
	};
}

/** Customer Type, the filter orders and abandoned carts share (`customer_type`). */
export function customerTypeFilter(): ListField {
	return queryField(
		{
			displayName: 'Customer Type',
			name: 'customerType',
			type: 'options',
			options: CUSTOMER_TYPES,
			default: 'individual',
		},
		// The order an invalid value's message lists them in.
		{ param: 'customer_type', allowed: ['individual', 'business'] },
	);
}
