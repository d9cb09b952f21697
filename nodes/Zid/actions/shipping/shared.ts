export const DELIVERY_OPTIONS_PATH = '/managers/store/delivery-options';

export const PAYLOAD_TYPES = [
	{ name: 'Simple', value: 'simple', description: 'ID, name, cities and status of each option' },
	{ name: 'Default', value: 'default', description: 'Also cost, cash-on-delivery fee, delivery time and type' },
];
