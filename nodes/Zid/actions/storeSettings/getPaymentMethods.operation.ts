import { ENDPOINTS } from '../../../shared/endpoints';
import { listOperation } from '../../helpers/lists';

/** The store's payment methods; their ids are what Create Order takes as the payment method. */
export const { description, execute } = listOperation(
	'storeSettings',
	'getPaymentMethods',
	ENDPOINTS.storeSettings.getPaymentMethods,
);
