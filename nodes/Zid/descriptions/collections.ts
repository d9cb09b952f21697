import type { INodeProperties } from 'n8n-workflow';

/** The optional-input collections (Additional Fields, Filters, Options), replaced fields and repeatable rows. */

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
