import { get, post, put } from './endpoint';

const PROGRAM = '/managers/loyalty-program';
const INFO_PAGE = '/managers/store/loyalty-program-info';
/** Scopes the docs print on the loyalty pages (docs/zid-api.md §4): reads and writes. */
const READ = 'loyalty_program.read';
const WRITE = 'loyalty_program.read_write';

/**
 * The loyalty program (docs/zid-api.md §8.23). The storefront reads carry the store id in the
 * path and no scope. Customer Profile is `customer.get` (§8.27).
 */
export const loyalty = {
	getProgram: get(`${PROGRAM}/list-data`, { scope: READ }),
	getStatus: get(`${PROGRAM}/loyalty-status`, { scope: READ }),
	setActivation: post(`${PROGRAM}/activation`, {
		scope: WRITE,
		body: 'form',
		key: 'loyalty_program',
	}),
	setPointsExpiration: post(`${PROGRAM}/points-expiration`, { scope: WRITE, body: 'form' }),
	/** The SDK's form fields `config[money]`, `config[points]` (the docs show a JSON object). */
	updateCashbackRule: post(`${PROGRAM}/points-collection/update`, {
		scope: WRITE,
		body: 'form',
		key: 'data',
	}),
	updateCashbackRuleStatus: put(`${PROGRAM}/points-collection/update-status`, {
		scope: WRITE,
		repeatSafe: true,
		key: 'activation',
	}),
	addRedemptionMethod: post(`${PROGRAM}/points-redemption`, {
		scope: WRITE,
		body: 'form',
		key: 'points_redemption',
	}),
	updateRedemptionMethod: post(`${PROGRAM}/points-redemption/update`, {
		scope: WRITE,
		body: 'form',
		key: 'points_redemption',
	}),
	/** Zid deletes with a form POST (not DELETE). */
	deleteRedemptionMethod: post(`${PROGRAM}/points-redemption/delete`, {
		scope: WRITE,
		body: 'form',
		key: 'points_redemption',
	}),
	updateRedemptionMethodStatus: put(`${PROGRAM}/points-redemption/update-status`, {
		scope: WRITE,
		repeatSafe: true,
		key: 'redemption_rule',
	}),
	getCustomerPoints: get(`${PROGRAM}/customers/details`, {
		scope: READ,
		key: 'loyalty_points_info',
	}),
	/** Adds a history entry each time: never repeated, like a create. */
	adjustCustomerPoints: post(`${PROGRAM}/customers/adjust-customer-points`, {
		scope: WRITE,
		body: 'form',
		key: 'data',
	}),
	getCustomerHistory: get(`${PROGRAM}/points-history/{customerId}/`, {
		scope: READ,
		key: 'history',
		paging: 'whole',
	}),
	getInfoPage: get(INFO_PAGE, { scope: READ, key: 'payload' }),
	/** Replaces the whole page: safe to repeat. */
	updateInfoPage: put(INFO_PAGE, { scope: WRITE, repeatSafe: true, key: 'payload' }),
	getPointsPerOrder: get('/customers/loyalty-program/{store}/get-points-per-order-total/{amount}', {
		headers: 'storefront',
	}),
	getStorefrontStatus: get('/customers/loyalty-program/{store}/loyalty-status', {
		headers: 'storefront',
	}),
	/** The page in the language of the request. */
	getStorefrontInfoPage: get('/stores/{store}/loyalty-program-info', {
		headers: 'storefront',
		key: 'payload',
	}),
};
