import type { IDataObject } from 'n8n-workflow';
import type { CredentialType } from '../../credentials';

/**
 * Codes with which Zid answers a list that simply has no records (a 404 instead of `[]`):
 * store locations and inventory addresses when a store has none.
 */
export const NO_RECORDS_CODES = new Set(['ERROR_PLATFORM_INVENTORY_ADDRESSES_NOT_FOUND']);

/** What a Zid error body says, whichever of its shapes it came in. */
export interface ZidErrorInfo {
	code?: string;
	message?: string;
	fields: Array<{ field: string; messages: string[] }>;
}

function asText(value: unknown): string | undefined {
	if (typeof value === 'string' && value.trim() !== '') return value.trim();
	if (typeof value === 'number') return String(value);
	return undefined;
}

function messagesOf(value: unknown): string[] {
	if (Array.isArray(value)) return value.flatMap(messagesOf);
	if (value && typeof value === 'object') {
		const obj = value as IDataObject;
		const text = asText(obj.msg) ?? asText(obj.message);
		return text ? [text] : Object.values(obj).flatMap(messagesOf);
	}
	const text = asText(value);
	return text ? [text] : [];
}

/**
 * Reads the error shapes Zid's back-ends use (docs/zid-api.md §5):
 * A `{status, success:false, error{code, message, fields}}`,
 * B `{status:"error", message{type, code, name, description}}`,
 * D (catalogue) `{detail}` / `{detail:[{msg}]}` / `{field:[msg]}`.
 * Arabic text is kept as it came.
 */
export function parseZidError(body: unknown): ZidErrorInfo {
	const info: ZidErrorInfo = { fields: [] };
	if (typeof body === 'string') {
		const text = body.trim();
		if (text.startsWith('{')) {
			try {
				return parseZidError(JSON.parse(text));
			} catch {
				// not JSON after all: fall through and keep a short excerpt
			}
		}
		if (text && !text.startsWith('<')) info.message = text.slice(0, 300);
		return info;
	}
	if (Array.isArray(body)) {
		// Catalogue bulk endpoints answer one error object per element: `[{product_id: ["..."]}, {}]`.
		body.forEach((entry, index) => {
			for (const field of parseZidError(entry).fields)
				info.fields.push({ field: `${index}.${field.field}`, messages: field.messages });
		});
		return info;
	}
	if (!body || typeof body !== 'object') return info;
	const data = body as IDataObject;

	if (data.error && typeof data.error === 'object') {
		const error = data.error as IDataObject;
		info.code = asText(error.code);
		info.message = asText(error.message);
		if (error.fields && typeof error.fields === 'object') {
			for (const [field, value] of Object.entries(error.fields as IDataObject)) {
				info.fields.push({ field, messages: messagesOf(value) });
			}
		}
		return info;
	}
	if (data.message && typeof data.message === 'object') {
		const message = data.message as IDataObject;
		info.code = asText(message.code);
		info.message = asText(message.description) ?? asText(message.name);
		return info;
	}
	if (data.detail !== undefined) {
		info.message = messagesOf(data.detail).join('; ') || undefined;
		return info;
	}
	info.message = asText(data.message);
	const skip = new Set(['status', 'success', 'message', 'code']);
	for (const [field, value] of Object.entries(data)) {
		if (!skip.has(field)) collectFieldErrors(field, value, info.fields);
	}
	if (!info.code) info.code = asText(data.code);
	return info;
}

/**
 * Django-REST field errors nest like the input: `{file: {"3": {pin_code: ["..."]}}}` or
 * `{variants: [{}, {sku: ["..."]}]}`. Each message keeps its dotted path.
 */
function collectFieldErrors(path: string, value: unknown, out: ZidErrorInfo['fields']): void {
	if (Array.isArray(value)) {
		const texts = value
			.filter((entry) => typeof entry === 'string' || typeof entry === 'number')
			.map(String);
		if (texts.length) out.push({ field: path, messages: texts });
		value.forEach((entry, index) => {
			if (entry && typeof entry === 'object') collectFieldErrors(`${path}.${index}`, entry, out);
		});
	} else if (value && typeof value === 'object') {
		for (const [key, entry] of Object.entries(value as IDataObject))
			collectFieldErrors(`${path}.${key}`, entry, out);
	}
}

/** Letters of a right-to-left script (Arabic, Hebrew, Syriac, Thaana, ...). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Zid's own words set into an English message. A text with right-to-left letters (Zid answers in
 * Arabic under Accept-Language: ar, docs/zid-api.md §5) is wrapped in FIRST STRONG ISOLATE … POP
 * DIRECTIONAL ISOLATE (U+2068 … U+2069): it reads in its own direction, and the English around it
 * (field names, ":", ";", "|") keeps its order instead of being pulled into the Arabic run.
 */
export function isolate(text: string): string {
	return RIGHT_TO_LEFT.test(text) ? `\u2068${text}\u2069` : text;
}

export function describeFields(info: ZidErrorInfo): string {
	return info.fields.map((f) => `${f.field}: ${f.messages.map(isolate).join(' ')}`).join('; ');
}

