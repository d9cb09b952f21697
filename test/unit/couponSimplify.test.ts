/** Coupon Simplify on Zid's own shapes (zidsa/sdk-python's coupon fixtures): what stays, what is renamed, what is read as a number. */
import { simpleCoupon } from '../../nodes/Zid/helpers/simplify';

const detail = {
	coupon_id: 5776883,
	id: 5776883,
	store_id: 3,
	store_name: 'Test Store',
	store_logo: 'https://media.zid.store/logo.jpg',
	code: 'P2ZAHN',
	uses_total: 0,
	created_at: '2026-02-01T06:49:05.000000Z',
	name: 'خصم رمضان',
	total_usage: 0,
	discount_type: 'f',
	applying_method: 'CODE',
	conditions: [],
	conditions_criteria: 'all',
	discount: 100,
	logged: false,
	free_shipping: false,
	free_cod: false,
	apply_to: 'products',
	total: '200.00',
	max_total: 0,
	max_weight: 0,
	date_start: '2026-02-01',
	date_end: '2026-02-01',
	uses_customer: 0,
	coupon_status: true,
	status_code: 'coupon_expired',
	maximum_discount_value: null,
	orders: [],
	total_sales: '1250.50',
	total_customers: 0,
	note: null,
	is_mazeed_active: true,
	is_pos_active: true,
	is_shown_in_pos: true,
	is_mobile_app_active: true,
	is_manageable: false,
	is_active: false,
	enabled: false,
	apply_to_data: [
		{ id: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f', name: 'باقة ورد', price: 120 },
		'0b470326-d2b1-4d96-8ee1-ea03a50dfd83',
	],
};

test('a coupon of Get Coupon Details: amounts as numbers next to the currency, nulls kept, targets by ID and name, store and display members left out', () => {
	expect(simpleCoupon('SAR')(detail)).toEqual({
		id: 5776883,
		code: 'P2ZAHN',
		name: 'خصم رمضان',
		status: 'coupon_expired',
		enabled: true,
		is_active: false,
		discount_type: 'f',
		discount: 100,
		maximum_discount_value: null,
		currency: 'SAR',
		minimum_cart_total: 200,
		maximum_cart_total: 0,
		free_shipping: false,
		free_cod: false,
		applying_method: 'CODE',
		apply_to: 'products',
		apply_to_data: [
			{ id: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f', name: 'باقة ورد' },
			{ id: '0b470326-d2b1-4d96-8ee1-ea03a50dfd83' },
		],
		uses_total: 0,
		uses_customer: 0,
		total_usage: 0,
		date_start: '2026-02-01',
		date_end: '2026-02-01',
		created_at: '2026-02-01T06:49:05.000000Z',
		total_sales: 1250.5,
		total_customers: 0,
		orders: [],
	});
});

test('a coupon of List Coupons has no sales or orders; without a currency none is invented', () => {
	const listed: Record<string, unknown> = { ...detail };
	for (const detailOnly of ['orders', 'total_sales', 'total_customers', 'note', 'apply_to_data'])
		delete listed[detailOnly];
	const simple = simpleCoupon(undefined)(listed as typeof detail);
	for (const member of [
		'currency',
		'total_sales',
		'total_customers',
		'orders',
		'apply_to_data',
		'store_name',
		'coupon_id',
	])
		expect(simple).not.toHaveProperty(member);
	expect(simple).toMatchObject({
		id: 5776883,
		discount: 100,
		minimum_cart_total: 200,
		status: 'coupon_expired',
	});
});
