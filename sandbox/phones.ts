/** Phone numbers: Zid stores international form without '+', e.g. 966512345678. */

export function digitsOnly(value: string): string {
	return value.replace(/\D/g, '');
}

/** Same subscriber number, whatever prefix each side carries (+966 5..., 05..., 9665...). */
export function samePhone(a: string, b: string): boolean {
	const x = digitsOnly(a).replace(/^0+/, '');
	const y = digitsOnly(b).replace(/^0+/, '');
	if (x.length < 7 || y.length < 7) return false;
	return x.endsWith(y.slice(-9)) || y.endsWith(x.slice(-9));
}

/** 966 + 0501234567 -> 966501234567 */
export function internationalMobile(countryCode: string, number: string): string {
	return `${digitsOnly(countryCode)}${digitsOnly(number).replace(/^0+/, '')}`;
}

export const MOBILE_PATTERN = /^\+?\d{9,15}$/;
