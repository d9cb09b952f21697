import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { readParameter, type ZidContext, type ZidLanguage } from './connection';
import type { PacingConfig } from '../pacing/pacer';

/**
 * The node's Request Options: how long, how often (docs/zid-api.md §3) and in which language
 * (docs/zid-api.md §1) the transport talks to Zid. Read once per item, over the defaults.
 */

export interface ZidSettings {
	language: ZidLanguage;
	maxAttempts: number;
	timeoutMs: number;
	pacing: PacingConfig;
	backoffBaseMs: number;
	backoffCapMs: number;
}

export const DEFAULT_SETTINGS: ZidSettings = {
	language: 'en',
	maxAttempts: 5,
	timeoutMs: 60000,
	pacing: { perMinute: 60, burst: 60 },
	backoffBaseMs: 1000,
	backoffCapMs: 60000,
};

/**
 * Shortest timeout, in seconds: the Request Options field asks for no less
 * (Zid/helpers/requestOptions.ts).
 */
export const MIN_TIMEOUT_SECONDS = 1;

/** Request Options › Language: the value that defers to the credential's Response Language (also when the option is not added). */
export const CREDENTIAL_LANGUAGE = 'credential';

/**
 * The language of the calls: the node's Request Options › Language when it names one, else the
 * credential's Response Language (workflows saved before that option existed keep their en / ar).
 */
function languageOf(
	ctx: ZidContext,
	chosen: unknown,
	credentialLanguage: ZidLanguage,
): ZidLanguage {
	if (chosen === undefined || chosen === null || chosen === '' || chosen === CREDENTIAL_LANGUAGE)
		return credentialLanguage;
	if (chosen === 'en' || chosen === 'ar') return chosen;
	throw new NodeOperationError(
		ctx.getNode(),
		`Invalid "Language" in Request Options: ${JSON.stringify(chosen)}`,
		{
			description: `Use "en" (English), "ar" (Arabic) or "${CREDENTIAL_LANGUAGE}" (the Response Language of the Zid credential). Nothing was sent to Zid.`,
		},
	);
}

/** Reads the node's "Request Options" collection over the defaults; the language falls back to the credential's. */
export function readSettings(
	ctx: ZidContext,
	itemIndex = 0,
	credentialLanguage: ZidLanguage = DEFAULT_SETTINGS.language,
): ZidSettings {
	const options = readParameter<IDataObject>(ctx, 'requestOptions', {}, itemIndex) ?? {};
	const num = (value: unknown, fallback: number) =>
		typeof value === 'number' && Number.isFinite(value) ? value : fallback;
	const perMinute = num(options.requestsPerMinute, DEFAULT_SETTINGS.pacing.perMinute);
	return {
		language: languageOf(ctx, options.language, credentialLanguage),
		maxAttempts: Math.max(1, Math.floor(num(options.maxAttempts, DEFAULT_SETTINGS.maxAttempts))),
		timeoutMs:
			Math.max(
				MIN_TIMEOUT_SECONDS,
				num(options.timeoutSeconds, DEFAULT_SETTINGS.timeoutMs / 1000),
			) * 1000,
		pacing: {
			perMinute,
			burst: Math.max(
				1,
				Math.floor(num(options.burst, Math.min(perMinute, DEFAULT_SETTINGS.pacing.burst))),
			),
		},
		backoffBaseMs: num(options.backoffBaseMs, DEFAULT_SETTINGS.backoffBaseMs),
		backoffCapMs: num(options.backoffCapMs, DEFAULT_SETTINGS.backoffCapMs),
	};
}
