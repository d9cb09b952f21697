import type { INodePropertyOptions } from 'n8n-workflow';
import type { ResourceModule } from '../helpers/types';
import { abandonedCart } from './abandonedCart/abandonedCart.resource';
import { account } from './account/account.resource';
import { country } from './country/country.resource';
import { customer } from './customer/customer.resource';
import { order } from './order/order.resource';
import { productCategory } from './productCategory/productCategory.resource';
import { reverseOrder } from './reverseOrder/reverseOrder.resource';
import { shipping } from './shipping/shipping.resource';
import { storeLocation } from './storeLocation/storeLocation.resource';
import { storeSettings } from './storeSettings/storeSettings.resource';

/** Every resource of the node: its picker entry and its module. Adding a resource = one line here. */
export const RESOURCES: Array<INodePropertyOptions & { value: string; module: ResourceModule }> = [
	{ name: 'Abandoned Cart', value: 'abandonedCart', module: abandonedCart },
	{ name: 'Account', value: 'account', module: account },
	{ name: 'Country', value: 'country', module: country },
	{ name: 'Customer', value: 'customer', module: customer },
	{ name: 'Order', value: 'order', module: order },
	{ name: 'Product Category', value: 'productCategory', module: productCategory },
	{ name: 'Reverse Order', value: 'reverseOrder', module: reverseOrder },
	{ name: 'Shipping', value: 'shipping', module: shipping },
	{ name: 'Store Location', value: 'storeLocation', module: storeLocation },
	{ name: 'Store Setting', value: 'storeSettings', module: storeSettings },
];
