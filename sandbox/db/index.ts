/**
 * The sandbox's in-memory store. Records hold canonical data (ISO-8601 UTC timestamps, numbers for
 * money, ids for references); route files render them into Zid's response shapes. Tests may read
 * and change these arrays directly: renderers look things up on every request, nothing is cached.
 *
 * One module per group of collections; this index is the store itself (`StoreDb`) and exports
 * every record type.
 */
import type { BundleOfferDays, SandboxMode } from '../core/modes';
import type {
	CityRecord,
	CountryRecord,
	DeliveryOptionRecord,
	InventoryAddressRecord,
	LocationRecord,
	ManagerRecord,
	PaymentMethodRecord,
	StoreRecord,
	VatSettingsRecord,
} from './store';
import type { CustomerRecord } from './customers';
import type {
	BadgeRecord,
	CategoryRecord,
	ProductImageRecord,
	ProductOrderingRecord,
	ProductRecord,
	ProductSettingsRecord,
	StockRecord,
} from './products';
import type {
	AttributePresetRecord,
	AttributeRecord,
	CustomOptionFieldRecord,
	CustomUserInputFieldRecord,
	MetafieldRecord,
} from './productOptions';
import type {
	LibraryFileRecord,
	ProductDownloadableRecord,
	StorageUploadRecord,
	VoucherRecord,
} from './digital';
import type {
	ExportRequestRecord,
	ProductAnswerRecord,
	ProductImportRecord,
	ProductQuestionRecord,
	ProductReviewRecord,
	StockNotificationEmailRecord,
	StockNotificationRecord,
	StockNotificationSettingsRecord,
} from './productActivity';
import type {
	CustomStatusRecord,
	OrderRecord,
	ReverseOrderRecord,
	ReverseReasonRecord,
} from './orders';
import type { AbandonedCartRecord, GiftCardRecord } from './carts';
import type { BundleOfferRecord, CouponRecord } from './coupons';
import type {
	CashbackRuleRecord,
	LoyaltyProgramRecord,
	LoyaltyTransactionRecord,
	RedemptionRuleRecord,
} from './loyalty';
import type { WebhookDeliveryRecord, WebhookRecord } from './webhooks';

export type * from './text';
export type * from './store';
export type * from './customers';
export type * from './products';
export type * from './productOptions';
export type * from './digital';
export type * from './productActivity';
export type * from './orders';
export type * from './carts';
export type * from './coupons';
export type * from './loyalty';
export type * from './webhooks';

export interface StoreDb {
	store: StoreRecord;
	manager: ManagerRecord;
	vat: VatSettingsRecord;
	countries: CountryRecord[];
	cities: CityRecord[];
	customers: CustomerRecord[];
	categories: CategoryRecord[];
	products: ProductRecord[];
	locations: LocationRecord[];
	stocks: StockRecord[];
	inventoryAddresses: InventoryAddressRecord[];
	deliveryOptions: DeliveryOptionRecord[];
	paymentMethods: PaymentMethodRecord[];
	customStatuses: CustomStatusRecord[];
	orders: OrderRecord[];
	reverseReasons: ReverseReasonRecord[];
	reverseOrders: ReverseOrderRecord[];
	abandonedCarts: AbandonedCartRecord[];
	coupons: CouponRecord[];
	productSettings: ProductSettingsRecord;
	badges: BadgeRecord[];
	bundleOffers: BundleOfferRecord[];
	loyalty: LoyaltyProgramRecord;
	cashbackRules: CashbackRuleRecord[];
	redemptionRules: RedemptionRuleRecord[];
	loyaltyTransactions: LoyaltyTransactionRecord[];
	giftCards: GiftCardRecord[];
	vouchers: VoucherRecord[];
	attributes: AttributeRecord[];
	attributePresets: AttributePresetRecord[];
	metafields: MetafieldRecord[];
	customOptionFields: CustomOptionFieldRecord[];
	customUserInputFields: CustomUserInputFieldRecord[];
	productImages: ProductImageRecord[];
	productOrderings: ProductOrderingRecord[];
	/** Webhook subscriptions (docs/zid-api.md §7.1), with their health (§7.6). */
	webhooks: WebhookRecord[];
	/** Every delivery attempt the sandbox made, newest last (bounded). */
	webhookDeliveries: WebhookDeliveryRecord[];
	/** Back-in-stock requests, their settings, the emails sent by hand (docs/zid-api.md §8.12). */
	stockNotifications: StockNotificationRecord[];
	stockNotificationSettings: StockNotificationSettingsRecord;
	stockNotificationEmails: StockNotificationEmailRecord[];
	/** Exports Zid emails (§8.12, §8.13) and product sheets received for import (§8.13). */
	exportRequests: ExportRequestRecord[];
	productImports: ProductImportRecord[];
	/** Questions & answers (§8.15) and reviews (§8.16). */
	productQuestions: ProductQuestionRecord[];
	productAnswers: ProductAnswerRecord[];
	productReviews: ProductReviewRecord[];
	/** Digital products (§8.17): presigned uploads, the files linked to products, the upload size limit. */
	storageUploads: StorageUploadRecord[];
	productDownloadables: ProductDownloadableRecord[];
	/** The store's file library (§8.17, unconfirmed). */
	libraryFiles: LibraryFileRecord[];
	downloadableMaxBytes: number;
	/** Which answers the sandbox gives where live stores and the contract differ (CONTRACT.md). */
	mode: SandboxMode;
	/** What bundle offers' day filters select (CONTRACT.md, "Live answers and the contract"). */
	bundleOfferDays: BundleOfferDays;
}

/** Next integer id for a collection of records with numeric ids. */
export function nextId(items: ReadonlyArray<{ id: number }>): number {
	let max = 0;
	for (const item of items) if (item.id > max) max = item.id;
	return max + 1;
}
