import { useSandbox } from '../helpers/sandbox';

describe('sandbox validation errors (shape A, localized)', () => {
	const h = useSandbox();

	it('rejects per_page 101 with 422 and an Arabic message under Accept-Language: ar', async () => {
		const r = await h.get('/managers/store/orders', {
			query: { page: 1, per_page: 101 },
			lang: 'ar',
		});
		expect(r.status).toBe(422);
		expect(r.body).toEqual({
			status: 422,
			success: false,
			error: {
				code: 'validation_failed',
				message: expect.any(String),
				fields: { per_page: ['حقل per_page يجب ألا يزيد عن 100.'] },
			},
		});
	});

	it('answers in English by default', async () => {
		const r = await h.get('/managers/store/orders', { query: { per_page: 101 } });
		expect(r.body.error.fields.per_page).toEqual(['The per_page may not be greater than 100.']);
	});

	it('rejects unparsable dates, including an offset whose + was not URL-encoded', async () => {
		const bad = await h.get('/managers/store/orders', { query: { date_from: 'yesterday' } });
		expect(bad.status).toBe(422);
		expect(Object.keys(bad.body.error.fields)).toEqual(['date_from']);
		const url = `${h.sandbox.apiBaseUrl}/managers/store/orders?date_from=2020-01-01T00:00:00.000+0300`;
		const unencoded = await h.get(url);
		expect(unencoded.status).toBe(422);
		const encoded = await h.get('/managers/store/orders', {
			query: { date_from: '2020-01-01T00:00:00.000+0300' },
		});
		expect(encoded.status).toBe(200);
	});

	it('reports every failed field at once', async () => {
		const r = await h.get('/managers/store/orders', {
			query: { page: 0, per_page: 'x', payload_type: 'huge', order_status: 'cancelled' },
		});
		expect(Object.keys(r.body.error.fields).sort()).toEqual([
			'order_status',
			'page',
			'payload_type',
			'per_page',
		]);
	});

	it('answers Django-REST style on catalogue routes', async () => {
		const r = await h.send('POST', '/locations/', {
			json: { name: { ar: 'مخزن' }, coordinates: { latitude: 'north' } },
		});
		expect(r.status).toBe(400);
		expect(r.body).toEqual({
			city: ['This field is required.'],
			coordinates: {
				latitude: ['A valid number is required.'],
				longitude: ['This field is required.'],
			},
			full_address: ['This field is required.'],
		});
	});
});
