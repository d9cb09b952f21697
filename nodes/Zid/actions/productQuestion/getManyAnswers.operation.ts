import { pagedListOperation } from '../../helpers/lists';
import { ANSWERS_PATH, QA_READ } from './shared';

/** Every answer the store gave; Zid documents no filters for this list. */
export const { description, execute } = pagedListOperation({
	resource: 'productQuestion',
	operation: 'getManyAnswers',
	request: { method: 'GET', path: ANSWERS_PATH, scope: QA_READ },
	list: { style: 'next', listKey: 'results', maxPageSize: 50 },
});
