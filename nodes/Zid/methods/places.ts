import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';
import { SAUDI_ARABIA_ID } from '../descriptions/places';
import { ENDPOINTS } from '../../shared/endpoints';
import { type ZidTransport, callForRecords } from '../../shared/transport';
import { isolated } from '../../shared/labelText';

function plain(value: unknown): string {
	return value === undefined || value === null ? '' : String(value).trim();
}

/** "Riyadh · الرياض": the name in the request language, then the other one when it differs. */
export function placeName(record: IDataObject): string {
	const name = plain(record.name) || plain(record.en_name);
	const other = [plain(record.en_name), plain(record.ar_name)].find((n) => n && n !== name);
	return other ? `${isolated(name)} · ${isolated(other)}` : name;
}

/** The form's value of the first of `names` set: a sibling parameter first (`&name`, inside a collection), then the top-level one. */
export function currentParameter(ctx: ILoadOptionsFunctions, names: string[]): unknown {
	for (const name of names) {
		for (const path of [`&${name}`, name]) {
			let value = ctx.getCurrentNodeParameter(path) as unknown;
			if (value && typeof value === 'object' && 'value' in (value as IDataObject))
				value = (value as IDataObject).value;
			if (value !== undefined && value !== null && plain(value) !== '') return value;
		}
	}
	return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The UUID in the form's `name` parameter (a picker or plain text), or undefined while it is empty, an expression or no UUID. */
export function chosenUuid(ctx: ILoadOptionsFunctions, name: string): string | undefined {
	const value = currentParameter(ctx, [name]);
	return typeof value === 'string' && UUID.test(value.trim()) ? value.trim() : undefined;
}

/** The form's `name` parameter as an ID bound for a path (letters, digits, - and _), or undefined while it is empty or an expression. */
export function chosenPathId(ctx: ILoadOptionsFunctions, name: string): string | undefined {
	const value = plain(currentParameter(ctx, [name]));
	return /^[A-Za-z0-9_-]+$/.test(value) ? value : undefined;
}

/**
 * The Zid country id the form points at: its `countryId` or `country` parameter (`shippingCountry`
 * in the orders filters), given as a Zid id or as an ISO code (`SA`); Saudi Arabia when the form has none.
 */
export async function currentCountryId(
	ctx: ILoadOptionsFunctions,
	api: ZidTransport,
): Promise<number> {
	const raw = plain(currentParameter(ctx, ['countryId', 'country', 'shippingCountry']));
	if (!raw || raw.startsWith('=')) return SAUDI_ARABIA_ID;
	if (/^\d+$/.test(raw)) return Number(raw);
	const code = raw.toUpperCase();
	const countries = await callForRecords(api, ENDPOINTS.country.getMany);
	const country = countries.find(
		(c) => plain(c.code).toUpperCase() === code || plain(c.iso_code_3).toUpperCase() === code,
	);
	return country ? Number(country.id) : SAUDI_ARABIA_ID;
}

/** The cities of the country the form points at, as Zid lists them. */
export async function loadCities(
	ctx: ILoadOptionsFunctions,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const countryId = await currentCountryId(ctx, api);
	return await callForRecords(api, ENDPOINTS.country.getCities, { params: { countryId } });
}
