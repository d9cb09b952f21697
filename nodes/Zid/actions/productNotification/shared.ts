import type { INodeProperties } from 'n8n-workflow';
import type { InputChecker } from '../../helpers/validate';

/** Availability ("notify me when back in stock") requests, docs/zid-api.md §8.12: catalogue service. */
export const NOTIFICATIONS_PATH = '/products/notifications/';
export const subscribePath = (productId: string) => `/products/${encodeURIComponent(productId)}/notifications/`;
/** Scopes are not printed for this group; the products ones are inferred. */
export const NOTIFICATIONS_READ = 'products.read';
export const NOTIFICATIONS_WRITE = 'products.read_write';

export const LANGUAGES = [
	{ name: 'Arabic', value: 'ar', description: 'The emails are written in Arabic' },
	{ name: 'English', value: 'en', description: 'The emails are written in English' },
];

export const languageField: INodeProperties = {
	displayName: 'Language',
	name: 'language',
	type: 'options',
	options: LANGUAGES,
	default: 'ar',
	description: 'Language of the emails the customer receives',
};

export const DELAY_UNITS = [
	{ name: 'Minute', value: 'minute', description: 'The delay is counted in minutes' },
	{ name: 'Hour', value: 'hour', description: 'The delay is counted in hours' },
	{ name: 'Day', value: 'day', description: 'The delay is counted in days' },
];

/** Placeholders Zid fills in (docs/zid-api.md §8.12): the email text and the email title take different ones. */
export const TEXT_PLACEHOLDERS = ['customer_name', 'product_name', 'product_url'] as const;
export const TITLE_PLACEHOLDERS = ['product_name', 'store_name'] as const;

/**
 * A `{name}` that Zid does not fill in would reach customers as it is: refuse it before sending.
 * Returns the trimmed text ('' when empty).
 */
export function checkPlaceholders(check: InputChecker, field: string, value: unknown, allowed: readonly string[]): string {
	const text = check.text(field, value, { max: 5000, optional: true });
	for (const [, name] of text.matchAll(/\{\s*([^{}]*?)\s*\}/g)) {
		if (!allowed.includes(name)) {
			check.fail(field, `{${name}} is not a placeholder Zid fills in here; use ${allowed.map((p) => `{${p}}`).join(', ')}`);
		}
	}
	return text;
}
