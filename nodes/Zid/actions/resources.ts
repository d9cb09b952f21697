import type { INodePropertyOptions } from 'n8n-workflow';
import type { ResourceModule } from '../helpers/resourceModule';
import { abandonedCart } from './abandonedCart/abandonedCart.resource';
import { account } from './account/account.resource';
import { bundleOffer } from './bundleOffer/bundleOffer.resource';
import { country } from './country/country.resource';
import { coupon } from './coupon/coupon.resource';
import { customer } from './customer/customer.resource';
import { giftCard } from './giftCard/giftCard.resource';
import { loyalty } from './loyalty/loyalty.resource';
import { order } from './order/order.resource';
import { product } from './product/product.resource';
import { productBadge } from './productBadge/productBadge.resource';
import { productAttribute } from './productAttribute/productAttribute.resource';
import { productAttributePreset } from './productAttributePreset/productAttributePreset.resource';
import { productCategory } from './productCategory/productCategory.resource';
import { productCustomization } from './productCustomization/productCustomization.resource';
import { productDownloadable } from './productDownloadable/productDownloadable.resource';
import { productImage } from './productImage/productImage.resource';
import { productImport } from './productImport/productImport.resource';
import { productNotification } from './productNotification/productNotification.resource';
import { productQuestion } from './productQuestion/productQuestion.resource';
import { productReview } from './productReview/productReview.resource';
import { productStock } from './productStock/productStock.resource';
import { productSorting } from './productSorting/productSorting.resource';
import { productVoucher } from './productVoucher/productVoucher.resource';
import { reverseOrder } from './reverseOrder/reverseOrder.resource';
import { shipping } from './shipping/shipping.resource';
import { storeLocation } from './storeLocation/storeLocation.resource';
import { storeSettings } from './storeSettings/storeSettings.resource';
import { webhook } from './webhook/webhook.resource';

/** Every resource of the node: its picker entry and its module. Adding a resource = one line here. */
export const RESOURCES: Array<INodePropertyOptions & { value: string; module: ResourceModule }> = [
	{ name: 'Abandoned Cart', value: 'abandonedCart', module: abandonedCart },
	{ name: 'Account', value: 'account', module: account },
	{ name: 'Bundle Offer', value: 'bundleOffer', module: bundleOffer },
	{ name: 'Country', value: 'country', module: country },
	{ name: 'Coupon', value: 'coupon', module: coupon },
	{ name: 'Customer', value: 'customer', module: customer },
	{ name: 'Gift Card', value: 'giftCard', module: giftCard },
	{ name: 'Loyalty Program', value: 'loyalty', module: loyalty },
	{ name: 'Order', value: 'order', module: order },
	{ name: 'Product', value: 'product', module: product },
	{ name: 'Product Attribute', value: 'productAttribute', module: productAttribute },
	{
		name: 'Product Attribute Preset',
		value: 'productAttributePreset',
		module: productAttributePreset,
	},
	{ name: 'Product Badge', value: 'productBadge', module: productBadge },
	{ name: 'Product Category', value: 'productCategory', module: productCategory },
	{ name: 'Product Customization', value: 'productCustomization', module: productCustomization },
	{ name: 'Product Downloadable', value: 'productDownloadable', module: productDownloadable },
	{ name: 'Product Image', value: 'productImage', module: productImage },
	{ name: 'Product Import/Export', value: 'productImport', module: productImport },
	{ name: 'Product Notification', value: 'productNotification', module: productNotification },
	{ name: 'Product Question', value: 'productQuestion', module: productQuestion },
	{ name: 'Product Review', value: 'productReview', module: productReview },
	{ name: 'Product Stock', value: 'productStock', module: productStock },
	{ name: 'Product Sorting', value: 'productSorting', module: productSorting },
	{ name: 'Product Voucher', value: 'productVoucher', module: productVoucher },
	{ name: 'Reverse Order', value: 'reverseOrder', module: reverseOrder },
	{ name: 'Shipping', value: 'shipping', module: shipping },
	{ name: 'Store Location', value: 'storeLocation', module: storeLocation },
	{ name: 'Store Setting', value: 'storeSettings', module: storeSettings },
	{ name: 'Webhook', value: 'webhook', module: webhook },
];
