import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { locatorValue } from '../../helpers/execute';
import { idLocator, PATH_ID } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';

/** Questions & answers (docs/zid-api.md §8.15): the question and answer pickers, checked as path segments. */
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
