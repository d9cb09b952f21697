import { pagedListOperation } from '../../helpers/lists';
import { QA_READ, QUESTIONS_PATH } from './shared';

/** Every question asked in the store; Zid documents no filters for this list. */
export const { description, execute } = pagedListOperation({
	resource: 'productQuestion',
	operation: 'getMany',
	request: { method: 'GET', path: QUESTIONS_PATH, scope: QA_READ },
	list: { style: 'next', listKey: 'results', maxPageSize: 50 },
});
