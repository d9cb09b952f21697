import { ENDPOINTS } from '../../../shared/endpoints';
import { listOperation } from '../../helpers/lists';

/** Every question asked in the store; Zid documents no filters for this list. */
export const { description, execute } = listOperation(
	'productQuestion',
	'getMany',
	ENDPOINTS.productQuestion.getMany,
);
