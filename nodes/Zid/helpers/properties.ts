import type { INodeProperties } from 'n8n-workflow';

/** Return All + Limit, as every n8n list operation has them. */
export function returnAllAndLimit(maxPageHint = 100): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			// Kept (n8n's lint wants it on Limit): it can only bound how many records a read returns,
			// never what a write sends; readLimit refuses anything below 1 that an expression gives.
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
			hint: `Zid sends at most ${maxPageHint} per request; more are fetched page by page`,
			displayOptions: { show: { returnAll: [false] } },
		},
	];
}

export const simplifyProperty: INodeProperties = {
	displayName: 'Simplify',
	name: 'simplify',
	type: 'boolean',
	default: true,
	description: 'Whether to return a simplified version of the response instead of the raw data',
};
/**
 * A field kept for the workflows saved with it, now that `replacement` takes its place: shown only
 * where a saved workflow holds a value in it (n8n drops the values of hidden fields when it loads a
 * workflow, so it must stay shown there), and `replacement` hidden beside it, so the two never hold
 * a value together. Clearing the old field brings the new one.
 */
export function replacedField(
	legacy: INodeProperties,
	replacement: INodeProperties,
): INodeProperties[] {
	const set = [{ _cnd: { exists: true as const } }];
	return [
		{
			...legacy,
			displayOptions: {
				...legacy.displayOptions,
				show: { ...legacy.displayOptions?.show, [legacy.name]: set },
			},
		},
		{
			...replacement,
			displayOptions: {
				...replacement.displayOptions,
				hide: { ...replacement.displayOptions?.hide, [legacy.name]: set },
			},
		},
	];
}

/** "Sort Order" for a list's Options collection (`asc` / `desc`). */
export function sortOrderOption(description: string, displayName = 'Sort Order'): INodeProperties {
	return {
		displayName,
		name: 'sortBy',
		type: 'options',
		options: [
			{ name: 'Ascending', value: 'asc' },
			{ name: 'Descending', value: 'desc' },
		],
		default: 'desc',
		description,
	};
}

const COLLECTIONS = {
	additionalFields: { displayName: 'Additional Fields', placeholder: 'Add field' },
	updateFields: { displayName: 'Update Fields', placeholder: 'Add field' },
	filters: { displayName: 'Filters', placeholder: 'Add filter' },
	options: { displayName: 'Options', placeholder: 'Add option' },
} as const;

/** One of the optional-input collections n8n nodes use, its options sorted by display name as n8n wants. */
export function fieldsCollection(
	name: keyof typeof COLLECTIONS,
	options: INodeProperties[],
): INodeProperties {
	return {
		...COLLECTIONS[name],
		name,
		type: 'collection',
		default: {},
		options: [...options].sort((a, b) => a.displayName.localeCompare(b.displayName)),
	};
}

export interface RowsSpec {
	displayName: string;
	name: string;
	/** The row group: the rows are read back with `collectionRows(ctx, i, name, row)`. */
	row: string;
	rowDisplayName: string;
	values: INodeProperties[];
	placeholder?: string;
	description?: string;
	displayOptions?: INodeProperties['displayOptions'];
}

/** A required list of repeatable rows (products of an order, lines of a return...): a multi-value fixedCollection. */
export function repeatableRows(spec: RowsSpec): INodeProperties {
	const property: INodeProperties = {
		displayName: spec.displayName,
		name: spec.name,
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		required: true,
		placeholder: spec.placeholder ?? `Add ${spec.rowDisplayName.toLowerCase()}`,
		default: {},
		options: [{ displayName: spec.rowDisplayName, name: spec.row, values: spec.values }],
	};
	if (spec.description) property.description = spec.description;
	if (spec.displayOptions) property.displayOptions = spec.displayOptions;
	return property;
}
/** The name of the input item's binary field that holds the file to upload. */
export function inputBinaryField(description: string): INodeProperties {
	return {
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		required: true,
		default: 'data',
		hint: 'The name of the input binary field containing the file to be uploaded',
		description,
	};
}

/**
 * A required amount (money or a percentage). No editor limit or precision: the editor would round or
 * raise what was typed before the node saw it; the operation checks the value and refuses instead.
 */
export function amountProperty(
	displayName: string,
	name: string,
	description: string,
	defaultValue = 10,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'number',
		required: true,
		default: defaultValue,
		description,
	};
}

/** "Specify X": typed fields (`fields`) or one JSON body (`json`), for operations that offer both. */
export function fieldsOrJsonProperty(spec: {
	name: string;
	displayName: string;
	fields: string;
	json: string;
}): INodeProperties {
	return {
		displayName: spec.displayName,
		name: spec.name,
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Using Fields Below', value: 'fields', description: spec.fields },
			{ name: 'Using JSON', value: 'json', description: spec.json },
		],
		default: 'fields',
	};
}
