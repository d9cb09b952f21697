import { defineResource } from '../../helpers/resourceModule';
import * as create from './create.operation';
import * as createAnswer from './createAnswer.operation';
import * as deleteQuestion from './delete.operation';
import * as deleteAnswer from './deleteAnswer.operation';
import * as getMany from './getMany.operation';
import * as getManyAnswers from './getManyAnswers.operation';
import * as update from './update.operation';
import * as updateAnswer from './updateAnswer.operation';

/**
 * Zid's Q&A group lists 10 operations; two of them are not identified anywhere (docs/zid-api.md §8.15,
 * §9) and are deliberately not offered.
 */
export const productQuestion = defineResource(
	'productQuestion',
	[
		{
			name: 'Answer',
			value: 'createAnswer',
			description: "Post the store's answer to a question, by product ID, question ID and answer",
			action: "Answer a customer's product question",
			module: createAnswer,
		},
		{
			name: 'Create',
			value: 'create',
			description:
				"Add a question to a product, by product ID, the asker's name and email, and the question",
			action: 'Add a question to a product',
			module: create,
		},
		{
			name: 'Delete',
			value: 'delete',
			description: 'Delete a question from a product, by product ID and question ID',
			action: 'Delete a product question by product and question ID',
			module: deleteQuestion,
		},
		{
			name: 'Delete Answer',
			value: 'deleteAnswer',
			description: 'Delete an answer, by product ID, question ID and answer ID',
			action: "Delete the store's answer to a product question",
			module: deleteAnswer,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description: 'List the questions customers asked (product, asker, question, answers)',
			action: 'Get many questions customers asked about products',
			module: getMany,
		},
		{
			name: 'Get Many Answers',
			value: 'getManyAnswers',
			description: "List the store's answers to product questions",
			action: "Get many of the store's answers to product questions",
			module: getManyAnswers,
		},
		{
			name: 'Update',
			value: 'update',
			description: "Change a question's text or asker, by product ID and question ID (unconfirmed)",
			action: "Update a product question's text or asker",
			module: update,
		},
		{
			name: 'Update Answer',
			value: 'updateAnswer',
			description: 'Change an answer, by product ID, question ID and answer ID',
			action: "Update the store's answer to a product question",
			module: updateAnswer,
		},
	],
	'getMany',
);
