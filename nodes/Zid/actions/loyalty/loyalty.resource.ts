import { defineResource } from '../../helpers/resourceModule';
import * as addRedemptionMethod from './addRedemptionMethod.operation';
import * as adjustCustomerPoints from './adjustCustomerPoints.operation';
import * as deleteRedemptionMethod from './deleteRedemptionMethod.operation';
import * as getCustomerHistory from './getCustomerHistory.operation';
import * as getCustomerPoints from './getCustomerPoints.operation';
import * as getCustomerProfile from './getCustomerProfile.operation';
import * as getInfoPage from './getInfoPage.operation';
import * as getPointsPerOrder from './getPointsPerOrder.operation';
import * as getProgram from './getProgram.operation';
import * as getStatus from './getStatus.operation';
import * as getStorefrontInfoPage from './getStorefrontInfoPage.operation';
import * as getStorefrontStatus from './getStorefrontStatus.operation';
import * as setActivation from './setActivation.operation';
import * as setPointsExpiration from './setPointsExpiration.operation';
import { STOREFRONT } from './shared';
import * as updateCashbackRule from './updateCashbackRule.operation';
import * as updateCashbackRuleStatus from './updateCashbackRuleStatus.operation';
import * as updateInfoPage from './updateInfoPage.operation';
import * as updateRedemptionMethod from './updateRedemptionMethod.operation';
import * as updateRedemptionMethodStatus from './updateRedemptionMethodStatus.operation';

export const loyalty = defineResource(
	'loyalty',
	[
		{
			name: 'Add Redemption Method',
			value: 'addRedemptionMethod',
			description:
				'Add a redemption method: how many points buy a fixed amount or a percentage off; returns the method',
			action: 'Add a points redemption method',
			module: addRedemptionMethod,
		},
		{
			name: 'Adjust Customer Points',
			value: 'adjustCustomerPoints',
			description:
				"Add points to or deduct points from a customer's balance, by customer ID, direction and points; returns the new balance",
			action: 'Add or deduct loyalty points',
			module: adjustCustomerPoints,
		},
		{
			name: 'Delete Redemption Method',
			value: 'deleteRedemptionMethod',
			description: 'Delete a way to spend points, by method ID',
			action: 'Delete a loyalty points redemption method by ID',
			module: deleteRedemptionMethod,
		},
		{
			name: 'Get Customer Points',
			value: 'getCustomerPoints',
			description: "Get a customer's points balances and history, by customer ID",
			action: "Get a customer's loyalty points balance by customer ID",
			module: getCustomerPoints,
		},
		{
			name: 'Get Customer Points History',
			value: 'getCustomerHistory',
			description:
				"List the entries of a customer's points history (date, points, reason), by customer ID",
			action: "Get a customer's loyalty points history by customer ID",
			module: getCustomerHistory,
		},
		{
			name: 'Get Customer Profile',
			value: 'getCustomerProfile',
			description:
				'Get a customer with their points, by customer ID: the same call as Customer › Get',
			action: 'Get a customer with loyalty points by ID',
			module: getCustomerProfile,
		},
		{
			name: 'Get Info Page',
			value: 'getInfoPage',
			description: 'Get the loyalty program page in Arabic and English',
			action: 'Get the loyalty program info page',
			module: getInfoPage,
		},
		{
			name: 'Get Points per Order',
			value: 'getPointsPerOrder',
			description: `Get the points an order total of the given amount earns. ${STOREFRONT}.`,
			action: 'Get the loyalty points an order amount earns',
			module: getPointsPerOrder,
		},
		{
			name: 'Get Program Data',
			value: 'getProgram',
			description:
				"Get the program's cashback and redemption rules, point totals, expiration and status",
			action: 'Get the loyalty program',
			module: getProgram,
		},
		{
			name: 'Get Status',
			value: 'getStatus',
			description: 'Get whether the loyalty program is active',
			action: 'Get whether the loyalty program is on',
			module: getStatus,
		},
		{
			name: 'Get Storefront Info Page',
			value: 'getStorefrontInfoPage',
			description: `Get the loyalty page shoppers see, in the request language. ${STOREFRONT}.`,
			action: 'Get the loyalty info page shoppers see',
			module: getStorefrontInfoPage,
		},
		{
			name: 'Get Storefront Status',
			value: 'getStorefrontStatus',
			description: `Get whether the loyalty program shows in the storefront. ${STOREFRONT}.`,
			action: 'Get whether shoppers see the loyalty program',
			module: getStorefrontStatus,
		},
		{
			name: 'Set Activation',
			value: 'setActivation',
			description: 'Activate or deactivate the loyalty program',
			action: 'Turn the loyalty program on or off',
			module: setActivation,
		},
		{
			name: 'Set Points Expiration',
			value: 'setPointsExpiration',
			description: 'Set the points expiration period, in days',
			action: 'Set how many days loyalty points stay valid',
			module: setPointsExpiration,
		},
		{
			name: 'Update Cashback Rule',
			value: 'updateCashbackRule',
			description: "Change a cashback rule's amount and points, by rule ID; returns the rule",
			action: 'Update how many loyalty points an amount spent earns',
			module: updateCashbackRule,
		},
		{
			name: 'Update Cashback Rule Status',
			value: 'updateCashbackRuleStatus',
			description: 'Activate or deactivate a cashback rule, by rule ID',
			action: 'Turn a loyalty cashback rule on or off by ID',
			module: updateCashbackRuleStatus,
		},
		{
			name: 'Update Info Page',
			value: 'updateInfoPage',
			description: "Replace the loyalty page's title and content in Arabic and English",
			action: 'Update the loyalty program info page',
			module: updateInfoPage,
		},
		{
			name: 'Update Redemption Method',
			value: 'updateRedemptionMethod',
			description:
				'Change how many points buy an amount or a percentage off, by method ID; returns the method',
			action: 'Update a loyalty points redemption method by ID',
			module: updateRedemptionMethod,
		},
		{
			name: 'Update Redemption Method Status',
			value: 'updateRedemptionMethodStatus',
			description: 'Activate or deactivate a way to spend points, by method ID',
			action: 'Turn a loyalty points redemption method on or off by ID',
			module: updateRedemptionMethodStatus,
		},
	],
	'getProgram',
);
