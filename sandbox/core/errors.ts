/**
 * Errors thrown by handlers and the pipeline. Each knows how to render itself in the shape of the
 * back-end that answers the route (docs/zid-api.md §5): `/managers/...` routes answer shape A (422,
 * 403, 429, 5xx) or the classic shape B (401, 404); catalogue routes answer Django-REST style.
 */
import { message, SUBJECTS, type Lang, type MessageKey, type Subject } from './i18n';

export type ErrorFlavour = 'manager' | 'catalogue';

export interface Rendered {
	status: number;
	body: unknown;
	headers?: Record<string, string>;
}

export type FieldErrors = Record<string, string[]>;

export abstract class SandboxError extends Error {
	abstract render(flavour: ErrorFlavour, lang: Lang): Rendered;
}

/** Shape A: {status, success:false, error:{code, message, fields?}}. */
export function shapeA(status: number, code: string, text: string, fields?: FieldErrors): Rendered {
	const error: Record<string, unknown> = { code, message: text };
	if (fields) error.fields = fields;
	return { status, body: { status, success: false, error } };
}

/** Shape B: {status:"error", message:{type:"error", code, name, description}}. */
export function classicError(
	status: number,
	code: string,
	name: string,
	description: string,
): Rendered {
	return { status, body: { status: 'error', message: { type: 'error', code, name, description } } };
}

/** Always shape A, whatever the route (403, 429, injected 5xx). */
export class ShapeAError extends SandboxError {
	constructor(
		readonly status: number,
		readonly code: string,
		readonly key: MessageKey,
		readonly params: Record<string, string | number> = {},
		readonly headers?: Record<string, string>,
	) {
		super(code);
	}

	render(_flavour: ErrorFlavour, lang: Lang): Rendered {
		return {
			...shapeA(this.status, this.code, message(lang, this.key, this.params)),
			headers: this.headers,
		};
	}
}

/** Always the classic shape B, whatever the route (401, empty location list). */
export class ClassicError extends SandboxError {
	constructor(
		readonly status: number,
		readonly code: string,
		readonly title: string,
		readonly key: MessageKey,
		readonly params: Record<string, string | number> = {},
	) {
		super(code);
	}

	render(_flavour: ErrorFlavour, lang: Lang): Rendered {
		return classicError(this.status, this.code, this.title, message(lang, this.key, this.params));
	}
}

export class ValidationError extends SandboxError {
	constructor(readonly fields: FieldErrors) {
		super('validation_failed');
	}

	render(flavour: ErrorFlavour, lang: Lang): Rendered {
		if (flavour === 'catalogue') return { status: 400, body: nestFieldErrors(this.fields) };
		return shapeA(422, 'validation_failed', message(lang, 'given_data_invalid'), this.fields);
	}
}

/**
 * Django-REST nests errors the way the input nests: `coordinates.latitude` becomes
 * {coordinates:{latitude:[...]}}, and errors of a list body (`0.product_id`) become a list.
 */
export function nestFieldErrors(fields: FieldErrors): unknown {
	const root: Record<string, unknown> = {};
	for (const [path, messages] of Object.entries(fields)) {
		const keys = path.split('.');
		let node = root;
		for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
		node[keys[keys.length - 1]] = messages;
	}
	const topKeys = Object.keys(root);
	if (topKeys.length === 0 || !topKeys.every((k) => /^\d+$/.test(k))) return root;
	const size = Math.max(...topKeys.map(Number)) + 1;
	return Array.from({ length: size }, (_, i) => root[String(i)] ?? {});
}

export class NotFoundError extends SandboxError {
	constructor(
		readonly subject: Subject,
		readonly code = 'ERROR_NOT_FOUND',
	) {
		super(`${subject} not found`);
	}

	render(flavour: ErrorFlavour, lang: Lang): Rendered {
		if (flavour === 'catalogue')
			return { status: 404, body: { detail: message(lang, 'drf_not_found') } };
		const description = message(lang, 'not_found', { subject: SUBJECTS[this.subject][lang] });
		return classicError(404, this.code, 'Not Found', description);
	}
}

/** Django-REST answer for a page past the last one. */
export class InvalidPageError extends SandboxError {
	render(): Rendered {
		return { status: 404, body: { detail: 'Invalid page.' } };
	}
}

/** A request the service refuses before validation (bad headers, disabled location...). */
export class BadRequestError extends SandboxError {
	constructor(readonly text: string) {
		super(text);
	}

	render(flavour: ErrorFlavour): Rendered {
		if (flavour === 'catalogue') return { status: 400, body: { detail: this.text } };
		return shapeA(400, 'bad_request', this.text);
	}
}

export class MethodNotAllowedError extends SandboxError {
	constructor(
		readonly method: string,
		readonly allowed: string[],
	) {
		super('method_not_allowed');
	}

	render(flavour: ErrorFlavour, lang: Lang): Rendered {
		const headers = { Allow: this.allowed.join(', ') };
		if (flavour === 'catalogue') {
			return {
				status: 405,
				body: { detail: message(lang, 'drf_method_not_allowed', { method: this.method }) },
				headers,
			};
		}
		const text = message(lang, 'method_not_allowed', {
			method: this.method,
			allowed: this.allowed.join(', '),
		});
		return { ...shapeA(405, 'method_not_allowed', text), headers };
	}
}

export function unauthenticated(): ClassicError {
	return new ClassicError(401, 'ERROR_SESSION_INVALID', 'Unauthenticated', 'session_invalid');
}

export function routeNotFound(path: string): ClassicError {
	return new ClassicError(404, 'ERROR_ROUTE_NOT_FOUND', 'Not Found', 'route_not_found', { path });
}
