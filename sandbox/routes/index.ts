/** Every route group. To add a group: write routes/<group>.ts exporting a RouteDef[] and list it here. */
import type { RouteDef } from '../core/router';
import { abandonedCartRoutes } from './abandonedCarts';
import { accountRoutes } from './account';
import { badgeRoutes } from './badges';
import { categoryRoutes } from './categories';
import { countryRoutes } from './countries';
import { customerRoutes } from './customers';
import { orderRoutes } from './orders';
import { productRoutes } from './products';
import { productStockRoutes } from './productStock';
import { reverseOrderRoutes } from './reverseOrders';
import { shippingRoutes } from './shipping';
import { storeLocationRoutes } from './storeLocations';
import { couponRoutes } from './coupons';
import { bundleOfferRoutes } from './bundleOffers';
import { loyaltyRoutes } from './loyalty';
import { giftCardRoutes } from './giftCards';
import { attributeRoutes } from './attributes';
import { customizationRoutes } from './customizations';
import { imageRoutes } from './images';
import { sortingRoutes } from './sorting';
import { voucherRoutes } from './vouchers';
import { webhookRoutes } from './webhooks';
import { notificationRoutes } from './notifications';
import { productImportRoutes } from './productImport';
import { questionRoutes } from './questions';
import { reviewRoutes } from './reviews';
import { downloadableRoutes } from './downloadables';

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
