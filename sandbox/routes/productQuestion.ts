/**
 * Questions & answers (docs/zid-api.md §8.15, §8.27): catalogue headers, the newer paths nested under
 * the product, no trailing slash (the route table matches both). Update Question's path is not
 * known ([U]) and has no route here.
 */
import { randomUUID } from 'node:crypto';
import { isoAt, laravelIso } from '../core/dates';
import { bare } from '../core/envelopes';
import { NotFoundError } from '../core/errors';
import { localize } from '../core/i18n';
import { cappedPaging, drfPage } from '../core/pagination';
import { bodyRecord } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import { productOr404, removeWhere } from '../catalogue';
import type { ProductAnswerRecord, ProductQuestionRecord, ProductRecord } from '../db';

const QUESTION_DELETED = { en: 'The question was deleted.', ar: 'تم حذف السؤال.' };
const ANSWER_DELETED = { en: 'The answer was deleted.', ar: 'تم حذف الإجابة.' };

function renderQuestion(ctx: RouteContext, q: ProductQuestionRecord): Record<string, unknown> {
	return {
		id: q.id,
		store: ctx.db.store.id,
		product: q.product_id,
		name: q.name,
		email: q.email,
		question: q.question,
		created_at: laravelIso(q.created_at),
		updated_at: laravelIso(q.updated_at),
	};
}

function renderAnswer(a: ProductAnswerRecord): Record<string, unknown> {
	return {
		id: a.id,
		question_id: a.question_id,
		answer: a.answer,
		created_at: laravelIso(a.created_at),
	};
}

const newestFirst = <T extends { created_at: string }>(items: T[]): T[] =>
	[...items].sort((a, b) => b.created_at.localeCompare(a.created_at));

/** The product's question named in the path, or Django-REST's 404. */
function questionOr404(ctx: RouteContext, product: ProductRecord): ProductQuestionRecord {
	const question = ctx.db.productQuestions.find(
		(q) => q.id === ctx.params.questionId && q.product_id === product.id,
	);
	if (!question) throw new NotFoundError('product');
	return question;
}

function answerOr404(ctx: RouteContext, question: ProductQuestionRecord): ProductAnswerRecord {
	const answer = ctx.db.productAnswers.find(
		(a) => a.id === ctx.params.answerId && a.question_id === question.id,
	);
	if (!answer) throw new NotFoundError('product');
	return answer;
}

function listQuestions(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = cappedPaging(v, ctx.query, { defaultSize: 10, maxSize: 100 });
	v.assert();
	return bare(
		drfPage(ctx, newestFirst(ctx.db.productQuestions), paging, (q) => renderQuestion(ctx, q)),
	);
}

function listAnswers(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = cappedPaging(v, ctx.query, { defaultSize: 10, maxSize: 100 });
	v.assert();
	return bare(drfPage(ctx, newestFirst(ctx.db.productAnswers), paging, renderAnswer));
}

/** JSON `{name, email, question}`. */
function createQuestion(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const name = v.string('name', b.name, { required: true, max: 255 });
	const email = v.email('email', b.email, { required: true });
	const text = v.string('question', b.question, { required: true, max: 5000 });
	v.assert();
	const now = isoAt(ctx.now());
	const question: ProductQuestionRecord = {
		id: randomUUID(),
		product_id: product.id,
		name: name!,
		email: email!,
		question: text!,
		created_at: now,
		updated_at: now,
	};
	ctx.db.productQuestions.push(question);
	return bare(renderQuestion(ctx, question), 201);
}

/** Removes the question and its answers; answers `{message}`. */
function deleteQuestion(ctx: RouteContext): RouteResult {
	const question = questionOr404(ctx, productOr404(ctx));
	removeWhere(ctx.db.productAnswers, (a) => a.question_id === question.id);
	removeWhere(ctx.db.productQuestions, (q) => q.id === question.id);
	return bare({ message: localize(QUESTION_DELETED, ctx.lang) });
}

function readAnswer(ctx: RouteContext): string {
	const v = new Validator(ctx.lang, ctx.flavour);
	const answer = v.string('answer', bodyRecord(ctx.body).answer, { required: true, max: 5000 });
	v.assert();
	return answer!;
}

/** JSON `{answer}` → `{id, question_id, answer, created_at}`. */
function createAnswer(ctx: RouteContext): RouteResult {
	const question = questionOr404(ctx, productOr404(ctx));
	const text = readAnswer(ctx);
	const now = isoAt(ctx.now());
	const answer: ProductAnswerRecord = {
		id: randomUUID(),
		question_id: question.id,
		answer: text,
		created_at: now,
		updated_at: now,
	};
	ctx.db.productAnswers.push(answer);
	return bare(renderAnswer(answer), 201);
}

function updateAnswer(ctx: RouteContext): RouteResult {
	const answer = answerOr404(ctx, questionOr404(ctx, productOr404(ctx)));
	answer.answer = readAnswer(ctx);
	answer.updated_at = isoAt(ctx.now());
	return bare(renderAnswer(answer));
}

function deleteAnswer(ctx: RouteContext): RouteResult {
	const answer = answerOr404(ctx, questionOr404(ctx, productOr404(ctx)));
	removeWhere(ctx.db.productAnswers, (a) => a.id === answer.id);
	return bare({ message: localize(ANSWER_DELETED, ctx.lang) });
}

export const questionRoutes = routeGroup('catalogue', [
	{
		method: 'GET',
		path: '/products/questions',
		scopes: [SCOPES.productsRead],
		handler: listQuestions,
	},
	{
		method: 'GET',
		path: '/products/questions/answers',
		scopes: [SCOPES.productsRead],
		handler: listAnswers,
	},
	{
		method: 'POST',
		path: '/products/:productId/questions',
		scopes: [SCOPES.productsWrite],
		handler: createQuestion,
	},
	{
		method: 'DELETE',
		path: '/products/:productId/questions/:questionId',
		scopes: [SCOPES.productsWrite],
		handler: deleteQuestion,
	},
	{
		method: 'POST',
		path: '/products/:productId/questions/:questionId/answers',
		scopes: [SCOPES.productsWrite],
		handler: createAnswer,
	},
	{
		method: 'PATCH',
		path: '/products/:productId/questions/:questionId/answers/:answerId',
		scopes: [SCOPES.productsWrite],
		handler: updateAnswer,
	},
	{
		method: 'DELETE',
		path: '/products/:productId/questions/:questionId/answers/:answerId',
		scopes: [SCOPES.productsWrite],
		handler: deleteAnswer,
	},
]);
