import type { IDataObject, ILoadOptionsFunctions, INodeProperties } from 'n8n-workflow';
import { recordsOf, type ZidTransport } from '../../../shared/transport';

/** Zid's country id of Saudi Arabia (ids are OpenCart-style, not ISO codes). */
export const SAUDI_ARABIA_ID = 184;

export const COUNTRIES_PATH = '/settings/countries';
export const OPERATING_COUNTRIES_PATH = '/managers/countries';
export const citiesPath = (countryId: number) => `/managers/cities/by-country-id/${countryId}`;

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
		typeOptions: { loadOptionsMethod: 'getCities', loadOptionsDependsOn: ['countryId', '&countryId'] },
		default: '',
		description:
			'City, from the cities of the chosen country. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		...overrides,
	};
}

function plain(value: unknown): string {
	return value === undefined || value === null ? '' : String(value).trim();
}

/** "Riyadh · الرياض": the name in the request language, then the other one when it differs. */
export function placeName(record: IDataObject): string {
	const name = plain(record.name) || plain(record.en_name);
	const other = [plain(record.en_name), plain(record.ar_name)].find((n) => n && n !== name);
	return other ? `${name} · ${other}` : name;
}

/** Reads a sibling parameter first (`&name`, inside a collection), then the top-level one. */
function currentParameter(ctx: ILoadOptionsFunctions, names: string[]): unknown {
	for (const name of names) {
		for (const path of [`&${name}`, name]) {
			let value = ctx.getCurrentNodeParameter(path) as unknown;
			if (value && typeof value === 'object' && 'value' in (value as IDataObject)) value = (value as IDataObject).value;
			if (value !== undefined && value !== null && plain(value) !== '') return value;
		}
	}
	return undefined;
}

/**
 * The Zid country id the form points at: its `countryId` or `country` parameter, given as a Zid id
 * or as an ISO code (`SA`); Saudi Arabia when the form has none.
 */
export async function currentCountryId(ctx: ILoadOptionsFunctions, api: ZidTransport): Promise<number> {
	const raw = plain(currentParameter(ctx, ['countryId', 'country']));
	if (!raw || raw.startsWith('=')) return SAUDI_ARABIA_ID;
	if (/^\d+$/.test(raw)) return Number(raw);
	const code = raw.toUpperCase();
	const countries = recordsOf(await api.request({ method: 'GET', path: COUNTRIES_PATH }), 'countries');
	const country = countries.find((c) => plain(c.code).toUpperCase() === code || plain(c.iso_code_3).toUpperCase() === code);
	return country ? Number(country.id) : SAUDI_ARABIA_ID;
}

/** The cities of the country the form points at, as Zid lists them. */
export async function loadCities(ctx: ILoadOptionsFunctions, api: ZidTransport): Promise<IDataObject[]> {
	const countryId = await currentCountryId(ctx, api);
	return recordsOf(await api.request({ method: 'GET', path: citiesPath(countryId) }), 'cities');
}
