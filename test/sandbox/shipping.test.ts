import { useSandbox } from '../helpers/sandbox';

describe('sandbox shipping', () => {
	const h = useSandbox();

	it('requires payload_type to list delivery options', async () => {
		expect((await h.get('/managers/store/delivery-options')).status).toBe(422);
		const r = await h.get('/managers/store/delivery-options', {
			query: { payload_type: 'simple' },
		});
		expect(r.body.delivery_options[0]).toMatchObject({
			id: 5423,
			system_option_code: 'zid_zidship',
			select_cities: expect.any(Array),
		});
		expect(r.body.delivery_options[0].select_cities[0]).toMatchObject({
			id: 1,
			en_name: 'Riyadh',
			ar_name: 'الرياض',
		});
	});

	it('adds a shipping option from form fields with cities[]', async () => {
		const form = new URLSearchParams([
			['name', 'توصيل جدة'],
			['cost', '20'],
			['cod_enabled', '1'],
			['cod_fee', '5'],
			['cities[]', '3'],
			['cities[]', '4'],
			['delivery_estimated_time_en', '1-2 days'],
		]);
		const r = await h.send('POST', '/managers/store/delivery-options/add', { form });
		expect(r.status).toBe(200);
		expect(r.body.delivery_option).toMatchObject({
			name: 'توصيل جدة',
			cost: 20,
			cod_enabled: true,
			cod_fee: 5,
		});
		expect(r.body.delivery_option.select_cities.map((c: { id: number }) => c.id)).toEqual([3, 4]);
		const missing = await h.send('POST', '/managers/store/delivery-options/add', {
			form: { name: 'x', cod_enabled: '1' },
		});
		expect(Object.keys(missing.body.error.fields).sort()).toEqual(['cities', 'cod_fee', 'cost']);
	});
});
