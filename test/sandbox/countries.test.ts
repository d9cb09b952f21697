import { useSandbox } from '../helpers/sandbox';

describe('sandbox countries and cities', () => {
	const h = useSandbox();

	it('lists operating and all countries', async () => {
		const operating = await h.get('/managers/countries');
		expect(operating.body.countries.map((c: { code: string }) => c.code).sort()).toEqual([
			'AE',
			'BH',
			'KW',
			'OM',
			'QA',
			'SA',
		]);
		const all = await h.get('/settings/countries', { lang: 'ar' });
		expect(all.body.countries.length).toBeGreaterThanOrEqual(20);
		expect(all.body.countries.find((c: { id: number }) => c.id === 184).name).toBe('السعودية');
	});

	it('lists the cities of a country (Saudi Arabia = 184), or 404', async () => {
		const r = await h.get('/managers/cities/by-country-id/184', { lang: 'ar' });
		expect(r.body.cities.length).toBeGreaterThanOrEqual(15);
		expect(r.body.cities[0]).toMatchObject({
			id: 1,
			name: 'الرياض',
			en_name: 'Riyadh',
			country_code: 'SA',
		});
		expect((await h.get('/managers/cities/by-country-id/9999')).status).toBe(404);
	});
});
