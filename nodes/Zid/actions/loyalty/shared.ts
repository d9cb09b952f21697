import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { withoutEnvelope } from '../../helpers/answers';
import { amountProperty } from '../../descriptions/inputs';
import { fieldsCollection } from '../../descriptions/collections';
import { idLocator, UUID_ID } from '../../helpers/locators';
import { storeIdOf } from '../../helpers/store';
import type { OperationModule } from '../../helpers/resourceModule';
import { InputChecker } from '../../helpers/validate';
import { type Endpoint } from '../../../shared/endpoints';
import { type ZidTransport, call, callForRecord, type CallArgs } from '../../../shared/transport';

/** Ends the description of the three storefront reads. */
export const STOREFRONT =
	"Reads Zid's storefront API, with the store ID from the credential or the manager profile";

/** One loyalty call: the record under the endpoint's key, or the whole answer without its envelope. */
export async function loyaltyCall(
	api: ZidTransport,
	endpoint: Endpoint,
	args: CallArgs,
): Promise<IDataObject> {
	return endpoint.key
		? await callForRecord(api, endpoint, args)
		: withoutEnvelope(await call(api, endpoint, args));
}

/** A storefront read: the store id fills the path's `{store}` (no scope printed for them). */
export async function storefrontCall(
	ctx: IExecuteFunctions,
	i: number,
	api: ZidTransport,
	endpoint: Endpoint,
	params: Record<string, number> = {},
): Promise<IDataObject> {
	const store = await storeIdOf(ctx, i, api);
	return await loyaltyCall(api, endpoint, { params: { store, ...params }, itemIndex: i });
}

/** Zid's 1/0 flags in JSON bodies (form bodies turn booleans into 1/0 by themselves). */
export const flag = (value: unknown): number =>
	value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;

export function customerIdOf(ctx: IExecuteFunctions, i: number): number {
	return InputChecker.for(ctx, i).positiveInt('Customer', locatorValue(ctx, i, 'customerId'));
}

export function activeProperty(description: string): INodeProperties {
	return { displayName: 'Active', name: 'active', type: 'boolean', default: true, description };
}

type RuleKind = 'cashback' | 'redemption';

const RULES: Record<RuleKind, { displayName: string; label: string; searchMethod: string }> = {
	cashback: {
		displayName: 'Cashback Rule',
		label: 'cashback rule',
		searchMethod: 'searchCashbackRules',
	},
	redemption: {
		displayName: 'Redemption Method',
		label: 'redemption method',
		searchMethod: 'searchRedemptionRules',
	},
};

/** A cashback rule or redemption method, picked from the program's rules or given by UUID. */
export function ruleIdLocator(kind: RuleKind): INodeProperties {
	const rule = RULES[kind];
	return idLocator({
		name: 'ruleId',
		...rule,
		idRegex: UUID_ID,
		placeholder: 'e.g. 7656e0f6-0259-4bcf-90d6-b7ad1fcdcb2f',
	});
}

export function ruleIdOf(ctx: IExecuteFunctions, i: number, kind: RuleKind): string {
	return InputChecker.for(ctx, i).uuid(RULES[kind].displayName, locatorValue(ctx, i, 'ruleId'));
}

/** A required whole number of points (read back with positiveInt). */
export function pointsProperty(description: string, defaultValue: number): INodeProperties {
	return {
		displayName: 'Points',
		name: 'points',
		type: 'number',
		required: true,
		default: defaultValue,
		description,
	};
}

export const REDEMPTION_TYPES: INodePropertyOptions[] = [
	{
		name: 'Fixed Amount',
		value: 'fixed_rate_settings',
		description: 'The points buy an amount off the order',
	},
	{
		name: 'Percentage',
		value: 'percentage_discount_settings',
		description: 'The points buy a percentage off the order',
	},
];

/** Add and Update Redemption Method: the `config` members. */
export const REDEMPTION_CONFIG_PROPERTIES: INodeProperties[] = [
	{
		displayName: 'Type',
		name: 'redemptionType',
		type: 'options',
		options: REDEMPTION_TYPES,
		required: true,
		default: 'fixed_rate_settings',
	},
	amountProperty(
		'Discount',
		'discount',
		'Amount (in the currency) or percentage (at most 100) the points buy',
	),
	pointsProperty('Points the shopper spends for the discount', 100),
	fieldsCollection('additionalFields', [
		{
			displayName: 'Currency',
			name: 'currency',
			type: 'string',
			default: '',
			placeholder: 'e.g. SAR',
			description: "ISO 4217 code of a fixed amount (Zid's default: the store currency)",
		},
	]),
];

export function redemptionConfig(ctx: IExecuteFunctions, i: number): IDataObject {
	const check = InputChecker.for(ctx, i);
	const type = check.oneOf(
		'Type',
		ctx.getNodeParameter('redemptionType', i),
		REDEMPTION_TYPES.map((t) => String(t.value)),
	);
	const discount = check.number('Discount', ctx.getNodeParameter('discount', i), {
		min: 0,
		max: type === 'percentage_discount_settings' ? 100 : undefined,
	});
	if (discount === 0) check.fail('Discount', 'must be more than 0');
	const config: IDataObject = {
		type,
		discount,
		points: check.positiveInt('Points', ctx.getNodeParameter('points', i)),
	};
	const currency = check.text(
		'Currency',
		(ctx.getNodeParameter('additionalFields', i, {}) as IDataObject).currency,
		{ optional: true, max: 3 },
	);
	if (currency) {
		if (!/^[A-Za-z]{3}$/.test(currency))
			check.fail('Currency', `${JSON.stringify(currency)} is not an ISO 4217 code (like SAR)`);
		config.currency = currency.toUpperCase();
	}
	return config;
}

export interface RuleStatusSpec {
	operation: string;
	kind: RuleKind;
	/** The catalogue entry: where the answer holds the result, too. */
	endpoint: Endpoint;
	/** Body names Zid gives the rule and the 1/0 flag on this route. */
	idKey: string;
	flagKey: string;
	activeDescription: string;
}

/** Update Cashback Rule Status / Update Redemption Method Status: PUT JSON of the rule and a 1/0 flag; setting a status is safe to repeat. */
export function ruleStatusOperation(spec: RuleStatusSpec): OperationModule {
	return {
		description: updateDisplayOptions(
			{ show: { resource: ['loyalty'], operation: [spec.operation] } },
			[ruleIdLocator(spec.kind), activeProperty(spec.activeDescription)],
		),
		async execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
			const body = {
				[spec.idKey]: ruleIdOf(this, i, spec.kind),
				[spec.flagKey]: flag(this.getNodeParameter('active', i)),
			};
			return await callForRecord(api, spec.endpoint, { body, itemIndex: i });
		},
	};
}
