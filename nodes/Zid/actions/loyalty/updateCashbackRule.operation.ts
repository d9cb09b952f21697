import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { amountProperty } from '../../descriptions/inputs';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { pointsProperty, ruleIdLocator, ruleIdOf } from './shared';

const properties: INodeProperties[] = [
	ruleIdLocator('cashback'),
	amountProperty(
		'Amount to Spend',
		'money',
		'What a shopper spends, in the store currency, to earn the points',
	),
	pointsProperty('Points earned for that amount', 1),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['updateCashbackRule'] } },
	properties,
);

/** The SDK's form fields `config[money]`, `config[points]` (the docs show the same as a JSON object). */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const ruleId = ruleIdOf(this, i, 'cashback');
	const money = check.number('Amount to Spend', this.getNodeParameter('money', i), { min: 0 });
	if (money === 0) check.fail('Amount to Spend', 'must be more than 0');
	const body = {
		ruleId,
		config: { money, points: check.positiveInt('Points', this.getNodeParameter('points', i)) },
	};
	return await callForRecord(api, ENDPOINTS.loyalty.updateCashbackRule, { body, itemIndex: i });
}
