/**
 * The node's description as the editor shows it ("pick, don't type"): the fields that
 * take a Zid ID are pickers (a searchable list, or a dropdown loaded from the store), a filter holds
 * no ID until the user picks one, and "(unconfirmed)" is said in descriptions, never in labels.
 */
import type { INodeProperties } from 'n8n-workflow';
import * as listSearch from '../../nodes/Zid/methods/listSearch';
import * as loadOptions from '../../nodes/Zid/methods/loadOptions';
import { nodeFields } from '../helpers/fields';

const fields = nodeFields;

/** The picker a field offers: its list search, its dropdown loader, or undefined when it is typed. */
function pickerOf(field: INodeProperties): string | undefined {
	if (field.type === 'resourceLocator')
		return field.modes?.find((m) => m.name === 'list')?.typeOptions?.searchListMethod;
	return field.typeOptions?.loadOptionsMethod;
}

const field = (at: string) => {
	const found = fields().find((f) => f.at === at);
	if (!found) throw new Error(`no field at ${at}`);
	return found.field;
};

describe('fields that take a Zid ID offer a picker', () => {
	test.each([
		['order/getMany filters.customerId', 'searchCustomers'],
		['order/getMany filters.couponId', 'searchCoupons'],
		['order/getMany filters.tags', 'getOrderTags'],
		['order/getMany filters.countryCode', 'getCountryCodes'],
		['order/getMany filters.shippingCountry', 'getCountryCodes'],
		['order/getMany filters.shippingCity', 'getCityNames'],
		['order/getMany filters.statuses', 'getOrderStatuses'],
		['order/updateStatus additionalFields.inventoryAddressId', 'searchInventoryAddresses'],
		['abandonedCart/getMany filters.customerId', 'searchCustomers'],
		['abandonedCart/getMany filters.countryId', 'getCountries'],
		['abandonedCart/getMany filters.cityId', 'getCities'],
		['coupon/create applyToIds', 'getCouponTargets'],
		['coupon/update updateFields.applyToIds', 'getCouponTargets'],
		['productStock/bulkUpdate stocks.stock.location', 'searchStoreLocations'],
		['productStock/update stockId', 'searchProductStocks'],
		['productStock/get stockId', 'searchProductStocks'],
		['productReview/getMany filters.customerId', 'searchCustomers'],
		['webhook/create originalId', 'searchWebhookOriginalIds'],
		['webhook/deleteByOriginalId originalId', 'searchWebhookOriginalIds'],
		['webhook/getMany filters.originalId', 'searchWebhookOriginalIds'],
		['product/getMany filters.categoryId', 'searchCategories'],
		['product/getMany filters.locations', 'getStoreLocations'],
		['productCategory/addProductToCategories categoryIds', 'getCategories'],
		['productNotification/getMany filters.productId', 'searchProducts'],
		['productNotification/subscribe additionalFields.customerId', 'searchCustomers'],
		['productVoucher/create additionalFields.orderId', 'searchOrders'],
		['reverseOrder/create additionalFields.consigneeCityId', 'getCities'],
		['reverseOrder/create products.product.orderProductId', 'getOrderProducts'],
		['reverseOrder/calculateTotals products.product.orderProductId', 'getOrderProducts'],
		['storeLocation/updateStock products.product.productId', 'searchProducts'],
	])('%s: %s', (at, method) => {
		expect(pickerOf(field(at))).toBe(method);
		// The node registers the method it names.
		expect({ ...listSearch, ...loadOptions }).toHaveProperty(method);
	});

	test('multi-ID fields are lists of IDs from a dropdown, which an expression may give as well', () => {
		for (const at of [
			'order/getMany filters.statuses',
			'order/getMany filters.tags',
			'coupon/create applyToIds',
		]) {
			expect({ at, type: field(at).type, default: field(at).default }).toEqual({
				at,
				type: 'multiOptions',
				default: [],
			});
		}
	});
});

describe('filters hold no ID until one is picked', () => {
	test('no option of a Filters collection that takes an ID has one by default', () => {
		const preset = fields()
			.filter(
				({ at, field }) =>
					/ filters\./.test(at) && (pickerOf(field) !== undefined || /(Id|Ids)$/.test(field.name)),
			)
			.filter(({ field }) => {
				const value =
					field.type === 'resourceLocator'
						? (field.default as { value?: unknown }).value
						: field.default;
				return !(value === '' || (Array.isArray(value) && value.length === 0));
			})
			.map(({ at, field }) => `${at} = ${JSON.stringify(field.default)}`);
		expect(preset).toEqual([]);
	});
});

describe('"(unconfirmed)" is said in descriptions and hints, never in labels', () => {
	test('no field label or option name says it', () => {
		const labels = fields().flatMap(({ at, field }) => [
			[at, field.displayName],
			...((field.options ?? []) as Array<{ name?: string; displayName?: string }>).map((o) => [
				at,
				o.displayName ?? o.name ?? '',
			]),
		]);
		expect(labels.filter(([, label]) => /unconfirmed/i.test(label))).toEqual([]);
	});

	test('the fields that lost it from their label still say it in their description', () => {
		for (const at of [
			'customer/getMany filters.searchTerm',
			'customer/getMany options.orderBy',
			'productReview/getMany filters.status',
			'productDownloadable/getManyStore filters.search',
		]) {
			expect({ at, description: field(at).description }).toEqual({
				at,
				description: expect.stringContaining('(unconfirmed)'),
			});
		}
	});
});
