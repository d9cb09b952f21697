/**
 * The catalogue of Zid endpoints the package calls: the only place a path or a scope is written
 * (docs/zid-api.md lists them, generated from here by `npm run docs:api`). Operations, list
 * searches and dropdown loaders name an entry; the transport takes its policy from it.
 */
import { abandonedCart } from './abandonedCart';
import { account } from './account';
import { bundleOffer } from './bundleOffer';
import { country } from './country';
import { coupon } from './coupon';
import { customer } from './customer';
import { giftCard } from './giftCard';
import { loyalty } from './loyalty';
import { order } from './order';
import { product } from './product';
import { productAttribute } from './productAttribute';
import { productAttributePreset } from './productAttributePreset';
import { productBadge } from './productBadge';
import { productCategory } from './productCategory';
import { productCustomization } from './productCustomization';
import { productDownloadable } from './productDownloadable';
import { productImage } from './productImage';
import { productImport } from './productImport';
import { productNotification } from './productNotification';
import { productQuestion } from './productQuestion';
import { productReview } from './productReview';
import { productSorting } from './productSorting';
import { productStock } from './productStock';
import { productVoucher } from './productVoucher';
import { reverseOrder } from './reverseOrder';
import { shipping } from './shipping';
import { storeLocation } from './storeLocation';
import { storeSettings } from './storeSettings';
import { webhook } from './webhook';

export * from './endpoint';

export const ENDPOINTS = {
	abandonedCart,
	account,
	bundleOffer,
	country,
	coupon,
	customer,
	giftCard,
	loyalty,
	order,
	product,
	productAttribute,
	productAttributePreset,
	productBadge,
	productCategory,
	productCustomization,
	productDownloadable,
	productImage,
	productImport,
	productNotification,
	productQuestion,
	productReview,
	productSorting,
	productStock,
	productVoucher,
	reverseOrder,
	shipping,
	storeLocation,
	storeSettings,
	webhook,
};
