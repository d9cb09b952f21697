import { ENDPOINTS } from '../../../shared/endpoints';
import { listOperation } from '../../helpers/lists';

/** Pickup / ship-from addresses of a store without Multi-Inventory; none is no items, not a failure. */
export const { description, execute } = listOperation(
	'storeLocation',
	'getInventoryAddresses',
	ENDPOINTS.storeLocation.getInventoryAddresses,
);
