/** Every route group. To add a group: write routes/<group>.ts exporting a RouteDef[] and list it here. */
import type { RouteDef } from '../core/router';
import { abandonedCartRoutes } from './abandonedCart';
import { accountRoutes } from './account';
import { badgeRoutes } from './productBadge';
import { categoryRoutes } from './productCategory';
import { countryRoutes } from './country';
import { customerRoutes } from './customer';
import { orderRoutes } from './order';
import { productRoutes } from './product';
import { productStockRoutes } from './productStock';
import { reverseOrderRoutes } from './reverseOrder';
import { shippingRoutes } from './shipping';
import { storeLocationRoutes } from './storeLocation';
import { couponRoutes } from './coupon';
import { bundleOfferRoutes } from './bundleOffer';
import { loyaltyRoutes } from './loyalty';
import { giftCardRoutes } from './giftCard';
import { attributeRoutes } from './productAttribute';
import { customizationRoutes } from './productCustomization';
import { imageRoutes } from './productImage';
import { sortingRoutes } from './productSorting';
import { voucherRoutes } from './productVoucher';
import { webhookRoutes } from './webhook';
import { notificationRoutes } from './productNotification';
import { productImportRoutes } from './productImport';
import { questionRoutes } from './productQuestion';
import { reviewRoutes } from './productReview';
import { downloadableRoutes } from './productDownloadable';

export const ALL_ROUTES: RouteDef[] = [
	...accountRoutes,
	...orderRoutes,
	...reverseOrderRoutes,
	...abandonedCartRoutes,
	...customerRoutes,
	...categoryRoutes,
	...storeLocationRoutes,
	...shippingRoutes,
	...countryRoutes,
	...productRoutes,
	...productStockRoutes,
	...badgeRoutes,
	...couponRoutes,
	...bundleOfferRoutes,
	...loyaltyRoutes,
	...giftCardRoutes,
	...voucherRoutes,
	...attributeRoutes,
	...customizationRoutes,
	...sortingRoutes,
	...imageRoutes,
	...webhookRoutes,
	...notificationRoutes,
	...productImportRoutes,
	...questionRoutes,
	...reviewRoutes,
	...downloadableRoutes,
];
