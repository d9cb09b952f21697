/** City and country objects as they appear inside other Zid payloads. */
import { localize } from '../core/i18n';
import type { CityRecord, CountryRecord, StoreDb } from '../db';
import type { RenderContext } from './context';

export function findCity(db: StoreDb, id: number | null | undefined): CityRecord | undefined {
	return id == null ? undefined : db.cities.find((c) => c.id === id);
}

export function findCountry(db: StoreDb, id: number | null | undefined): CountryRecord | undefined {
	return id == null ? undefined : db.countries.find((c) => c.id === id);
}

/** The full city object (customers, delivery options, cities-by-country). */
export function renderCity(ctx: RenderContext, city: CityRecord): Record<string, unknown> {
	const country = findCountry(ctx.db, city.country_id);
	return {
		id: city.id,
		national_id: city.national_id,
		name: localize(city.name, ctx.lang),
		priority: city.priority,
		country_id: city.country_id,
		country_name: country ? localize(country.name, ctx.lang) : null,
		country_code: country?.code ?? null,
		ar_name: city.name.ar,
		en_name: city.name.en,
	};
}

export function renderCityById(
	ctx: RenderContext,
	id: number | null | undefined,
): Record<string, unknown> | null {
	const city = findCity(ctx.db, id);
	return city ? renderCity(ctx, city) : null;
}

export function renderCountry(ctx: RenderContext, country: CountryRecord): Record<string, unknown> {
	return {
		id: country.id,
		name: localize(country.name, ctx.lang),
		code: country.code,
		country_code: country.phone_code,
		flag: `https://media.zid.store/static/flags/${country.code.toLowerCase()}.svg`,
	};
}
