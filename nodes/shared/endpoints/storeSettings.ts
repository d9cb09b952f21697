import { get } from './endpoint';

/** Store settings (docs/zid-api.md §8.25). */
export const storeSettings = {
	/** Their ids are what Create Order takes as the payment method. */
	getPaymentMethods: get('/managers/store/payment-methods', { key: 'payload', paging: 'whole' }),
	getVatSettings: get('/managers/store/third-party/vat', { key: 'tax_settings' }),
};
