import { ENDPOINTS } from '../../../shared/endpoints';
import { listOperation } from '../../helpers/lists';

/** Zid's predefined badges, sent whole under `data`; a product takes one through its Badge fields. */
export const { description, execute } = listOperation(
	'productBadge',
	'getMany',
	ENDPOINTS.productBadge.getMany,
);
