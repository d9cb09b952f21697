import { ENDPOINTS } from '../../../shared/endpoints';
import { listOperation } from '../../helpers/lists';

/** The countries the store operates in, in one unpaginated answer. */
export const { description, execute } = listOperation(
	'country',
	'getOperating',
	ENDPOINTS.country.getOperating,
);
