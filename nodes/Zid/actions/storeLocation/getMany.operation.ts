import { ENDPOINTS } from '../../../shared/endpoints';
import { listOperation } from '../../helpers/lists';

/** A store without locations answers an error code rather than an empty page: that is no items, not a failure. */
export const { description, execute } = listOperation(
	'storeLocation',
	'getMany',
	ENDPOINTS.storeLocation.getMany,
);
