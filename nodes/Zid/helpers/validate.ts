import type { IDataObject, IExecuteFunctions, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { DateTime } from 'luxon';

/** A number field with nothing typed in it (number fields that must be typed have no default). */
const isEmpty = (value: unknown) =>
	value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export interface RangeOptions {
	min?: number;
	max?: number;
	/** What to do instead, added to the message of a value out of range. */
	fix?: string;
}

/**
 * Input checks that run before any request, so a bad value never reaches Zid (or the rate limit).
 * Every message names the field as the user sees it.
 */
export class InputChecker {
	constructor(
		private readonly node: INode,
		private readonly itemIndex: number,
	) {}

	static for(ctx: IExecuteFunctions, itemIndex: number): InputChecker {
		return new InputChecker(ctx.getNode(), itemIndex);
	}

	fail(field: string, problem: string, description?: string): never {
		throw new NodeOperationError(this.node, `Invalid "${field}": ${problem}`, {
			itemIndex: this.itemIndex,
			description,
		});
	}

	required(field: string, value: unknown): unknown {
		if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
			this.fail(field, 'a value is required');
		if (Array.isArray(value) && value.length === 0)
			this.fail(field, 'at least one entry is required');
		return value;
	}

	/**
	 * A positive whole number (ids, quantities); numeric strings are accepted and converted.
	 * `fix` says what to do instead when the number is out of range ("to take points off, ...").
	 */
	positiveInt(field: string, value: unknown, options: RangeOptions = {}): number {
		const min = options.min ?? 1;
		if (isEmpty(value)) this.fail(field, 'a value is required');
		const text =
			typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
		if (!/^-?\d+$/.test(text))
			this.fail(field, `${JSON.stringify(value ?? '')} is not a whole number`);
		const n = Number(text);
		if (!Number.isSafeInteger(n)) this.fail(field, `${text} is too large`);
		this.inRange(field, n, { ...options, min });
		return n;
	}

	/** A number (prices, amounts) within optional bounds. */
	number(field: string, value: unknown, options: RangeOptions = {}): number {
		if (isEmpty(value)) this.fail(field, 'a value is required');
		const n =
			typeof value === 'number'
				? value
				: typeof value === 'string' && value.trim() !== ''
					? Number(value)
					: NaN;
		if (!Number.isFinite(n)) this.fail(field, `${JSON.stringify(value ?? '')} is not a number`);
		this.inRange(field, n, options);
		return n;
	}

	/** The editor sets no limits on numbers (it would change what was typed), so ranges are checked here. */
	private inRange(field: string, n: number, options: RangeOptions): void {
		const fix = options.fix ? `; ${options.fix}` : '';
		if (options.min !== undefined && n < options.min)
			this.fail(field, `must be ${options.min} or more (got ${n})${fix}`);
		if (options.max !== undefined && n > options.max)
			this.fail(field, `must be ${options.max} or less (got ${n})${fix}`);
	}

	uuid(field: string, value: unknown): string {
		const text = typeof value === 'string' ? value.trim() : '';
		if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) {
			this.fail(
				field,
				`${JSON.stringify(value ?? '')} is not a UUID (like 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f)`,
			);
		}
		return text;
	}

	/** An ID whose form Zid does not document, bound for a URL path: letters, digits, - and _ only. */
	pathId(field: string, value: unknown): string {
		const id = this.text(field, value, { max: 64 });
		if (!/^[A-Za-z0-9_-]+$/.test(id))
			this.fail(field, `${JSON.stringify(id)} is not an ID (letters, digits, - and _ only)`);
		return id;
	}

	/** A free-text value, trimmed, required unless `optional`, at most `max` characters. */
	text(field: string, value: unknown, options: { max?: number; optional?: boolean } = {}): string {
		if (value === undefined || value === null || value === '') {
			if (options.optional) return '';
			this.fail(field, 'a value is required');
		}
		if (typeof value !== 'string' && typeof value !== 'number') this.fail(field, 'must be text');
		const text = String(value).trim();
		if (!text && !options.optional) this.fail(field, 'a value is required');
		if (options.max !== undefined && text.length > options.max)
			this.fail(field, `must be at most ${options.max} characters (got ${text.length})`);
		return text;
	}

	oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
		if (typeof value !== 'string' || !allowed.includes(value as T)) {
			this.fail(field, `${JSON.stringify(value ?? '')} is not one of: ${allowed.join(', ')}`);
		}
		return value as T;
	}

	email(field: string, value: unknown): string {
		const text = this.text(field, value);
		if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text))
			this.fail(field, `${JSON.stringify(text)} is not an email address`);
		return text;
	}

	/** Any n8n date input (ISO text, luxon DateTime, JS Date) as a luxon DateTime in `zone`. */
	date(field: string, value: unknown, zone: string): DateTime {
		let date: DateTime | undefined;
		if (DateTime.isDateTime(value)) date = value;
		else if (value instanceof Date) date = DateTime.fromJSDate(value, { zone });
		else if (typeof value === 'string' && value.trim() !== '') {
			const text = value.trim();
			date = DateTime.fromISO(text, { zone, setZone: true });
			if (!date.isValid) date = DateTime.fromSQL(text, { zone });
			if (!date.isValid) date = DateTime.fromRFC2822(text, { zone, setZone: true });
		} else if (typeof value === 'number') date = DateTime.fromMillis(value, { zone });
		if (!date || !date.isValid)
			this.fail(
				field,
				`${JSON.stringify(value ?? '')} is not a date (use ISO 8601, e.g. 2026-01-31T09:00:00+03:00)`,
			);
		return date;
	}

	/** A JSON input that must be an object (or array when `array`). */
	json(field: string, value: unknown, array = false): IDataObject | IDataObject[] {
		let parsed = value;
		if (typeof value === 'string') {
			try {
				parsed = JSON.parse(value);
			} catch {
				this.fail(field, 'is not valid JSON');
			}
		}
		if (
			array
				? !Array.isArray(parsed)
				: !parsed || typeof parsed !== 'object' || Array.isArray(parsed)
		) {
			this.fail(field, array ? 'must be a JSON array' : 'must be a JSON object');
		}
		return parsed as IDataObject | IDataObject[];
	}
}

/** Zid's timestamp shape for filters: ISO 8601 with milliseconds and a numeric offset (+0300). */
export function toZidTimestamp(date: DateTime): string {
	return date.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSSZZZ");
}

/** Plain calendar date (abandoned carts filter by `YYYY-MM-DD`). */
export function toZidDay(date: DateTime): string {
	return date.toFormat('yyyy-MM-dd');
}
