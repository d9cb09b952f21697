import { ENDPOINTS } from '../../../shared/endpoints';
import { ruleStatusOperation } from './shared';

export const { description, execute } = ruleStatusOperation({
	operation: 'updateRedemptionMethodStatus',
	kind: 'redemption',
	endpoint: ENDPOINTS.loyalty.updateRedemptionMethodStatus,
	idKey: 'redemptionRuleUuid',
	flagKey: 'status',
	activeDescription: 'Whether shoppers can redeem points this way',
});
