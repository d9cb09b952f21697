import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { locatorValue } from '../../helpers/execute';
import { idLocator, PATH_ID } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';

/**
 * Questions & answers, docs/zid-api.md §8.15 (+ §8.27): catalogue headers; the newer paths nest under
 * the product and carry no trailing slash, as the docs write them.
 */
export const QUESTIONS_PATH = '/products/questions';
export const ANSWERS_PATH = '/products/questions/answers';
/** Printed on the create, answer and delete pages; the lists are assumed to need the read scope. */
export const QA_WRITE = 'products.read_write';
export const QA_READ = 'products.read';

const segment = (id: string) => encodeURIComponent(id);
export const questionsPath = (productId: string) => `/products/${segment(productId)}/questions`;
export const questionPath = (productId: string, questionId: string) => `${questionsPath(productId)}/${segment(questionId)}`;
export const answersPath = (productId: string, questionId: string) => `${questionPath(productId, questionId)}/answers`;
export const answerPath = (productId: string, questionId: string, answerId: string) => `${answersPath(productId, questionId)}/${segment(answerId)}`;


export const questionIdLocator = idLocator({ name: 'questionId', displayName: 'Question', label: 'question', idRegex: PATH_ID });
export const answerIdLocator = idLocator({ name: 'answerId', displayName: 'Answer', label: 'answer', idRegex: PATH_ID });

export const answerTextProperty: INodeProperties = {
	displayName: 'Answer',
	name: 'answer',
	type: 'string',
	typeOptions: { rows: 3 },
	required: true,
	default: '',
	description: 'The store\'s answer, shown under the question on the product page',
};

/** The ID picked in one of the locators above, checked as a path segment before any request. */
export function idOf(ctx: IExecuteFunctions, itemIndex: number, name: 'questionId' | 'answerId'): string {
	return InputChecker.for(ctx, itemIndex).pathId(name === 'questionId' ? 'Question' : 'Answer', locatorValue(ctx, itemIndex, name));
}
