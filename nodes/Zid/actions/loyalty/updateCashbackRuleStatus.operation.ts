import { ruleStatusOperation } from './shared';

export const { description, execute } = ruleStatusOperation({
	operation: 'updateCashbackRuleStatus',
	kind: 'cashback',
	path: 'points-collection/update-status',
	idKey: 'ruleId',
	flagKey: 'activate',
	answerKey: 'activation',
	activeDescription: 'Whether shoppers earn points under this rule',
});
