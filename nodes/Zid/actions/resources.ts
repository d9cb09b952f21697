import type { INodePropertyOptions } from 'n8n-workflow';
import type { ResourceModule } from '../helpers/types';
import { account } from './account/account.resource';
import { customer } from './customer/customer.resource';
import { order } from './order/order.resource';
import { productCategory } from './productCategory/productCategory.resource';

/** Every resource of the node: its picker entry and its module. Adding a resource = one line here. */
export const RESOURCES: Array<INodePropertyOptions & { value: string; module: ResourceModule }> = [
	{ name: 'Account', value: 'account', module: account },
	{ name: 'Customer', value: 'customer', module: customer },
	{ name: 'Order', value: 'order', module: order },
	{ name: 'Product Category', value: 'productCategory', module: productCategory },
];
