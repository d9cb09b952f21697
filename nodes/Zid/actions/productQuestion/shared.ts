import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { idLocator, PATH_ID } from '../../helpers/locators';
import { InputChecker } from '../../helpers/validate';

/**
 * Questions & answers (docs/zid-api.md §8.15): the question and answer pickers, listed from Get All
 * Questions and List Question Answers (narrowed to the chosen product and question), IDs checked as path segments.
 */
export const questionIdLocator: INodeProperties = {
	...idLocator({
		name: 'questionId',
		displayName: 'Question',
		label: 'question',
		searchMethod: 'searchQuestions',
		idRegex: PATH_ID,
	}),
	description: 'The question to use. The list shows the questions about the chosen product.',
};
export const answerIdLocator: INodeProperties = {
	...idLocator({
		name: 'answerId',
		displayName: 'Answer',
		label: 'answer',
		searchMethod: 'searchAnswers',
		idRegex: PATH_ID,
	}),
	description: 'The answer to use. The list shows the answers to the chosen question.',
};

export const answerTextProperty: INodeProperties = {
	displayName: 'Answer',
	name: 'answer',
	type: 'string',
	typeOptions: { rows: 3 },
	required: true,
	default: '',
	description: "The store's answer, shown under the question on the product page",
};

/** The ID picked in one of the locators above, checked as a path segment before any request. */
export function idOf(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: 'questionId' | 'answerId',
): string {
	return InputChecker.for(ctx, itemIndex).pathId(
		name === 'questionId' ? 'Question' : 'Answer',
		locatorValue(ctx, itemIndex, name),
	);
}
