import { useSandbox } from '../helpers/sandbox';

describe('sandbox bundle offers', () => {
	const h = useSandbox();

	it('lists discount_rules with top-level page, next_page, last_page and total', async () => {
		const r = await h.get('/managers/store/discounts/bundle-offers', {
			query: { page: 1, per_page: 10 },
		});
		expect(r.status).toBe(200);
		expect(r.body).toMatchObject({
			status: 'object',
			page: 1,
			next_page: 2,
			last_page: 3,
			total: 24,
		});
		expect(r.body.discount_rules).toHaveLength(10);
		expect(r.body.discount_rules[0]).toMatchObject({
			id: expect.any(String),
			code: 'bundle_offer',
			name: { en: expect.any(String), ar: expect.any(String) },
		});
		const last = await h.get('/managers/store/discounts/bundle-offers', {
			query: { page: 3, per_page: 10 },
		});
		expect(last.body).toMatchObject({ next_page: null, last_page: 3 });
		expect(last.body.discount_rules).toHaveLength(4);
	});

	it('filters by status, type, code, search term and period; sorts by start date', async () => {
		const all = (
			await h.get('/managers/store/discounts/bundle-offers', { query: { per_page: 100 } })
		).body.discount_rules as Array<{ status_code: string; id: string }>;
		for (const status of ['active', 'disabled', 'expired', 'unstarted']) {
			const r = await h.get('/managers/store/discounts/bundle-offers', {
				query: { status, per_page: 100 },
			});
			expect(r.body.discount_rules.map((o: { id: string }) => o.id)).toEqual(
				all.filter((o) => o.status_code === status).map((o) => o.id),
			);
		}
		const free = await h.get('/managers/store/discounts/bundle-offers', {
			query: { type: 'free', per_page: 100 },
		});
		expect(free.body.total).toBe(h.sandbox.db.bundleOffers.filter((o) => o.type === 'free').length);
		expect(
			(await h.get('/managers/store/discounts/bundle-offers', { query: { code: 'other' } })).body
				.total,
		).toBe(0);
		const oud = await h.get('/managers/store/discounts/bundle-offers', {
			query: { search_term: 'ثنائي العود' },
		});
		expect(oud.body.total).toBe(4);
		const offer = h.sandbox.db.bundleOffers.find((o) => o.end_date !== null)!;
		const period = await h.get('/managers/store/discounts/bundle-offers', {
			query: { start_date: offer.start_date, end_date: offer.end_date!, per_page: 100 },
		});
		expect(period.body.discount_rules.map((o: { id: string }) => o.id)).toContain(offer.id);
		for (const o of period.body.discount_rules)
			expect(o.start_date >= offer.start_date && o.end_date <= offer.end_date!).toBe(true);
		const sorted = await h.get('/managers/store/discounts/bundle-offers', {
			query: { order_by: 'start_date', sort_by: 'asc', per_page: 100 },
		});
		const starts = sorted.body.discount_rules.map((o: { start_date: string }) => o.start_date);
		expect(starts).toEqual([...starts].sort());
	});

	it('bundleOfferDays selects what start_date / end_date mean (undocumented): within, on, starts, overlap', async () => {
		const offer = h.sandbox.db.bundleOffers.find((o) => o.end_date !== null)!;
		const query = { start_date: offer.start_date, end_date: offer.end_date!, per_page: 100 };
		const answer = async (reading: 'within' | 'on' | 'starts' | 'overlap') => {
			h.sandbox.configure({ bundleOfferDays: reading });
			const r = await h.get('/managers/store/discounts/bundle-offers', { query });
			return r.body.discount_rules as Array<{ start_date: string; end_date: string | null }>;
		};
		const from = offer.start_date;
		const to = offer.end_date!;
		const checks = {
			within: (o: { start_date: string; end_date: string | null }) =>
				o.start_date >= from && o.end_date !== null && o.end_date <= to,
			on: (o: { start_date: string; end_date: string | null }) =>
				o.start_date === from && o.end_date === to,
			starts: (o: { start_date: string; end_date: string | null }) =>
				o.start_date >= from && o.start_date <= to,
			overlap: (o: { start_date: string; end_date: string | null }) =>
				(o.end_date === null || o.end_date >= from) && o.start_date <= to,
		};
		try {
			for (const [reading, check] of Object.entries(checks)) {
				const offers = await answer(reading as keyof typeof checks);
				const expected = h.sandbox.db.bundleOffers.filter(check).length;
				expect({ reading, count: offers.length, all: offers.every(check) }).toEqual({
					reading,
					count: expected,
					all: true,
				});
			}
			expect(() => h.sandbox.configure({ bundleOfferDays: 'during' as 'on' })).toThrow(
				'bundleOfferDays must be one of within, on, starts, overlap, not "during"',
			);
		} finally {
			h.sandbox.configure({ bundleOfferDays: 'within' });
		}
	});

	it('refuses bad filters with field messages (Arabic too)', async () => {
		const r = await h.get('/managers/store/discounts/bundle-offers', {
			query: { status: 'running', start_date: 'tomorrow' },
			lang: 'ar',
		});
		expect(r.status).toBe(422);
		expect(r.body.error.fields).toEqual({
			status: ['قيمة حقل status المختارة غير صالحة.'],
			start_date: ['حقل start_date لا يطابق الصيغة Y-m-d.'],
		});
	});
});
