import type { IExecuteFunctions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';

/** The coupon the picker names, checked as a positive ID before any request. */
export function couponIdOf(ctx: IExecuteFunctions, itemIndex: number): number {
	return InputChecker.for(ctx, itemIndex).positiveInt(
		'Coupon',
		locatorValue(ctx, itemIndex, 'couponId'),
	);
}
