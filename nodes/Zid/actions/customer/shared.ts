import type { InputChecker } from '../../helpers/validate';

/**
 * A mobile number in the international form Zid takes (`+9665XXXXXXXX` in Saudi Arabia). Spaces,
 * dashes, brackets and a leading 00 are tidied away; a local form (05...) is refused because its
 * country cannot be known.
 */
export function checkMobile(check: InputChecker, field: string, value: unknown): string {
	const raw = check.text(field, value, { max: 30 });
	const mobile = raw.replace(/[\s\-().]/g, '').replace(/^00/, '+');
	if (!/^\+[1-9]\d{7,14}$/.test(mobile)) {
		check.fail(
			field,
			`${JSON.stringify(raw)} is not an international mobile number (write it like +966501234567)`,
		);
	}
	if (mobile.startsWith('+966') && !/^\+9665\d{8}$/.test(mobile)) {
		check.fail(
			field,
			`${JSON.stringify(raw)} is not a Saudi mobile number (+9665 followed by 8 digits)`,
		);
	}
	return mobile;
}
