/** Countries and cities (docs/zid-api.md §8.26). Not paginated. */
import { classic } from '../core/envelopes';
import { NotFoundError } from '../core/errors';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { findCountry, renderCity, renderCountry } from '../render/geo';

function operatingCountries(ctx: RouteContext): RouteResult {
	return classic({
		countries: ctx.db.countries.filter((c) => c.operating).map((c) => renderCountry(ctx, c)),
	});
}

function allCountries(ctx: RouteContext): RouteResult {
	return classic({ countries: ctx.db.countries.map((c) => renderCountry(ctx, c)) });
}

function citiesOfCountry(ctx: RouteContext): RouteResult {
	const country = findCountry(ctx.db, Number(ctx.params.countryId));
	if (!country) throw new NotFoundError('country', 'ERROR_COUNTRY_NOT_FOUND');
	const cities = ctx.db.cities
		.filter((c) => c.country_id === country.id)
		.sort((a, b) => b.priority - a.priority || a.id - b.id);
	return classic({ cities: cities.map((c) => renderCity(ctx, c)) });
}

export const countryRoutes = routeGroup('manager', [
	{
		method: 'GET',
		path: '/managers/countries',
		scopes: [SCOPES.countriesRead],
		handler: operatingCountries,
	},
	{
		method: 'GET',
		path: '/settings/countries',
		scopes: [SCOPES.countriesRead],
		handler: allCountries,
	},
	{
		method: 'GET',
		path: '/managers/cities/by-country-id/:countryId',
		scopes: [SCOPES.countriesRead],
		handler: citiesOfCountry,
	},
]);
