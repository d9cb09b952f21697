import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { DateTime } from 'luxon';
import { DATE_RANGES, dateRangeWindow } from './dateRange';
import { InputChecker, toZidDay, toZidTimestamp } from './validate';

/**
 * How one n8n filter becomes one Zid query parameter. Each list operation declares its filters
 * with descriptions/listFilters.ts, which makes these from the same declaration as the fields.
 */
export interface QueryField {
	/** Zid's parameter name. */
	param: string;
	/** The field's name as the user sees it, for error messages. */
	label: string;
	kind?:
		| 'text'
		| 'int'
		| 'number'
		| 'timestamp'
		| 'day'
		| 'list'
		| 'bool01'
		| 'boolean'
		| 'enum'
		| 'range';
	/** A `range` preset fills these two filters of the same table (their params and date kind). */
	range?: { from: string; to: string };
	allowed?: readonly string[];
	/** Smallest value an `int` filter takes (default 1; 0 for counts such as "used 0 times"). */
	min?: number;
	/** Value rewrite after validation (e.g. `cancelled` -> `canceled` for the orders filter). */
	map?: (value: string) => string;
	/** What each entry of a `list` must be: a whole number (order IDs) or a UUID (product IDs). */
	entries?: 'int' | 'uuid';
}

const isSet = (value: unknown) =>
	!(
		value === undefined ||
		value === null ||
		value === '' ||
		(Array.isArray(value) && value.length === 0)
	);

export function buildQuery(
	check: InputChecker,
	zone: string,
	values: IDataObject,
	spec: Record<string, QueryField>,
	now: DateTime = DateTime.now(),
): IDataObject {
	const qs: IDataObject = {};
	for (const [name, value] of Object.entries(values)) {
		const field = spec[name];
		if (!field || !isSet(value)) continue;
		let out: string | number;
		switch (field.kind ?? 'text') {
			case 'range': {
				rangeQuery(check, zone, { values, spec, field, value }, now, qs);
				continue;
			}
			case 'int':
				out = check.positiveInt(field.label, value, { min: field.min });
				break;
			case 'number':
				out = check.number(field.label, value, { min: field.min });
				break;
			case 'timestamp':
				out = toZidTimestamp(check.date(field.label, value, zone));
				break;
			case 'day':
				out = toZidDay(check.date(field.label, value, zone));
				break;
			case 'list': {
				const entries = (Array.isArray(value) ? value : String(value).split(','))
					.map((entry) => String(entry).trim())
					.filter(Boolean);
				if (field.allowed)
					entries.forEach((entry) => check.oneOf(field.label, entry, field.allowed!));
				if (field.entries === 'int')
					entries.forEach((entry) => check.positiveInt(field.label, entry));
				if (field.entries === 'uuid') entries.forEach((entry) => check.uuid(field.label, entry));
				out = entries.map((entry) => (field.map ? field.map(entry) : entry)).join(',');
				break;
			}
			case 'bool01':
				out = value === true || value === 'true' || value === 1 || value === '1' ? 1 : 0;
				break;
			case 'boolean':
				out = value === true || value === 'true' || value === 1 || value === '1' ? 'true' : 'false';
				break;
			case 'enum':
				out = check.oneOf(field.label, value, field.allowed ?? []);
				break;
			default:
				out = check.text(field.label, value, { max: 500 });
		}
		qs[field.param] =
			typeof out === 'string' && field.map && field.kind !== 'list' ? field.map(out) : out;
	}
	return qs;
}

/**
 * A date preset (Today, Yesterday, ...) as the From/To pair Zid takes. With a preset, typed From/To
 * would say something else: refused rather than one silently winning.
 */
function rangeQuery(
	check: InputChecker,
	zone: string,
	filter: {
		values: IDataObject;
		spec: Record<string, QueryField>;
		field: QueryField;
		value: unknown;
	},
	now: DateTime,
	qs: IDataObject,
): void {
	const { values, spec, field } = filter;
	const preset = check.oneOf(field.label, filter.value, DATE_RANGES);
	if (!field.range) return;
	const from = spec[field.range.from];
	const to = spec[field.range.to];
	const window = dateRangeWindow(preset, zone, now);
	if (!window) {
		// Custom with neither bound would read every record: the window the user meant is missing.
		if (!isSet(values[field.range.from]) && !isSet(values[field.range.to]))
			check.fail(
				field.label,
				`Custom needs ${from.label} or ${to.label}; add one, or choose another range`,
			);
		return;
	}
	for (const [name, bound] of [
		[field.range.from, from],
		[field.range.to, to],
	] as const) {
		if (isSet(values[name]))
			check.fail(
				bound.label,
				`${field.label} already sets the dates: remove ${bound.label}, or choose Custom in ${field.label}`,
			);
	}
	const format = (date: DateTime, kind: QueryField['kind']) =>
		kind === 'day' ? toZidDay(date) : toZidTimestamp(date);
	qs[from.param] = format(window.from, from.kind);
	qs[to.param] = format(window.to, to.kind);
}

/** Checks a from/to pair is in order, after both were converted. */
export function checkRange(
	check: InputChecker,
	qs: IDataObject,
	from: string,
	to: string,
	label: string,
): void {
	if (typeof qs[from] === 'string' && typeof qs[to] === 'string') {
		const a = Date.parse(String(qs[from]).replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
		const b = Date.parse(String(qs[to]).replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
		if (!Number.isNaN(a) && !Number.isNaN(b) && a > b)
			check.fail(label, 'the start date is after the end date');
	}
}

/**
 * The values of a collection with each picker (resource locator) read as the ID it holds, whichever
 * mode the user chose (from the list, by ID, by URL); other values as they are.
 */
export function collectionValues(
	ctx: IExecuteFunctions,
	itemIndex: number,
	collection: string,
): IDataObject {
	const values = { ...(ctx.getNodeParameter(collection, itemIndex, {}) as IDataObject) };
	for (const [name, value] of Object.entries(values)) {
		if (
			value &&
			typeof value === 'object' &&
			!Array.isArray(value) &&
			(value as IDataObject).__rl
		) {
			values[name] = ctx.getNodeParameter(`${collection}.${name}`, itemIndex, undefined, {
				extractValue: true,
			}) as IDataObject[string];
		}
	}
	return values;
}

/** What `readListQuery` needs of a list's declaration (a `ListQuery`, descriptions/listFilters.ts). */
interface QueriedList {
	filters: { query: Record<string, QueryField> };
	options?: { query: Record<string, QueryField> };
}

/** The query of a list operation: its "Filters" and "Options" collections, each as declared (descriptions/listFilters.ts). */
export function readListQuery(
	ctx: IExecuteFunctions,
	itemIndex: number,
	list: QueriedList,
): IDataObject {
	const check = InputChecker.for(ctx, itemIndex);
	const zone = ctx.getTimezone();
	return {
		...buildQuery(check, zone, collectionValues(ctx, itemIndex, 'filters'), list.filters.query),
		// From node 1.1 the sort options sit in their own Sort collection (helpers/sorting.ts).
		...buildQuery(
			check,
			zone,
			{
				...collectionValues(ctx, itemIndex, 'options'),
				...collectionValues(ctx, itemIndex, 'sort'),
			},
			list.options?.query ?? {},
		),
	};
}
