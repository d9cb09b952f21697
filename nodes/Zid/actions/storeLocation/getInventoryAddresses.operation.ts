import { unpagedListOperation } from '../../helpers/lists';
import { INVENTORY_ADDRESSES_PATH } from './shared';

/** Pickup / ship-from addresses of a store without Multi-Inventory; none is no items, not a failure. */
export const { description, execute } = unpagedListOperation({
	resource: 'storeLocation',
	operation: 'getInventoryAddresses',
	request: { method: 'GET', path: INVENTORY_ADDRESSES_PATH },
	listKey: 'inventory_addresses',
	emptyAsError: true,
});