/** Zid's words for a record it does not know, in English and Arabic. */
const UNKNOWN_RECORD_WORDS = /not found|does not exist|doesn't exist|غير موجود|لا يوجد/i;

/**
 * Live stores answered an unknown product id with a 400, where the contract says 404
 * (docs/zid-api.md §5). A 400 reads as "not found" only when the request named records by id in
 * its path, Zid blames no field and its words say the record is not there; any other 400 stays a
 * bad request. Returns the ids the request named, or undefined.
 */
export function unknownIdsOf(
	status: number | undefined,
	info: ZidErrorInfo,
	namedIds: string[] | undefined,
): string[] | undefined {
	if (status !== 400 || !namedIds?.length || info.fields.length > 0) return undefined;
	return UNKNOWN_RECORD_WORDS.test(info.message ?? '') ? namedIds : undefined;
}

/** The 404-style message of a 400 that said the named record is not there. */
export function unknownIdMessage(
	ids: string[],
	info: ZidErrorInfo,
): { message: string; description: string } {
	const named = ids.length === 1 ? `ID ${ids[0]}` : `IDs ${ids.join(', ')}`;
	const said = info.message === undefined ? '' : `: ${isolate(info.message)}`;
	return {
		message: `404 Not found: nothing with ${named} in this store`,
		description: `Zid answered 400${said}\nCheck the ID: the record does not exist in this store (or was deleted).`,
	};
}

/** What a 401 means for each credential: which token is which, and what to do. */
export const REFUSED_TOKENS: Record<CredentialType, string> = {
	zidOAuth2Api:
		'Zid refused the tokens of the Zid OAuth2 credential, also after n8n tried to renew them. Open the credential and click "Reconnect" so the merchant approves the app again: the app was uninstalled from the store, or its tokens were revoked or replaced.',
	zidApi:
		'Zid refused the tokens of the Zid API credential. Check both: Authorization Token is the "authorization" value of Zid\'s token answer, without "Bearer " (it names the app); Manager Token is its "access_token" value (it names the store). Both must come from the same app installation; uninstalling the app revokes them.',
};

/** What to do when the app lacks a scope (a 403). */
export function missingScopeHint(scope: string): string {
	return `Add the "${scope}" scope to the app in the Zid Partner Dashboard, then have the merchant reinstall or re-authorize it.`;
}

/**
 * A message a user can act on (n8n's UX guideline): the message says what happened, HTTP status
 * first; the description says how to fix it, then what Zid said. No "error" or "failure" words.
 */
export function explainStatus(
	status: number | undefined,
	info: ZidErrorInfo,
	scope?: string,
	credentialType?: CredentialType,
): { message: string; description: string } {
	const zidMessage = info.message === undefined ? undefined : isolate(info.message);
	const said = [zidMessage, describeFields(info)].filter(Boolean).join(' | ');
	const code = info.code ? ` [${isolate(info.code)}]` : '';
	const zid = said ? `Zid says${code}: ${said}` : info.code ? `Zid code ${isolate(info.code)}` : '';
	let message: string;
	let hint: string;
	switch (status) {
		case 400:
			message = '400 Bad request';
			hint = 'Check the fields sent; Zid will refuse the same request again.';
			break;
		case 401:
			message = '401 Zid did not accept the credentials';
			hint = credentialType
				? REFUSED_TOKENS[credentialType]
				: 'Reconnect the Zid credential (or paste fresh tokens): the authorization or manager token is missing, expired or revoked (uninstalling the app revokes them).';
			break;
		case 403:
			message = scope
				? `403 The Zid app lacks the scope "${scope}"`
				: '403 The Zid app is not allowed to do this';
			hint = scope
				? missingScopeHint(scope)
				: 'Check the scopes granted to the app in the Zid Partner Dashboard.';
			break;
		case 404:
			message = '404 Not found';
			hint = 'Check the ID: the record does not exist in this store (or was deleted).';
			break;
		case 422:
			message = info.fields.length
				? `422 Zid rejected the input: ${describeFields(info)}`
				: '422 Zid rejected the input';
			hint = 'Correct the listed fields; Zid will refuse the same request again.';
			break;
		case 429:
			message = '429 Zid rate limit reached and retries ran out';
			hint =
				'Zid allows 60 requests per minute per app and store, shared by every workflow on the store. Lower "Requests per Minute" or spread the work out.';
			break;
		case undefined:
			message = 'Zid could not be reached';
			hint =
				'No readable answer came back (the connection broke, or the body was not JSON); the call was retried where that was safe. Run it again in a few minutes.';
			break;
		default:
			message =
				status >= 500
					? `${status} Zid could not complete the request`
					: `${status} Zid refused the request`;
			hint =
				status >= 500
					? 'Zid did not finish the request on its side. Run it again in a few minutes.'
					: 'Check what Zid says below, correct the node, and run it again.';
	}
	// Zid's own words for a 401 ("please log in again") point the wrong way: they stay in the details.
	if (status !== 422 && status !== 401 && zidMessage && status !== undefined)
		message += `: ${zidMessage}`;
	// How to fix it first, then what Zid said.
	return { message, description: [hint, zid].filter(Boolean).join('\n') };
}

export { redact } from './redact';
