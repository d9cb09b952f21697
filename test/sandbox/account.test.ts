import { useSandbox } from '../helpers/sandbox';

describe('sandbox account and settings', () => {
	const h = useSandbox();

	it('returns the manager profile with the store id to send as Store-Id', async () => {
		const r = await h.get('/managers/account/profile');
		expect(r.body.status).toBe('object');
		expect(r.body.user).toMatchObject({
			id: expect.any(Number),
			uuid: expect.any(String),
			email: expect.any(String),
			language_code: 'ar',
			store: {
				id: 37213,
				uuid: h.sandbox.db.store.uuid,
				name: 'Al Ward Store',
				url: expect.stringMatching(/^https:/),
				currency: { code: 'SAR' },
			},
		});
		expect(r.body.user.permissions.length).toBeGreaterThan(0);
	});

	it('lists payment methods in the payload shape', async () => {
		const r = await h.get('/managers/store/payment-methods');
		expect(r.body.code).toBe('SUCCESS_WITH_SINGLE_PAYLOAD_OBJECT');
		expect(r.body.payload.map((m: { code: string }) => m.code)).toEqual(
			expect.arrayContaining(['zid_cod', 'zid_credit_card']),
		);
	});

	it('returns VAT settings', async () => {
		const r = await h.get('/managers/store/third-party/vat');
		expect(r.body.tax_settings).toMatchObject({
			vat_activate: true,
			countries: [{ tax_percentage: 15 }],
		});
	});
});
