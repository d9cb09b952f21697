import { ENDPOINTS } from '../../../shared/endpoints';
import { listOperation } from '../../helpers/lists';

/** Zid returns every category in one answer (no pagination); Limit trims it here. */
export const { description, execute } = listOperation(
	'productCategory',
	'getMany',
	ENDPOINTS.productCategory.getMany,
);
