import type {
	IAuthenticateRuleResponseSuccessBody,
	Icon,
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';
import { responseLanguageProperty } from '../nodes/shared/credentials';
import { account } from '../nodes/shared/endpoints/account';
import { missingScopeHint, REFUSED_TOKENS } from '../nodes/shared/transport/errors/zidError';
import { authHeaders } from '../nodes/shared/transport/request/headers';

/**
 * The credential test sends both tokens, so it goes only to a base URL that is HTTPS (or HTTP on
 * loopback, for the local sandbox) and a bare address (no user name, query string or fragment);
 * anything else gives "https-required:", which no HTTP client sends anything to (the test fails).
 * The Zid node applies the same rule before any request.
 */
const BASE_URL = String.raw`={{ ((url) => /^(https:\/\/[^\/?#@\s]+|http:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?)(\/[^?#@\s]*)?$/i.test(url) ? url.replace(/\/+$/, "") : "https-required:")(String($credentials.baseUrl || "").trim()) }}`;

const PROFILE_SCOPE = account.getProfile.scope ?? '';

/** A test rule: the answer fails the test with `message` when its member at `key` equals `value`. */
function sayIf(
	properties: IAuthenticateRuleResponseSuccessBody['properties'],
): IAuthenticateRuleResponseSuccessBody {
	return { type: 'responseSuccessBody', properties };
}

/** For people who already hold a store's two Zid tokens (e.g. from their own app's install flow). */
export class ZidApi implements ICredentialType {
	name = 'zidApi';

	displayName = 'Zid API';

	documentationUrl = 'https://docs.zid.sa/authorization';

	icon: Icon = { light: 'file:../icons/zid.svg', dark: 'file:../icons/zid.dark.svg' };

	properties: INodeProperties[] = [
		{
			displayName:
				"For app developers who already hold a store's two tokens (from their own app's install). To connect your own store, use the Zid OAuth2 API credential instead: it walks you through Zid's Partner Dashboard.",
			name: 'audienceNotice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'Authorization Token',
			name: 'authorizationToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'The "authorization" value of Zid\'s token answer, without "Bearer ". Identifies your app.',
		},
		{
			displayName: 'Manager Token',
			name: 'managerToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'The "access_token" value of Zid\'s token answer (sent as X-Manager-Token). Identifies the store.',
		},
		{
			displayName: 'Store ID',
			name: 'storeId',
			type: 'string',
			default: '',
			description:
				'Numeric store ID. Optional: when empty it is read once from the manager profile.',
		},
		{
			displayName: 'API Base URL',
			name: 'baseUrl',
			type: 'string',
			default: 'https://api.zid.sa/v1',
			description:
				'Zid Merchant API address, ending in /v1. Change only to use a local Zid sandbox. Must be HTTPS (plain HTTP only on loopback), with no user name, query string or fragment.',
		},
		responseLanguageProperty,
	];

	/**
	 * Signs a request with both tokens. A function, not a generic block of `{{$credentials…}}`
	 * expressions: n8n calls this on every request, and evaluating three expressions per request was
	 * the largest share of n8n's own CPU with many stores at once (bench/RESULTS.md section 6).
	 * The values are trimmed, as the Zid node reads them.
	 */
	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		return {
			...requestOptions,
			headers: {
				...requestOptions.headers,
				Authorization: `Bearer ${String(credentials.authorizationToken ?? '').trim()}`,
				...authHeaders(String(credentials.managerToken ?? '').trim()),
			},
		};
	}

	/**
	 * Reads the manager profile and judges Zid's answer by its body, whatever the status: n8n 1.x
	 * loses a refused answer's status before it reaches a test's `responseCode` rules and shows only
	 * "Authorization failed", where n8n 2.x showed the rule's message. Zid's error shapes and the
	 * profile's `user.store.id` are in docs/zid-api.md §5 and §8.25; any answer without a store id
	 * (another status, a login page, an empty body) fails the test rather than passing it.
	 */
	test: ICredentialTestRequest = {
		request: {
			baseURL: BASE_URL,
			url: account.getProfile.path,
			headers: { Accept: 'application/json' },
			ignoreHttpStatusErrors: true,
		},
		rules: [
			// Shape B, the profile's own: the 401 of rejected tokens (also seen with a 200).
			sayIf({
				key: 'message.code',
				value: 'ERROR_SESSION_INVALID',
				message: REFUSED_TOKENS.zidApi,
			}),
			// Shape A: 401 and 403 carry their status in the body.
			sayIf({ key: 'status', value: 401, message: REFUSED_TOKENS.zidApi }),
			sayIf({
				key: 'status',
				value: 403,
				message: `Zid accepted the tokens but refused to read the manager profile: the app lacks the "${PROFILE_SCOPE}" scope. ${missingScopeHint(PROFILE_SCOPE)}`,
			}),
			sayIf({
				key: 'user.store.id',
				value: undefined,
				message: `Zid did not send the store's profile for these tokens. Check both tokens, that the app has the "${PROFILE_SCOPE}" scope, and that API Base URL is https://api.zid.sa/v1 (or your sandbox's address).`,
			}),
		],
	};
}
