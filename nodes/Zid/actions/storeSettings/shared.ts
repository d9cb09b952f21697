export const PAYMENT_METHODS_PATH = '/managers/store/payment-methods';
