/**
 * What the credentials decide: the response language (set on the credential, overridden per node),
 * what n8n's credential test says when Zid refuses the tokens, the 401 / 403 of a node run, and
 * Zid's Arabic messages inside the node's English errors.
 */
import { NodeApiError, NodeOperationError, type IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../../nodes/shared/endpoints';
import { ZidTransport } from '../../nodes/shared/transport';
import { REFUSED_TOKENS } from '../../nodes/shared/transport/errors/zidError';
import {
	N8N_OAUTH2_NOT_CONNECTED,
	N8N_SUCCESS,
	testCredential,
	type N8nLine,
} from '../helpers/credentialTest';
import { loadOptionsContext, type CredentialName } from '../helpers/n8n';
import { failureOf, useHarness } from '../helpers/zid';

// A fresh sandbox and fresh credentials per test: most tests here change the tokens.
const h = useHarness({}, { each: true });

const KINDS: CredentialName[] = ['zidOAuth2Api', 'zidApi'];
const getManyOrders = (requestOptions?: IDataObject) => ({
	resource: 'order',
	operation: 'getMany',
	returnAll: false,
	limit: 1,
	...(requestOptions ? { requestOptions: { requestsPerMinute: 0, ...requestOptions } } : {}),
});

function setLanguage(kind: CredentialName, language: string | undefined): void {
	const data = { ...h.store.get(kind) };
	if (language === undefined) delete data.language;
	else data.language = language;
	h.store.data.set(kind, data as never);
}

/** The Accept-Language of every API request the sandbox recorded. */
const languages = () => h.apiRequests().map((r) => r.headers['accept-language']);

describe('Response Language: set on the credential, overridden by the node', () => {
	test.each(KINDS)("%s: the credential's language when the node chooses none", async (kind) => {
		setLanguage(kind, 'ar');
		await h.run(getManyOrders(), { credential: kind });
		expect(languages()).toEqual(['ar']);

		h.sandbox.clearRequests();
		setLanguage(kind, 'en');
		await h.run(getManyOrders({ language: 'credential' }), { credential: kind });
		expect(languages()).toEqual(['en']);
	});

	test.each(KINDS)(
		"%s: the node's Language wins over the credential's, both ways",
		async (kind) => {
			setLanguage(kind, 'ar');
			await h.run(getManyOrders({ language: 'en' }), { credential: kind });
			setLanguage(kind, 'en');
			await h.run(getManyOrders({ language: 'ar' }), { credential: kind });
			expect(languages()).toEqual(['en', 'ar']);
		},
	);

	test('a credential saved before the Response Language existed answers in English', async () => {
		setLanguage('zidApi', undefined);
		await h.run(getManyOrders(), { credential: 'zidApi' });
		expect(languages()).toEqual(['en']);
	});

	test('pickers and dropdowns follow the credential too', async () => {
		setLanguage('zidOAuth2Api', 'ar');
		const api = await ZidTransport.open(
			loadOptionsContext({ parameters: {}, credential: 'zidOAuth2Api', store: h.store }),
		);
		const { method, path } = ENDPOINTS.account.getProfile;
		await api.request({ method, path });
		expect(languages()).toEqual(['ar']);
	});

	test('a Language from an expression that is neither en nor ar fails before any request', async () => {
		const error = await failureOf(h.run(getManyOrders({ language: 'fr' })));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Invalid "Language" in Request Options: "fr"');
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe("n8n's credential test", () => {
	const LINES: N8nLine[] = ['1.x', '2.x'];

	test.each(LINES)(
		'Zid API on n8n %s: good tokens pass; the profile was read with both tokens',
		async (line) => {
			const data = h.store.get('zidApi');
			expect(await testCredential(h.store, 'zidApi', line)).toEqual({
				status: 'OK',
				message: N8N_SUCCESS,
			});
			const [request] = h.apiRequests();
			expect(`${request.method} ${request.path} ${request.status}`).toBe(
				`GET /v1${ENDPOINTS.account.getProfile.path} 200`,
			);
			expect(request.headers.authorization).toBe(`Bearer ${data.authorizationToken}`);
			expect(request.headers['x-manager-token']).toBe(data.managerToken);
		},
	);

	// n8n 1.x showed only "Authorization failed - please check your credentials" here.
	test.each(
		LINES.flatMap((line) => [
			[line, 'a wrong Manager Token', { managerToken: 'not-a-zid-token' }],
			[line, 'a wrong Authorization Token', { authorizationToken: 'not-a-zid-token' }],
		]),
	)(
		'Zid API on n8n %s with %s: the 401 says which token is which and what to check',
		async (line, _case, change) => {
			h.store.set('zidApi', { ...h.store.get('zidApi'), ...change });
			const result = await testCredential(h.store, 'zidApi', line as N8nLine);
			expect(result).toEqual({ status: 'Error', message: REFUSED_TOKENS.zidApi });
			expect(result.message).toMatch(
				/Authorization Token is the "authorization" value.*Manager Token is its "access_token" value/,
			);
			expect(h.apiRequests().map((r) => r.status)).toEqual([401]);
		},
	);

	test.each(LINES)(
		"Zid API on n8n %s without the profile's scope: the 403 names the scope to add",
		async (line) => {
			const tokens = h.sandbox.issueTokens({ scopes: ['orders.read'] });
			h.store.set('zidApi', {
				...h.store.get('zidApi'),
				authorizationToken: tokens.authorization,
				managerToken: tokens.access_token,
			});
			const result = await testCredential(h.store, 'zidApi', line);
			expect(result.status).toBe('Error');
			expect(result.message).toMatch(
				/^Zid accepted the tokens but refused to read the manager profile: the app lacks the "account\.read" scope\. Add the "account\.read" scope to the app in the Zid Partner Dashboard/,
			);
			expect(h.apiRequests().map((r) => r.status)).toEqual([403]);
		},
	);

	test.each(LINES)(
		'Zid API on n8n %s: any other answer without a store profile fails the test and says what to check',
		async (line) => {
			h.sandbox.setFaults({ rate500: 1 });
			const result = await testCredential(h.store, 'zidApi', line);
			expect(result.status).toBe('Error');
			expect(result.message).toMatch(/^Zid did not send the store's profile for these tokens\./);
			expect(h.apiRequests().map((r) => r.status)).toEqual([500]);
		},
	);

	test('Zid OAuth2: n8n only checks that the credential is connected, and sends nothing', async () => {
		// The credential declares no test request: n8n would sign it with access_token as the Bearer
		// token, which Zid refuses, and renew the tokens on that 401 at every test (credentials/ZidOAuth2Api).
		expect(await testCredential(h.store, 'zidOAuth2Api')).toEqual({
			status: 'OK',
			message: N8N_SUCCESS,
		});
		h.store.set('zidOAuth2Api', { ...h.store.get('zidOAuth2Api'), oauthTokenData: {} });
		expect(await testCredential(h.store, 'zidOAuth2Api')).toEqual({
			status: 'Error',
			message: N8N_OAUTH2_NOT_CONNECTED,
		});
		expect(h.apiRequests()).toHaveLength(0);
	});
});

describe('a refused node run says which credential and what to do', () => {
	test("Zid API: the 401 explains both tokens; Zid's Arabic text stays apart from the English", async () => {
		h.store.set('zidApi', {
			...h.store.get('zidApi'),
			managerToken: 'not-a-zid-token',
			language: 'ar',
		});
		const error = await failureOf(h.run(getManyOrders(), { credential: 'zidApi' }));
		expect(error).toBeInstanceOf(NodeApiError);
		// Short: what happened; how to fix it first; Zid's own words ("log in again") after, and no paging or resume text.
		expect(error.message).toBe('401 Zid did not accept the credentials');
		expect(error.description!.split('\n')[0]).toBe(REFUSED_TOKENS.zidApi);
		expect(error.description).toContain(
			'\u2068جلستك غير صالحة أو منتهية، يرجى تسجيل الدخول مرة أخرى.\u2069',
		);
		expect(error.description).not.toMatch(/page|resume|Fetched/i);
	});

	test('Zid OAuth2: after n8n could not renew the tokens, the 401 says to reconnect', async () => {
		const data = h.store.get('zidOAuth2Api');
		h.store.set('zidOAuth2Api', {
			...data,
			oauthTokenData: {
				authorization: 'revoked-app-token-0001',
				access_token: 'revoked-store-token-0001',
				refresh_token: 'revoked-refresh-token-0001',
			},
		});
		const error = await failureOf(h.run(getManyOrders()));
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.message).toMatch(/^401 Zid did not accept the credentials/);
		expect(error.description).toContain(REFUSED_TOKENS.zidOAuth2Api);
		expect(h.sandbox.requests.some((r) => r.path === '/oauth/token')).toBe(true);
	});
});

describe("Zid's Arabic messages inside English errors", () => {
	test('each Arabic field message is isolated (U+2068 … U+2069) so the field names keep their place', async () => {
		setLanguage('zidOAuth2Api', 'ar');
		const taken = h.sandbox.db.coupons[0].code;
		const error = await failureOf(
			h.run({
				resource: 'coupon',
				operation: 'create',
				name: 'خصم الصيف',
				code: taken,
				discountType: 'p',
				discount: 20,
				startDate: '2026-07-01T00:00:00',
				endDate: '2026-07-31T00:00:00',
				applyTo: 'all',
			}),
		);
		expect(h.lastRequest().headers['accept-language']).toBe('ar');
		expect(h.lastRequest().status).toBe(422);
		expect(error.message).toBe(
			'422 Zid rejected the input: code: \u2068قيمة حقل code مستخدمة من قبل.\u2069',
		);
		// In the description too, where Zid's general message and the fields follow each other.
		expect(error.description).toMatch(
			/\nZid says \[validation_failed\]: \u2068[^\u2069]+\u2069 \| code: \u2068قيمة حقل code مستخدمة من قبل\.\u2069\n/,
		);
	});
});
