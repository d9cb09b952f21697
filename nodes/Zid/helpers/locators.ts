import type { INodeProperties } from 'n8n-workflow';

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
