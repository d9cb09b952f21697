import { ENDPOINTS } from '../../../shared/endpoints';
import { listOperation } from '../../helpers/lists';

/** Every country Zid knows (names, codes, ids), in one unpaginated answer. */
export const { description, execute } = listOperation(
	'country',
	'getMany',
	ENDPOINTS.country.getMany,
);
