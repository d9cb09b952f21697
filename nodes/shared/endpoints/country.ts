import { get } from './endpoint';

/** Countries and cities (docs/zid-api.md §8.26): each list comes whole. */
export const country = {
	/** Every country Zid knows (names, codes, ids). */
	getMany: get('/settings/countries', { key: 'countries', paging: 'whole' }),
	/** The countries the store operates in. */
	getOperating: get('/managers/countries', { key: 'countries', paging: 'whole' }),
	/** Saudi Arabia is 184. */
	getCities: get('/managers/cities/by-country-id/{countryId}', { key: 'cities', paging: 'whole' }),
};
