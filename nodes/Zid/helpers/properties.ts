import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { responseLanguageProperty } from '../../shared/credentials';
import { CREDENTIAL_LANGUAGE, MIN_TIMEOUT_SECONDS } from '../../shared/transport';

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

/** Node-wide request settings; shown under every operation. */
export const requestOptionsProperty: INodeProperties = {
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	placeholder: 'Add option',
	default: {},
	options: [
		{
			displayName: 'Burst',
			name: 'burst',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 60,
			description:
				"How many calls may go out back to back before the per-minute pace applies (the size of Zid's bucket)",
		},
		{
			displayName: 'Language',
			name: 'language',
			type: 'options',
			options: [
				...(responseLanguageProperty.options as INodePropertyOptions[]),
				{
					name: "Use the Credential's",
					value: CREDENTIAL_LANGUAGE,
					description: 'The Response Language set in the Zid credential',
				},
			],
			default: CREDENTIAL_LANGUAGE,
			description:
				'Language of names and error messages in Zid answers (Accept-Language), for this node only',
		},
		{
			displayName: 'Max Attempts',
			name: 'maxAttempts',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 10 },
			default: 5,
			description:
				'How many times a call is tried. Rate-limited calls (429) are always retried; server errors only for reads and other calls safe to repeat, never for a create.',
		},
		{
			displayName: 'Requests per Minute',
			name: 'requestsPerMinute',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 60,
			description:
				'Pace of calls to one store, shared by every Zid node in this n8n instance. Zid allows 60 per minute per app and store. 0 turns pacing off.',
		},
		{
			displayName: 'Retry Wait Base (Ms)',
			name: 'backoffBaseMs',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 1000,
			description:
				'Longest wait before the first retry of a failed call; it doubles with each further retry, up to Retry Wait Cap, and the actual wait is random below it so callers spread out. A 429 waits as long as Zid says instead.',
		},
		{
			displayName: 'Retry Wait Cap (Ms)',
			name: 'backoffCapMs',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 60000,
			description: 'Longest wait between two tries of a call',
		},
		{
			displayName: 'Timeout (Seconds)',
			name: 'timeoutSeconds',
			type: 'number',
			typeOptions: { minValue: MIN_TIMEOUT_SECONDS },
			default: 60,
			description: 'How long to wait for one Zid answer',
		},
	],
};

export interface LocatorSpec {
	name: string;
	displayName: string;
	/** Record label in the UI, e.g. "order". */
	label: string;
	/** listSearch method; omitted where Zid has no list to pick from. */
	searchMethod?: string;
	/** Regex matching a Zid dashboard URL; the first group is the ID. */
	urlRegex?: string;
	/** Regex an ID must match, with the message shown otherwise. */
	idRegex?: { regex: string; errorMessage: string };
	placeholder?: string;
}

export const NUMERIC_ID = {
	regex: '^[0-9]+$',
	errorMessage: 'Not a valid ID: use the number only',
};
/** An ID whose form Zid does not document: anything safe in a URL path (see InputChecker.pathId). */
export const PATH_ID = {
	regex: '^[A-Za-z0-9_-]+$',
	errorMessage: 'Not a valid ID (letters, digits, - and _ only)',
};
export const UUID_ID = {
	regex: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
	errorMessage: 'Not a valid UUID',
};

/** An ID picked from a searchable list, typed, or taken from a Zid dashboard URL. */
export function idLocator(spec: LocatorSpec): INodeProperties {
	return {
		displayName: spec.displayName,
		name: spec.name,
		type: 'resourceLocator',
		default: { mode: spec.searchMethod ? 'list' : 'id', value: '' },
		required: true,
		description: `The ${spec.label} to use`,
		modes: [
			...(spec.searchMethod
				? [
						{
							displayName: 'From List',
							name: 'list',
							type: 'list' as const,
							placeholder: `Select ${/^[aeiou]/i.test(spec.label) ? 'an' : 'a'} ${spec.label}...`,
							typeOptions: { searchListMethod: spec.searchMethod, searchable: true },
						},
					]
				: []),
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string' as const,
				placeholder: spec.placeholder ?? 'e.g. 123',
				validation: spec.idRegex
					? [{ type: 'regex' as const, properties: spec.idRegex }]
					: undefined,
			},
			...(spec.urlRegex
				? [
						{
							displayName: 'By URL',
							name: 'url',
							type: 'string' as const,
							placeholder: `Paste the ${spec.label}'s Zid dashboard URL`,
							extractValue: { type: 'regex' as const, regex: spec.urlRegex },
							validation: [
								{
									type: 'regex' as const,
									properties: { regex: spec.urlRegex, errorMessage: `Not a Zid ${spec.label} URL` },
								},
							],
						},
					]
				: []),
		],
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

/** A product by its UUID (docs/zid-api.md §8.4), picked from a search of the store's products or typed. */
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
