import type { INodeProperties } from 'n8n-workflow';

/** Zid's country id of Saudi Arabia (ids are OpenCart-style, not ISO codes). */
export const SAUDI_ARABIA_ID = 184;

/**
 * The country whose cities the City dropdowns list: `getCities` / `searchCities` read the
 * `countryId` parameter next to them (in the same collection first, then at the top level).
 */
export function countryIdProperty(overrides: Partial<INodeProperties> = {}): INodeProperties {
	return {
		displayName: 'Country Name or ID',
		name: 'countryId',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getCountries' },
		default: SAUDI_ARABIA_ID,
		description:
			'Country of the address, whose cities the City field lists (Saudi Arabia is 184). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		...overrides,
	};
}

/** A city id, picked from the cities of the `countryId` parameter. */
export function cityIdProperty(overrides: Partial<INodeProperties> = {}): INodeProperties {
	return {
		displayName: 'City Name or ID',
		name: 'cityId',
		type: 'options',
		// `&countryId`: the sibling inside a collection; `countryId`: the top-level one.
		typeOptions: {
			loadOptionsMethod: 'getCities',
			loadOptionsDependsOn: ['countryId', '&countryId'],
		},
		default: '',
		description:
			'City, from the cities of the chosen country. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		...overrides,
	};
}
