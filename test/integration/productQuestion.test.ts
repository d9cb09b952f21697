import { randomUUID } from 'node:crypto';
import { NodeApiError, NodeOperationError, type IDataObject } from 'n8n-workflow';
import type { ProductQuestionRecord } from '../../sandbox';
import { searchAnswers, searchQuestions } from '../../nodes/Zid/methods/listSearch';
import { searchableLabel } from '../../nodes/shared/labelText';
import {
	byId,
	dropdownContext,
	expectOverlappingPages,
	onlyCatalogueRequest,
} from '../helpers/requests';
import { failureOf, jsonOf, useHarness } from '../helpers/zid';

const h = useHarness();

const JSON_TYPE = 'application/json';
const qa = (operation: string, extra: IDataObject = {}) => ({
	resource: 'productQuestion',
	operation,
	...extra,
});
const newestFirst = <T extends { created_at: string }>(items: T[]) =>
	[...items].sort((a, b) => b.created_at.localeCompare(a.created_at));
const catalogueCalls = () =>
	h.apiRequests().filter((r) => r.path !== '/v1/managers/account/profile');
/** A seeded question that has an answer, with that answer. */
function answered() {
	const answer = h.sandbox.db.productAnswers[0];
	const question = h.sandbox.db.productQuestions.find((q) => q.id === answer.question_id)!;
	return { question, answer };
}
const target = (question: ProductQuestionRecord, extra: IDataObject = {}) => ({
	productId: byId(question.product_id),
	questionId: byId(question.id),
	...extra,
});

