import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { idLocator, NUMERIC_ID } from '../../helpers/locators';
import { InputChecker } from '../../helpers/validate';

/**
 * The original ID subscriptions are registered under (docs/zid-api.md §7.1): picked from those in
 * use (with their events and subscribers) or typed. By ID 1 by default, the number these fields
 * took before they became pickers, so saved workflows that kept it send what they always sent.
 */
export function originalIdLocator(description: string): INodeProperties {
	return {
		...idLocator({
			name: 'originalId',
			displayName: 'Original ID',
			label: 'original ID',
			searchMethod: 'searchWebhookOriginalIds',
			idRegex: NUMERIC_ID,
			placeholder: 'e.g. 1',
		}),
		default: { mode: 'id', value: '1' },
		description,
	};
}

/** The original ID chosen in `originalIdLocator` (checked before any request). */
export function originalIdOf(ctx: IExecuteFunctions, itemIndex: number): number {
	return InputChecker.for(ctx, itemIndex).positiveInt(
		'Original ID',
		locatorValue(ctx, itemIndex, 'originalId'),
	);
}
