import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { DateTime } from 'luxon';
import { compact } from '../../helpers/parameters';
import { InputChecker, toZidDay } from '../../helpers/validate';
import {
	APPLY_TO,
	APPLY_TO_IDS,
	CREATE_DISCOUNT_TYPES,
	UPDATE_DISCOUNT_TYPES,
} from './couponFields';

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
const given = (value: unknown) =>
	value !== undefined &&
	value !== null &&
	value !== '' &&
	!(Array.isArray(value) && value.length === 0);

/**
 * The node sends a coupon's days, not times (docs/zid-api.md §8.21): a time would be dropped without a
 * word, so a date with a time other than midnight is refused.
 */
function dayOnly(check: InputChecker, label: string, value: unknown, zone: string): DateTime {
	const date = check.date(label, value, zone);
	if (!date.equals(date.startOf('day')))
		check.fail(
			label,
			`Zid keeps only the day of a coupon, not the time (got ${date.toFormat('yyyy-MM-dd HH:mm')}): enter the day alone, e.g. ${date.toFormat('yyyy-MM-dd')}, or {{ $today }}`,
		);
	return date;
}

function checkDates(
	check: InputChecker,
	zone: string,
	fields: IDataObject,
	creating: boolean,
): { date_start?: string; date_end?: string } {
	if (creating) {
		check.required('Start Date', fields.startDate);
		check.required('End Date', fields.endDate);
	}
	const start = given(fields.startDate)
		? dayOnly(check, 'Start Date', fields.startDate, zone)
		: undefined;
	const end = given(fields.endDate) ? dayOnly(check, 'End Date', fields.endDate, zone) : undefined;
	const startDay = start && toZidDay(start);
	const endDay = end && toZidDay(end);
	if (startDay && endDay && endDay < startDay)
		check.fail('End Date', `${endDay} is before the start date ${startDay}`);
	return { date_start: startDay, date_end: endDay };
}

function checkTargets(
	check: InputChecker,
	fields: IDataObject,
): { apply_to?: string; apply_to_array?: Array<string | number> } {
	if (!given(fields.applyTo)) {
		if (given(fields.applyToIds))
			check.fail('Apply To', 'add Apply To to say what the listed IDs are');
		return {};
	}
	const applyTo = check.oneOf(
		'Apply To',
		fields.applyTo,
		APPLY_TO.map((o) => String(o.value)),
	);
	if (applyTo === 'all') return { apply_to: applyTo };
	const ids = (
		Array.isArray(fields.applyToIds)
			? fields.applyToIds
			: String(fields.applyToIds ?? '').split(',')
	)
		.map((id) => String(id).trim())
		.filter(Boolean);
	if (ids.length === 0)
		check.fail(
			APPLY_TO_IDS,
			`list the ${applyTo === 'categories' ? 'categories' : 'products'} the coupon applies to`,
		);
	const list =
		applyTo === 'categories'
			? ids.map((id) => check.positiveInt(APPLY_TO_IDS, id))
			: ids.map((id) => check.uuid(APPLY_TO_IDS, id));
	return { apply_to: applyTo, apply_to_array: list };
}

function checkAmounts(check: InputChecker, fields: IDataObject, discountType: string): IDataObject {
	const percent = discountType === 'p';
	const discount = check.number('Discount', fields.discount, {
		min: 0,
		max: percent ? 100 : undefined,
	});
	if (discount === 0 && discountType !== 'n')
		check.fail('Discount', 'must be more than 0 (choose No Discount for a coupon without one)');
	const optional = (label: string, value: unknown) =>
		given(value) ? check.number(label, value, { min: 0 }) : undefined;
	const cap = optional('Maximum Discount Value', fields.maximumDiscountValue);
	if (cap !== undefined && !percent)
		check.fail('Maximum Discount Value', 'applies to percentage coupons only');
	const total = optional('Minimum Cart Total', fields.total);
	const maxTotal = optional('Maximum Cart Total', fields.maxTotal);
	if (total !== undefined && maxTotal !== undefined && maxTotal > 0 && maxTotal < total) {
		check.fail('Maximum Cart Total', `${maxTotal} is below the Minimum Cart Total ${total}`);
	}
	const uses = (label: string, value: unknown) =>
		given(value) ? check.positiveInt(label, value, { min: 0 }) : undefined;
	return {
		discount,
		maximum_discount_value: cap,
		total,
		max_total: maxTotal,
		max_weight: optional('Maximum Cart Weight (Kg)', fields.maxWeight),
		uses_total: uses('Total Uses', fields.usesTotal),
		uses_customer: uses('Uses per Customer', fields.usesCustomer),
	};
}

const BOOLEAN_FIELDS = {
	status: 'status',
	freeShipping: 'free_shipping',
	freeCod: 'free_cod',
	isMazeedActive: 'is_mazeed_active',
	isPosActive: 'is_pos_active',
	isShownInPos: 'is_shown_in_pos',
	isMobileAppActive: 'is_mobile_app_active',
} as const;

/**
 * The form body of Create (`creating`: dates required) or Update a Coupon, field names as
 * docs/zid-api.md §8.21; every problem is reported before a request. Booleans go out as 1/0.
 */
export function couponBody(
	ctx: IExecuteFunctions,
	itemIndex: number,
	fields: IDataObject,
	creating: boolean,
): IDataObject {
	const check = InputChecker.for(ctx, itemIndex);
	const code = check.text('Code', fields.code, { max: 50 });
	if (!CODE_PATTERN.test(code))
		check.fail(
			'Code',
			`${JSON.stringify(code)} may hold only Latin letters A-Z, digits 0-9, - and _ (no spaces, no Arabic letters)`,
		);
	const types = (creating ? CREATE_DISCOUNT_TYPES : UPDATE_DISCOUNT_TYPES).map((o) =>
		String(o.value),
	);
	const discountType = check.oneOf('Discount Type', fields.discountType, types);
	const body: IDataObject = {
		name: check.text('Name', fields.name, { max: 255 }),
		code,
		discount_type: discountType,
		...checkAmounts(check, fields, discountType),
		...checkDates(check, ctx.getTimezone(), fields, creating),
		...checkTargets(check, fields),
		applying_method: given(fields.applyingMethod)
			? check.oneOf('Applying Method', fields.applyingMethod, ['CODE', 'AUTOMATIC'])
			: undefined,
		conditions_criteria: given(fields.conditionsCriteria)
			? check.oneOf('Conditions Criteria', fields.conditionsCriteria, ['all', 'any'])
			: undefined,
	};
	for (const [field, key] of Object.entries(BOOLEAN_FIELDS))
		if (typeof fields[field] === 'boolean') body[key] = fields[field];
	return compact(body);
}
