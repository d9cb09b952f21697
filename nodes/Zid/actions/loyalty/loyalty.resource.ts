import { defineResource } from '../../helpers/types';
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
			description: 'Add a way to spend points (an amount or a percentage off)',
			action: 'Add a points redemption method',
			module: addRedemptionMethod,
		},
		{
			name: 'Adjust Customer Points',
			value: 'adjustCustomerPoints',
			description: 'Add points to or deduct points from a customer\'s balance',
			action: 'Adjust a customer\'s points',
			module: adjustCustomerPoints,
		},
		{
			name: 'Delete Redemption Method',
			value: 'deleteRedemptionMethod',
			description: 'Delete a way to spend points',
			action: 'Delete a points redemption method',
			module: deleteRedemptionMethod,
		},
		{
			name: 'Get Customer Points',
			value: 'getCustomerPoints',
			description: 'Get a customer\'s points balances and history',
			action: 'Get a customer\'s loyalty points',
			module: getCustomerPoints,
		},
		{
			name: 'Get Customer Points History',
			value: 'getCustomerHistory',
			description: 'List the entries of a customer\'s points history',
			action: 'Get a customer\'s points history',
			module: getCustomerHistory,
		},
		{
			name: 'Get Customer Profile',
			value: 'getCustomerProfile',
			description: 'Get a customer with their points: the same call as Customer › Get',
			action: 'Get a customer\'s loyalty profile',
			module: getCustomerProfile,
		},
		{
			name: 'Get Info Page',
			value: 'getInfoPage',
			description: 'Get the loyalty program page in Arabic and English',
			action: 'Get the loyalty info page',
			module: getInfoPage,
		},
		{
			name: 'Get Points per Order',
			value: 'getPointsPerOrder',
			description: `Get the points an order total earns. ${STOREFRONT}.`,
			action: 'Get the points an order total earns',
			module: getPointsPerOrder,
		},
		{
			name: 'Get Program Data',
			value: 'getProgram',
			description: 'Get the program\'s rules, point totals, expiration and status',
			action: 'Get loyalty program data',
			module: getProgram,
		},
		{ name: 'Get Status', value: 'getStatus', description: 'Get whether the loyalty program is on', action: 'Get the loyalty program status', module: getStatus },
		{
			name: 'Get Storefront Info Page',
			value: 'getStorefrontInfoPage',
			description: `Get the loyalty page shoppers see, in the request language. ${STOREFRONT}.`,
			action: 'Get the storefront loyalty info page',
			module: getStorefrontInfoPage,
		},
		{
			name: 'Get Storefront Status',
			value: 'getStorefrontStatus',
			description: `Get whether shoppers see the loyalty program. ${STOREFRONT}.`,
			action: 'Get the storefront loyalty status',
			module: getStorefrontStatus,
		},
		{
			name: 'Set Activation',
			value: 'setActivation',
			description: 'Turn the loyalty program on or off',
			action: 'Activate or deactivate the loyalty program',
			module: setActivation,
		},
		{
			name: 'Set Points Expiration',
			value: 'setPointsExpiration',
			description: 'Set how long earned points stay valid',
			action: 'Set the points expiration period',
			module: setPointsExpiration,
		},
		{
			name: 'Update Cashback Rule',
			value: 'updateCashbackRule',
			description: 'Change how many points a spent amount earns',
			action: 'Update a cashback rule',
			module: updateCashbackRule,
		},
		{
			name: 'Update Cashback Rule Status',
			value: 'updateCashbackRuleStatus',
			description: 'Turn a cashback rule on or off',
			action: 'Activate or deactivate a cashback rule',
			module: updateCashbackRuleStatus,
		},
		{
			name: 'Update Info Page',
			value: 'updateInfoPage',
			description: 'Replace the loyalty program page in Arabic and English',
			action: 'Update the loyalty info page',
			module: updateInfoPage,
		},
		{
			name: 'Update Redemption Method',
			value: 'updateRedemptionMethod',
			description: 'Change a way to spend points',
			action: 'Update a points redemption method',
			module: updateRedemptionMethod,
		},
		{
			name: 'Update Redemption Method Status',
			value: 'updateRedemptionMethodStatus',
			description: 'Turn a way to spend points on or off',
			action: 'Activate or deactivate a points redemption method',
			module: updateRedemptionMethodStatus,
		},
	],
	'getProgram',
);
