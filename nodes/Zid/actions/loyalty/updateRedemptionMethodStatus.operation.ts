import { ruleStatusOperation } from './shared';

export const { description, execute } = ruleStatusOperation({
	operation: 'updateRedemptionMethodStatus',
	kind: 'redemption',
	path: 'points-redemption/update-status',
	idKey: 'redemptionRuleUuid',
	flagKey: 'status',
	answerKey: 'redemption_rule',
	activeDescription: 'Whether shoppers can redeem points this way',
});
