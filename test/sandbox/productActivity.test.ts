import { useSandbox } from '../helpers/sandbox';

/** docs/zid-api.md: availability notifications (§8.12), import/export (§8.13), Q&A (§8.15) and reviews (§8.16). */
describe('sandbox product activity', () => {
	const h = useSandbox();
	beforeEach(() => h.sandbox.reset());

	it("fixed /products/notifications/ paths win over /products/{id}/; a product's own path subscribes", async () => {
		const list = await h.get('/products/notifications/', { query: { page_size: 2 } });
		expect(list.body).toMatchObject({
			count: h.sandbox.db.stockNotifications.length,
			previous: null,
		});
		expect(list.body.results).toHaveLength(2);
		expect((await h.get('/products/notifications/stats/')).body).toEqual({
			total_count: h.sandbox.db.stockNotifications.length,
			notified_count: expect.any(Number),
			purchased_count: expect.any(Number),
			purchased_total: expect.any(Number),
		});
		const product = h.sandbox.db.products[0];
		const subscribed = await h.send('POST', `/products/${product.id}/notifications/`, {
			form: { email: 'sara@example.com' },
		});
		expect(subscribed).toMatchObject({
			status: 201,
			body: { product_id: product.id, customer: { email: 'sara@example.com' }, is_notified: false },
		});
		expect(
			(await h.send('POST', `/products/${product.id}/notifications/`, { form: { email: 'nope' } }))
				.body,
		).toEqual({ email: ['Enter a valid email address.'] });
	});

	it('filters notifications by product, name and creation time; refuses a date it cannot read', async () => {
		const n = h.sandbox.db.stockNotifications[10];
		const r = await h.get('/products/notifications/', {
			query: {
				product_id: n.product_id,
				created_at__gte: n.created_at,
				created_at__lte: n.created_at.replace('Z', '+00:00'),
			},
		});
		expect(r.body.results.map((x: { id: string }) => x.id)).toContain(n.id);
		expect(r.body.results.every((x: { product_id: string }) => x.product_id === n.product_id)).toBe(
			true,
		);
		const bad = await h.get('/products/notifications/', {
			query: { created_at__gte: 'yesterday' },
		});
		expect(bad.status).toBe(400);
		expect(Object.keys(bad.body)).toEqual(['created_at__gte']);
	});

	it('saves settings partially (201) and sends an email that marks the request notified', async () => {
		const saved = await h.send('POST', '/products/notifications/settings/', {
			json: { delay_value: 3, email_title: { en: '{product_name} is here' } },
		});
		expect(saved.status).toBe(201);
		expect(saved.body.settings).toMatchObject({
			delay_unit: 'hour',
			delay_value: 3,
			email_title: { en: '{product_name} is here' },
		});
		expect(
			(await h.send('POST', '/products/notifications/settings/', { json: { delay_unit: 'week' } }))
				.body,
		).toEqual({ delay_unit: ['"week" is not a valid choice.'] });
		const pending = h.sandbox.db.stockNotifications.find((x) => !x.is_notified)!;
		const sent = await h.send('POST', '/products/notifications/send/', {
			form: { email: pending.email, product_id: pending.product_id, method: 'email' },
		});
		expect(sent.status).toBe(201);
		expect(pending.is_notified).toBe(true);
		expect(
			(await h.send('POST', '/products/notifications/export/', { form: { is_notified: '1' } }))
				.status,
		).toBe(204);
	});

	it('imports a .csv/.xlsx sheet (202) and refuses other files; exports with 204', async () => {
		const sheet = new FormData();
		sheet.append('response_type', 'json');
		sheet.append('file', new Blob(['sku,name\nA,B\n'], { type: 'text/csv' }), 'products.csv');
		expect((await h.send('POST', '/products/import/', { multipart: sheet })).status).toBe(202);
		const xls = new FormData();
		xls.append('file', new Blob(['x'], { type: 'application/vnd.ms-excel' }), 'old.xls');
		expect((await h.send('POST', '/products/import/', { multipart: xls })).body).toEqual({
			file: ['File extension “xls” is not allowed. Allowed extensions are: csv, xlsx.'],
		});
		expect((await h.send('POST', '/products/import/', { multipart: new FormData() })).body).toEqual(
			{ file: ['No file was submitted.'] },
		);
		expect((await h.send('POST', '/products/export/')).status).toBe(204);
	});

	it('questions and answers: nested paths without trailing slash, 404 for a question of another product', async () => {
		const question = h.sandbox.db.productQuestions[0];
		expect((await h.get('/products/questions/')).body.count).toBe(
			h.sandbox.db.productQuestions.length,
		);
		expect((await h.get('/products/questions/answers')).body.count).toBe(
			h.sandbox.db.productAnswers.length,
		);
		const answer = await h.send(
			'POST',
			`/products/${question.product_id}/questions/${question.id}/answers`,
			{ json: { answer: 'Yes' } },
		);
		expect(answer).toMatchObject({
			status: 201,
			body: { question_id: question.id, answer: 'Yes' },
		});
		const other = h.sandbox.db.products.find((p) => p.id !== question.product_id)!;
		expect((await h.send('DELETE', `/products/${other.id}/questions/${question.id}`)).status).toBe(
			404,
		);
		expect(
			(
				await h.send('PATCH', `/products/${question.product_id}/questions/${question.id}`, {
					json: { question: 'x' },
				})
			).status,
		).toBe(405);
		expect(
			(await h.send('DELETE', `/products/${question.product_id}/questions/${question.id}`)).body,
		).toEqual({ message: 'The question was deleted.' });
	});

	it('reviews: classic envelope with a pagination object; 422 on a bad date', async () => {
		const r = await h.get('/managers/store/reviews/product/', { query: { page: 2, per_page: 30 } });
		expect(r.body).toMatchObject({
			status: 'object',
			pagination: {
				current_page: 2,
				next_page: 3,
				total_pages: 3,
				total: h.sandbox.db.productReviews.length,
			},
		});
		expect(r.body.reviews).toHaveLength(30);
		const bad = await h.get('/managers/store/reviews/product/', {
			query: { date_from: '01/02/2026' },
		});
		expect(bad.status).toBe(422);
		expect(bad.body.error.fields).toHaveProperty('date_from');
	});
});
