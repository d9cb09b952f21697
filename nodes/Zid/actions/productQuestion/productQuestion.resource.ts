import { defineResource } from '../../helpers/types';
import * as create from './create.operation';
import * as createAnswer from './createAnswer.operation';
import * as deleteQuestion from './delete.operation';
import * as deleteAnswer from './deleteAnswer.operation';
import * as getMany from './getMany.operation';
import * as getManyAnswers from './getManyAnswers.operation';
import * as update from './update.operation';
import * as updateAnswer from './updateAnswer.operation';

/**
 * Zid's Q&A group lists 10 operations; two of them are not identified anywhere (REFERENCE §8.15,
 * §9) and are deliberately not offered.
 */
export const productQuestion = defineResource(
	'productQuestion',
	[
		{ name: 'Answer', value: 'createAnswer', description: 'Answer a customer\'s question about a product', action: 'Answer a product question', module: createAnswer },
		{ name: 'Create', value: 'create', description: 'Add a question to a product', action: 'Create a product question', module: create },
		{ name: 'Delete', value: 'delete', description: 'Delete a question from a product', action: 'Delete a product question', module: deleteQuestion },
		{ name: 'Delete Answer', value: 'deleteAnswer', description: 'Delete the store\'s answer to a question', action: 'Delete a question answer', module: deleteAnswer },
		{ name: 'Get Many', value: 'getMany', description: 'List the questions customers asked', action: 'Get many product questions', module: getMany },
		{ name: 'Get Many Answers', value: 'getManyAnswers', description: 'List the store\'s answers to questions', action: 'Get many question answers', module: getManyAnswers },
		{ name: 'Update', value: 'update', description: 'Change a question\'s text or asker (unconfirmed)', action: 'Update a product question', module: update },
		{ name: 'Update Answer', value: 'updateAnswer', description: 'Change the store\'s answer to a question', action: 'Update a question answer', module: updateAnswer },
	],
	'getMany',
);