describe('questions', () => {
	test('Get Many: GET /products/questions (no trailing slash) with page + page_size; newest first', async () => {
		const items = jsonOf(await h.run(qa('getMany', { returnAll: false, limit: 5 })));
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: '/products/questions',
			query: { page: '1', page_size: '5' },
		});
		const expected = newestFirst(h.sandbox.db.productQuestions).slice(0, 5);
		expect(items.map((q) => q.id)).toEqual(expected.map((q) => q.id));
		expect(items[0]).toMatchObject({
			store: h.sandbox.db.store.id,
			product: expected[0].product_id,
			name: expected[0].name,
			question: expected[0].question,
		});
	});

	test('Get Many, Return All: 50 a page until `next` is null', async () => {
		const template = h.sandbox.db.productQuestions[0];
		for (let n = 0; n < 30; n++)
			h.sandbox.db.productQuestions.push({
				...template,
				id: randomUUID(),
				created_at: `2020-01-${String(n + 1).padStart(2, '0')}T00:00:00.000Z`,
			});
		const items = await h.run(qa('getMany', { returnAll: true }), { credential: 'zidApi' });
		expect(items).toHaveLength(70);
		expect(
			expectOverlappingPages(
				catalogueCalls().map((r) => r.query),
				'page_size',
				50,
				70,
			),
		).toBe(2);
	});

	test('Create: POST /products/{id}/questions JSON {name, email, question}; 201 with the stored question', async () => {
		const product = h.sandbox.db.products[5];
		const [item] = jsonOf(
			await h.run(
				qa('create', {
					productId: byId(product.id),
					name: 'ليلى',
					email: 'layla@example.sa',
					question: 'هل يمكن التوصيل مساءً؟',
				}),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${product.id}/questions`,
			contentType: JSON_TYPE,
		});
		expect(request.status).toBe(201);
		expect(request.body).toEqual({
			name: 'ليلى',
			email: 'layla@example.sa',
			question: 'هل يمكن التوصيل مساءً؟',
		});
		const stored = h.sandbox.db.productQuestions.find((q) => q.id === item.id);
		expect(stored).toMatchObject({
			product_id: product.id,
			name: 'ليلى',
			email: 'layla@example.sa',
		});
		expect(item).toMatchObject({
			store: h.sandbox.db.store.id,
			product: product.id,
			question: 'هل يمكن التوصيل مساءً؟',
		});
	});

	test("Create on an unknown product: Zid's 404; a create is not resent after a 500", async () => {
		const error = await failureOf(
			h.run(
				qa('create', {
					productId: byId(randomUUID()),
					name: 'Sara',
					email: 'sara@example.com',
					question: 'Vase included?',
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');

		h.sandbox.clearRequests();
		h.sandbox.setFaults({
			rate500: 1,
			pathPattern: '/questions$',
			methods: ['POST'],
			phase: 'after',
		});
		await failureOf(
			h.run(
				qa('create', {
					productId: byId(h.sandbox.db.products[0].id),
					name: 'Sara',
					email: 'sara@example.com',
					question: 'Vase included?',
				}),
			),
		);
		expect(catalogueCalls()).toHaveLength(1);
	});

	test.each([
		[{ email: 'not-an-email' }, 'Invalid "Email": "not-an-email" is not an email address'],
		[{ question: '  ' }, 'Invalid "Question": a value is required'],
		[
			{ productId: byId('WRD-00001') },
			'Invalid "Product": "WRD-00001" is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)',
		],
	])('Create with bad input fails before any request: %j', async (extra, message) => {
		const error = await failureOf(
			h.run(
				qa('create', {
					productId: byId(h.sandbox.db.products[0].id),
					name: 'Sara',
					email: 'sara@example.com',
					question: 'Vase?',
					...extra,
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(message);
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('Update (unconfirmed path): PATCH /products/{id}/questions/{question_id}, which the sandbox does not serve (405)', async () => {
		const question = h.sandbox.db.productQuestions[0];
		const error = await failureOf(
			h.run(qa('update', target(question, { updateFields: { question: 'Is it fresh?' } }))),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'PATCH',
			path: `/products/${question.product_id}/questions/${question.id}`,
			contentType: JSON_TYPE,
		});
		expect(request.body).toEqual({ question: 'Is it fresh?' });
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('405');

		h.sandbox.clearRequests();
		const empty = await failureOf(h.run(qa('update', target(question, { updateFields: {} }))));
		expect(empty.message).toBe('Invalid "Update Fields": add at least one field to change');
		expect(h.apiRequests()).toHaveLength(0);
	});

	test("Delete: DELETE /products/{id}/questions/{question_id}; the question and its answers are gone; Zid's message is the item", async () => {
		const { question } = answered();
		const [item] = jsonOf(await h.run(qa('delete', target(question))));
		onlyCatalogueRequest(h, {
			method: 'DELETE',
			path: `/products/${question.product_id}/questions/${question.id}`,
		});
		expect(item).toEqual({ message: 'The question was deleted.' });
		expect(h.sandbox.db.productQuestions.some((q) => q.id === question.id)).toBe(false);
		expect(h.sandbox.db.productAnswers.some((a) => a.question_id === question.id)).toBe(false);

		h.sandbox.clearRequests();
		const again = await failureOf(h.run(qa('delete', target(question))));
		expect(again).toBeInstanceOf(NodeApiError);
		expect(again.httpCode).toBe('404');
	});

	test('an ID that is not a path segment fails before any request', async () => {
		const question = h.sandbox.db.productQuestions[0];
		const error = await failureOf(
			h.run(qa('delete', { productId: byId(question.product_id), questionId: byId('../answers') })),
		);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe(
			'Invalid "Question": "../answers" is not an ID (letters, digits, - and _ only)',
		);
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('answers', () => {
	test('Get Many Answers: GET /products/questions/answers with page + page_size', async () => {
		const items = jsonOf(await h.run(qa('getManyAnswers', { returnAll: true })));
		onlyCatalogueRequest(h, {
			method: 'GET',
			path: '/products/questions/answers',
			query: { page: '1', page_size: '50' },
		});
		const expected = newestFirst(h.sandbox.db.productAnswers);
		expect(items).toEqual(
			expected.map((a) => ({
				id: a.id,
				question_id: a.question_id,
				answer: a.answer,
				created_at: expect.any(String),
			})),
		);
	});

	test('Answer: POST /products/{id}/questions/{question_id}/answers JSON {answer}; 201 {id, question_id, answer, created_at}', async () => {
		const question = h.sandbox.db.productQuestions.find(
			(q) => !h.sandbox.db.productAnswers.some((a) => a.question_id === q.id),
		)!;
		const [item] = jsonOf(
			await h.run(
				qa('createAnswer', target(question, { answer: 'نعم، التوصيل متاح حتى الساعة 10 مساءً.' })),
				{ credential: 'zidApi' },
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'POST',
			path: `/products/${question.product_id}/questions/${question.id}/answers`,
			contentType: JSON_TYPE,
			credential: 'zidApi',
		});
		expect(request.status).toBe(201);
		expect(request.body).toEqual({ answer: 'نعم، التوصيل متاح حتى الساعة 10 مساءً.' });
		const stored = h.sandbox.db.productAnswers.find((a) => a.question_id === question.id)!;
		expect(item).toEqual({
			id: stored.id,
			question_id: question.id,
			answer: 'نعم، التوصيل متاح حتى الساعة 10 مساءً.',
			created_at: expect.any(String),
		});
	});

	test("Answer a question under another product: Zid's 404", async () => {
		const question = h.sandbox.db.productQuestions[0];
		const other = h.sandbox.db.products.find((p) => p.id !== question.product_id)!;
		const error = await failureOf(
			h.run(
				qa('createAnswer', {
					productId: byId(other.id),
					questionId: byId(question.id),
					answer: 'Yes',
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.message).toBe('404 Not found: Not found.');
	});

	test('Update Answer: PATCH .../answers/{answer_id} JSON {answer}; safe to repeat, so a 500 is retried', async () => {
		const { question, answer } = answered();
		const [item] = jsonOf(
			await h.run(
				qa(
					'updateAnswer',
					target(question, { answerId: byId(answer.id), answer: 'Updated: yes.' }),
				),
			),
		);
		const request = onlyCatalogueRequest(h, {
			method: 'PATCH',
			path: `/products/${question.product_id}/questions/${question.id}/answers/${answer.id}`,
			contentType: JSON_TYPE,
		});
		expect(request.body).toEqual({ answer: 'Updated: yes.' });
		expect(answer.answer).toBe('Updated: yes.');
		expect(item).toMatchObject({ id: answer.id, answer: 'Updated: yes.' });

		h.sandbox.clearRequests();
		h.sandbox.setFaults({ rate500: 1, pathPattern: '/answers/', methods: ['PATCH'] });
		const error = await failureOf(
			h.run(
				qa(
					'updateAnswer',
					target(question, {
						answerId: byId(answer.id),
						answer: 'Again',
						requestOptions: {
							requestsPerMinute: 0,
							maxAttempts: 3,
							backoffBaseMs: 1,
							backoffCapMs: 5,
						},
					}),
				),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(catalogueCalls()).toHaveLength(3);
	});

	test('Delete Answer: DELETE .../answers/{answer_id} (the path §8.27 confirmed); the question stays', async () => {
		const { question, answer } = answered();
		const [item] = jsonOf(
			await h.run(qa('deleteAnswer', target(question, { answerId: byId(answer.id) }))),
		);
		onlyCatalogueRequest(h, {
			method: 'DELETE',
			path: `/products/${question.product_id}/questions/${question.id}/answers/${answer.id}`,
		});
		expect(item).toEqual({ message: 'The answer was deleted.' });
		expect(h.sandbox.db.productAnswers.some((a) => a.id === answer.id)).toBe(false);
		expect(h.sandbox.db.productQuestions.some((q) => q.id === question.id)).toBe(true);
	});

	test('an empty answer fails before any request', async () => {
		const { question } = answered();
		const error = await failureOf(h.run(qa('createAnswer', target(question, { answer: '' }))));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Answer": a value is required');
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe("pick, don't type: questions and answers from their lists", () => {
	const form = (extra: IDataObject = {}) => ({
		resource: 'productQuestion',
		operation: 'deleteAnswer',
		...extra,
	});
	const iso = (text: string) => (/[\u0600-\u06ff]/.test(text) ? `\u2068${text}\u2069` : text);
	const catalogueQueries = () =>
		catalogueCalls().map(
			(r) => `${r.path} ${new URLSearchParams(r.query as Record<string, string>)}`,
		);

	test("Question list: the store's questions, newest first, by their text, who asked and the day", async () => {
		const found = await searchQuestions.call(dropdownContext(h, form()));
		expect(catalogueQueries()).toEqual(['/v1/products/questions page=1&page_size=50']);
		const newest = newestFirst(h.sandbox.db.productQuestions);
		expect(found.results.map((r) => r.value)).toEqual(newest.map((q) => q.id));
		// Arabic text isolated, so it cannot reorder the rest of the label.
		expect(found.results.slice(0, 5).map((r) => r.name)).toEqual(
			newest
				.slice(0, 5)
				.map((q) => `${iso(q.question)} · ${iso(q.name)} · ${q.created_at.slice(0, 10)}`),
		);
		expect(found.paginationToken).toBeUndefined();
	});

	test('Question list: once a product is chosen, only its questions, read past pages that hold none of them; a search matches the text', async () => {
		const { question } = answered();
		const other = h.sandbox.db.products.find((p) => p.id !== question.product_id)!;
		// 60 newer questions about another product: the chosen product's questions start on page 2.
		for (let n = 0; n < 60; n++) {
			h.sandbox.db.productQuestions.push({
				...question,
				id: randomUUID(),
				product_id: other.id,
				created_at: `2099-01-01T00:00:${String(n).padStart(2, '0')}.000Z`,
			});
		}
		const found = await searchQuestions.call(
			dropdownContext(h, form({ productId: byId(question.product_id) })),
		);
		expect(catalogueQueries()).toEqual([
			'/v1/products/questions page=1&page_size=50',
			'/v1/products/questions page=2&page_size=50',
		]);
		const theirs = newestFirst(h.sandbox.db.productQuestions).filter(
			(q) => q.product_id === question.product_id,
		);
		expect(found.results.map((r) => r.value)).toEqual(theirs.map((q) => q.id));

		const words = question.question.split(/\s+/).slice(0, 2).join(' ');
		const searched = await searchQuestions.call(
			dropdownContext(h, form({ productId: byId(question.product_id) })),
			words,
		);
		expect(searched.results.map((r) => r.value)).toContain(question.id);
		expect(
			searched.results.every((r) =>
				searchableLabel(r.name).toLowerCase().includes(words.toLowerCase()),
			),
		).toBe(true);
	});

	test('Answer list: the answers to the question chosen in the form; the picked question and answer go out in the path', async () => {
		const { question, answer } = answered();
		const found = await searchAnswers.call(
			dropdownContext(
				h,
				form({
					productId: byId(question.product_id),
					questionId: { __rl: true, mode: 'list', value: question.id },
				}),
			),
		);
		expect(catalogueQueries()).toEqual(['/v1/products/questions/answers page=1&page_size=50']);
		const theirs = newestFirst(h.sandbox.db.productAnswers).filter(
			(a) => a.question_id === question.id,
		);
		expect(found.results.map((r) => r.value)).toEqual(theirs.map((a) => a.id));
		expect(found.results.map((r) => r.name)).toEqual(
			theirs.map((a) => `${iso(a.answer)} · ${a.created_at.slice(0, 10)}`),
		);

		h.sandbox.clearRequests();
		const picked = (value: string) => ({ __rl: true, mode: 'list', value });
		await h.run(
			qa('deleteAnswer', {
				productId: picked(question.product_id),
				questionId: picked(question.id),
				answerId: picked(answer.id),
			}),
		);
		onlyCatalogueRequest(h, {
			method: 'DELETE',
			path: `/products/${question.product_id}/questions/${question.id}/answers/${answer.id}`,
		});
	});
});
