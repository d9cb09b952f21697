import { unpagedListOperation } from '../../helpers/lists';
import { PAYMENT_METHODS_PATH } from './shared';

/** The store's payment methods; their ids are what Create Order takes as the payment method. */
export const { description, execute } = unpagedListOperation({
	resource: 'storeSettings',
	operation: 'getPaymentMethods',
	request: { method: 'GET', path: PAYMENT_METHODS_PATH },
	listKey: 'payload',
});
