/** What the catalogue keeps beside products: voucher codes, attributes, customizations, images, manual orders. */
import type { Rng } from '../core/random';
import type { ProductRecord, StoreDb } from '../db';
import { seedAttributes } from './attributes';
import { seedCustomizations } from './customizations';
import { seedProductImages } from './images';
import { seedVoucherProducts } from './vouchers';

type Extras = Pick<
	StoreDb,
	| 'vouchers'
	| 'attributes'
	| 'attributePresets'
	| 'metafields'
	| 'customOptionFields'
	| 'customUserInputFields'
	| 'productImages'
	| 'productOrderings'
>;

/**
 * Appends the voucher products to `products` (last, so the collections seeded from the product
 * list before stay as they were) and builds the rest.
 */
export function seedProductExtras(
	rng: (stream: string) => Rng,
	anchor: number,
	products: ProductRecord[],
	orderIds: readonly number[],
): Extras {
	const voucherData = seedVoucherProducts(rng('vouchers'), anchor, orderIds, products.length + 1);
	products.push(...voucherData.products);
	return {
		vouchers: voucherData.vouchers,
		...seedAttributes(rng('attributes'), anchor),
		...seedCustomizations(rng('customizations'), products),
		productImages: seedProductImages(rng('product-images'), products),
		productOrderings: [],
	};
}
