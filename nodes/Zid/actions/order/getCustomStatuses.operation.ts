import { unpagedListOperation } from '../../helpers/lists';

/** One item per Zid status (New, Preparing, ...), each with the store's custom `sub_statuses`. */
export const { description, execute } = unpagedListOperation({
	resource: 'order',
	operation: 'getCustomStatuses',
	request: { method: 'GET', path: '/managers/store/orders/custom-statuses', scope: 'orders.read_write' },
	listKey: 'payload',
});
