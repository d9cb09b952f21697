import type { ILoadOptionsFunctions, INodeParameters } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import * as listSearch from '../../nodes/Zid/methods/listSearch';
import * as loadOptions from '../../nodes/Zid/methods/loadOptions';
import { dropdownContext, expectZidAuth } from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const SAUDI_ARABIA = 184;
const UAE = 221;
const requestsTo = (path: string) => h.apiRequests().filter((r) => r.path === `/v1${path}`);
const citiesOf = (countryId: number) =>
	h.sandbox.db.cities
		.filter((c) => c.country_id === countryId)
		.sort((a, b) => b.priority - a.priority || a.id - b.id);

const formContext = (current: INodeParameters): ILoadOptionsFunctions =>
	dropdownContext(h, current);

describe('country: operations', () => {
	test('Get Operating Countries: GET /managers/countries, one item per country the store sells into', async () => {
		const items = jsonOf(
			await h.run({ resource: 'country', operation: 'getOperating', returnAll: true }),
		);
		const [request] = requestsTo('/managers/countries');
		expect(request).toMatchObject({ method: 'GET', query: {}, status: 200 });
		expectZidAuth(h, request, 'zidOAuth2Api');
		const operating = h.sandbox.db.countries.filter((c) => c.operating);
		expect(items.map((c) => c.id)).toEqual(operating.map((c) => c.id));
		expect(items[0]).toMatchObject({ id: SAUDI_ARABIA, name: 'Saudi Arabia', code: 'SA' });
	});

	test('Get Many: GET /settings/countries, cut to Limit (token credential)', async () => {
		const items = jsonOf(
			await h.run(
				{ resource: 'country', operation: 'getMany', returnAll: false, limit: 5 },
				{ credential: 'zidApi' },
			),
		);
		expect(items).toHaveLength(5);
		const [request] = requestsTo('/settings/countries');
		expect(request).toMatchObject({ method: 'GET', query: {}, status: 200 });
		expect(items.map((c) => c.id)).toEqual(h.sandbox.db.countries.slice(0, 5).map((c) => c.id));
		const all = jsonOf(await h.run({ resource: 'country', operation: 'getMany', returnAll: true }));
		expect(all).toHaveLength(h.sandbox.db.countries.length);
	});

	test('Get Cities: GET /managers/cities/by-country-id/{id}, names in the requested language', async () => {
		const items = jsonOf(
			await h.run({
				resource: 'country',
				operation: 'getCities',
				countryId: SAUDI_ARABIA,
				returnAll: true,
				requestOptions: { requestsPerMinute: 0, language: 'ar' },
			}),
		);
		const [request] = requestsTo(`/managers/cities/by-country-id/${SAUDI_ARABIA}`);
		expect(request).toMatchObject({ method: 'GET', status: 200 });
		expect(request.headers['accept-language']).toBe('ar');
		expect(items.map((c) => c.id)).toEqual(citiesOf(SAUDI_ARABIA).map((c) => c.id));
		expect(items[0]).toMatchObject({
			id: 1,
			name: 'الرياض',
			en_name: 'Riyadh',
			country_code: 'SA',
		});
	});

	test("an unknown country is Zid's 404, with its code", async () => {
		const error = await failureOf(
			h.run({ resource: 'country', operation: 'getCities', countryId: 9999, returnAll: true }),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.description).toContain('ERROR_COUNTRY_NOT_FOUND');
	});

	test('a country that is not an ID fails before any request', async () => {
		const error = await failureOf(
			h.run({ resource: 'country', operation: 'getCities', countryId: 'Saudi', returnAll: true }),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Country": "Saudi" is not a whole number');
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('country: dropdowns and list search', () => {
	test('getCountries lists every country by name, valued by Zid ID', async () => {
		const options = await loadOptions.getCountries.call(formContext({}));
		expect(options).toHaveLength(h.sandbox.db.countries.length);
		expect(options).toContainEqual({ name: 'Saudi Arabia (SA)', value: SAUDI_ARABIA });
		const names = options.map((o) => o.name);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
	});

	test("getCities follows the form's country: countryId, an ISO code in `country`, or Saudi Arabia by default", async () => {
		const uae = await loadOptions.getCities.call(formContext({ countryId: UAE }));
		expect(uae.map((o) => o.value)).toEqual(citiesOf(UAE).map((c) => c.id));
		expect(uae[0]).toEqual({ name: 'Dubai · \u2068دبي\u2069', value: 1001 });
		expect(requestsTo(`/managers/cities/by-country-id/${UAE}`)).toHaveLength(1);

		const byCode = await loadOptions.getCities.call(formContext({ country: 'ae' }));
		expect(byCode.map((o) => o.value)).toEqual(uae.map((o) => o.value));

		const fallback = await loadOptions.getCities.call(formContext({}));
		expect(fallback.map((o) => o.value)).toEqual(citiesOf(SAUDI_ARABIA).map((c) => c.id));
	});

	test('searchCities matches either language and pages 50 at a time', async () => {
		const jeddah = await listSearch.searchCities.call(
			formContext({ countryId: SAUDI_ARABIA }),
			'jedd',
		);
		expect(jeddah).toEqual({
			results: [{ name: 'Jeddah · \u2068جدة\u2069', value: '3' }],
			paginationToken: undefined,
		});
		const arabic = await listSearch.searchCities.call(
			formContext({ countryId: SAUDI_ARABIA }),
			'الخبر',
		);
		expect(arabic.results).toEqual([{ name: 'Khobar · \u2068الخبر\u2069', value: '7' }]);

		for (let n = 0; n < 60; n++) {
			h.sandbox.db.cities.push({
				id: 5000 + n,
				country_id: SAUDI_ARABIA,
				name: { en: `Village ${n}`, ar: `قرية ${n}` },
				national_id: null,
				priority: 0,
			});
		}
		const ctx = formContext({ countryId: SAUDI_ARABIA });
		const first = await listSearch.searchCities.call(ctx);
		expect(first.results).toHaveLength(50);
		expect(first.paginationToken).toBe('50');
		const second = await listSearch.searchCities.call(
			ctx,
			undefined,
			first.paginationToken as string,
		);
		const all = [...first.results, ...second.results].map((r) => Number(r.value));
		expect(all).toEqual(citiesOf(SAUDI_ARABIA).map((c) => c.id));
		expect(second.paginationToken).toBeUndefined();
		const villages = await listSearch.searchCities.call(ctx, 'village 1');
		expect(villages.results.map((r) => r.name)).toEqual([
			'Village 1 · \u2068قرية 1\u2069',
			...Array.from({ length: 10 }, (_, k) => `Village ${10 + k} · \u2068قرية ${10 + k}\u2069`),
		]);
	});
});
