import { ENDPOINTS } from '../../../shared/endpoints';
import { ruleStatusOperation } from './shared';

export const { description, execute } = ruleStatusOperation({
	operation: 'updateCashbackRuleStatus',
	kind: 'cashback',
	endpoint: ENDPOINTS.loyalty.updateCashbackRuleStatus,
	idKey: 'ruleId',
	flagKey: 'activate',
	activeDescription: 'Whether shoppers earn points under this rule',
});
