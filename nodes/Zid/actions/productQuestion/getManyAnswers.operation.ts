import { ENDPOINTS } from '../../../shared/endpoints';
import { listOperation } from '../../helpers/lists';

/** Every answer the store gave; Zid documents no filters for this list. */
export const { description, execute } = listOperation(
	'productQuestion',
	'getManyAnswers',
	ENDPOINTS.productQuestion.getManyAnswers,
);
