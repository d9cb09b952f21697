/**
 * A small Laravel-like validator: each rule coerces one input (form strings or JSON values),
 * records a localized message on failure, and `assert()` throws one ValidationError with every
 * failed field, the way Zid reports all problems of a request at once.
 */
import { ValidationError, type ErrorFlavour, type FieldErrors } from './errors';
import type { LocalizedText } from '../db';
import { message, type Lang, type MessageKey } from './i18n';

interface Presence {
	required?: boolean;
}
interface NumberRule extends Presence {
	min?: number;
	max?: number;
}
interface StringRule extends Presence {
	max?: number;
}

export function isBlank(value: unknown): boolean {
	return (
		value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
	);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class Validator {
	private readonly errors: FieldErrors = {};

	constructor(
		readonly lang: Lang,
		readonly flavour: ErrorFlavour = 'manager',
	) {}

	/** Records a failure; `field` is dotted for nested input (`customer.mobile_number`, `products.0.sku`). */
	fail(field: string, key: MessageKey, params: Record<string, string | number> = {}): undefined {
		const style = this.flavour === 'catalogue' ? 'drf' : 'laravel';
		(this.errors[field] ??= []).push(message(this.lang, key, { field, ...params }, style));
		return undefined;
	}

	failed(field: string): boolean {
		return field in this.errors;
	}

	get ok(): boolean {
		return Object.keys(this.errors).length === 0;
	}

	assert(): void {
		if (!this.ok) throw new ValidationError(this.errors);
	}

	/** True when the value may be checked further; records `required` when it is missing. */
	private present(field: string, value: unknown, rule: Presence): boolean {
		if (!isBlank(value)) return true;
		if (rule.required) this.fail(field, 'required');
		return false;
	}

	private bounds(field: string, n: number, rule: NumberRule): number | undefined {
		if (rule.min !== undefined && n < rule.min)
			return this.fail(field, 'min_number', { min: rule.min });
		if (rule.max !== undefined && n > rule.max)
			return this.fail(field, 'max_number', { max: rule.max });
		return n;
	}

	integer(field: string, value: unknown, rule: NumberRule = {}): number | undefined {
		if (!this.present(field, value, rule)) return undefined;
		const n =
			typeof value === 'number'
				? value
				: typeof value === 'string' && /^-?\d+$/.test(value.trim())
					? Number(value)
					: NaN;
		if (!Number.isInteger(n)) return this.fail(field, 'integer');
		return this.bounds(field, n, rule);
	}

	number(field: string, value: unknown, rule: NumberRule = {}): number | undefined {
		if (!this.present(field, value, rule)) return undefined;
		const n =
			typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
		if (!Number.isFinite(n)) return this.fail(field, 'numeric');
		return this.bounds(field, n, rule);
	}

	string(field: string, value: unknown, rule: StringRule = {}): string | undefined {
		if (!this.present(field, value, rule)) return undefined;
		if (typeof value !== 'string' && typeof value !== 'number') return this.fail(field, 'string');
		const s = String(value);
		if (rule.max !== undefined && [...s].length > rule.max)
			return this.fail(field, 'max_string', { max: rule.max });
		return s;
	}

	oneOf<T extends string>(
		field: string,
		value: unknown,
		allowed: readonly T[],
		rule: Presence = {},
	): T | undefined {
		const s = this.string(field, value, rule);
		if (s === undefined) return undefined;
		return (allowed as readonly string[]).includes(s)
			? (s as T)
			: this.fail(field, 'in', { value: s });
	}

	boolean(field: string, value: unknown, rule: Presence = {}): boolean | undefined {
		if (!this.present(field, value, rule)) return undefined;
		if (value === true || value === 1 || value === '1' || value === 'true') return true;
		if (value === false || value === 0 || value === '0' || value === 'false') return false;
		return this.fail(field, 'boolean');
	}

	email(field: string, value: unknown, rule: Presence = {}): string | undefined {
		const s = this.string(field, value, rule);
		if (s === undefined) return undefined;
		return EMAIL.test(s) ? s : this.fail(field, 'email');
	}

	record(field: string, value: unknown, rule: Presence = {}): Record<string, unknown> | undefined {
		if (!this.present(field, value, rule)) return undefined;
		return isRecord(value) ? value : this.fail(field, 'object');
	}

	array(
		field: string,
		value: unknown,
		rule: Presence & { min?: number } = {},
	): unknown[] | undefined {
		if (!this.present(field, value, rule)) return undefined;
		if (!Array.isArray(value)) return this.fail(field, 'array');
		if (rule.min !== undefined && value.length < rule.min)
			return this.fail(field, 'min_items', { min: rule.min });
		return value;
	}

	/** A `{ar, en}` text (form `name[ar]`/`name[en]` or JSON); with `required`, at least one language. */
	localized(
		field: string,
		value: unknown,
		rule: Presence & { max?: number } = {},
	): Partial<LocalizedText> | undefined {
		const record = this.record(field, value, rule);
		if (!record) return undefined;
		const ar = this.string(`${field}.ar`, record.ar, { max: rule.max });
		const en = this.string(`${field}.en`, record.en, { max: rule.max });
		if (rule.required && ar === undefined && en === undefined) return this.fail(field, 'required');
		return { ...(ar !== undefined && { ar }), ...(en !== undefined && { en }) };
	}

	/** A value that must name an existing record; `find` returns it or undefined. */
	exists<T>(
		field: string,
		value: unknown,
		find: (raw: string) => T | undefined,
		rule: Presence = {},
	): T | undefined {
		if (!this.present(field, value, rule)) return undefined;
		if (typeof value !== 'string' && typeof value !== 'number') return this.fail(field, 'exists');
		return find(String(value)) ?? this.fail(field, 'exists', { value: String(value) });
	}
}
