/**
 * Requests that cannot leave their path (README "Good to know"), node <-> sandbox over loopback: an ID, name or
 * store id that is "." or ".." (or encodes them), a header value with control, line-break or bidi
 * characters, a base URL with a query string, a fragment or a user name, and an OAuth server on plain
 * HTTP all end in a NodeOperationError that names the value, and the sandbox records NOTHING.
 * A stand-in "remote" server on this machine's non-loopback address checks that neither the node,
 * nor n8n's own OAuth2 refresh and code exchange, nor the token credential's test ever talks plain
 * HTTP to a host other than loopback.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { ClientOAuth2 } from '@n8n/client-oauth2';
import { NodeOperationError, type IDataObject, type INodeParameters } from 'n8n-workflow';
import { ZidApi } from '../../credentials/ZidApi.credentials';
import { ZidOAuth2Api } from '../../credentials/ZidOAuth2Api.credentials';
import { ZidTransport } from '../../nodes/shared/transport';
import {
	evaluateCredentialExpression,
	loadOptionsContext,
	resolveCredentialData,
	type CredentialName,
} from '../helpers/n8n';
import { byId } from '../helpers/requests';
import { failureOf, FAST_OPTIONS, useHarness } from '../helpers/zid';

const CREDENTIALS: CredentialName[] = ['zidOAuth2Api', 'zidApi'];
const requestOptions = { ...FAST_OPTIONS.requestOptions, maxAttempts: 2, timeoutSeconds: 2 };

const h = useHarness();
let initial: Record<CredentialName, IDataObject>;

beforeAll(() => {
	initial = {
		zidOAuth2Api: { ...h.store.get('zidOAuth2Api') },
		zidApi: { ...h.store.get('zidApi') },
	};
});
beforeEach(() => {
	// Fresh tokens each time: a test below expires every token the sandbox issued.
	const oauth = h.sandbox.issueTokens();
	const pair = h.sandbox.issueTokens();
	h.store.data.set('zidOAuth2Api', {
		...initial.zidOAuth2Api,
		oauthTokenData: { ...oauth },
	} as never);
	h.store.data.set('zidApi', {
		...initial.zidApi,
		authorizationToken: pair.authorization,
		managerToken: pair.access_token,
	} as never);
	h.sandbox.clearRequests();
});

const sent = () => h.sandbox.requests.map((r) => `${r.method} ${r.path}`);
const storeId = () => String(h.sandbox.db.store.id);
/** The token credential with its Store ID set, so no request reads it from the manager profile first. */
function tokenCredentialWithStoreId(value: string): void {
	h.store.data.set('zidApi', { ...h.store.get('zidApi'), storeId: value } as never);
}

async function refused(
	parameters: INodeParameters,
	credential: CredentialName,
): Promise<Error & { description?: string }> {
	const error = await failureOf(h.run({ requestOptions, ...parameters }, { credential }));
	expect({ type: error.constructor.name, message: error.message }).toMatchObject({
		type: NodeOperationError.name,
	});
	expect(error).toBeInstanceOf(NodeOperationError);
	expect(error.message).not.toMatch(/could not be reached/i);
	return error;
}

const addToCart = (cartSession: string): INodeParameters => ({
	resource: 'giftCard',
	operation: 'addToCart',
	cartSession,
	senderName: 'Mohamed Ali',
	receiverName: 'Fatima Ahmed',
});
const removeFromCart = (cartSession: string): INodeParameters => ({
	resource: 'giftCard',
	operation: 'removeFromCart',
	cartSession,
});
const openSession = () =>
	h.sandbox.db.abandonedCarts.find((c) => c.phase !== 'completed')!.session_id;

// ---------------------------------------------------------------- paths

/** Store IDs / names that are "." or ".." once decoded (a Store ID goes into /stores/{id}/... and /customers/loyalty-program/{id}/...). */
const DOT_VALUES = [
	'..',
	'.',
	'%2e%2e',
	'%2E%2e',
	'%252e%252e',
	'.%2e',
	'..;x',
	'%c0%ae%c0%ae',
	'\uff0e\uff0e',
];

describe('a Store ID that is "." or "..", in any encoding, never moves a storefront path', () => {
	const operations: Array<[string, () => INodeParameters]> = [
		['Gift Card > Add to Cart', () => addToCart(openSession())],
		['Gift Card > Remove From Cart', () => removeFromCart(openSession())],
		[
			'Loyalty > Get Storefront Status',
			() => ({ resource: 'loyalty', operation: 'getStorefrontStatus' }),
		],
	];
	test.each(
		operations.flatMap(([name, parameters]) =>
			DOT_VALUES.map((value) => [name, value, parameters] as const),
		),
	)('%s, Store ID %j: refused, nothing sent', async (_name, value, parameters) => {
		tokenCredentialWithStoreId(value);
		const error = await refused(parameters(), 'zidApi');
		expect(error.message).toContain(`"${encodeURIComponent(value)}"`);
		expect(error.message).toMatch(/nothing was sent/i);
		expect(sent()).toEqual([]);
	});
});

describe('Webhook > Delete by Subscriber: a subscriber name that would climb out of /subscribers/ is refused', () => {
	const names = ['..', '.', '../../store/orders', 'a/../../..', '..\\..', '%2e%2e', '. .'];
	test.each(CREDENTIALS.flatMap((credential) => names.map((name) => [credential, name] as const)))(
		'%s, subscriber %j',
		async (credential, subscriber) => {
			const webhooks = JSON.stringify(h.sandbox.db.webhooks);
			const error = await refused(
				{ resource: 'webhook', operation: 'deleteBySubscriber', subscriber },
				credential,
			);
			expect(error.message).toMatch(/nothing was sent/i);
			expect(sent()).toEqual([]);
			expect(JSON.stringify(h.sandbox.db.webhooks)).toBe(webhooks);
		},
	);
});

describe('the transport itself: paths as the order, product, customer and abandoned-cart operations build them', () => {
	const builders: Array<[string, (id: string) => string]> = [
		['Order > Get', (id) => `/managers/store/orders/${id}/view`],
		['Product > Get', (id) => `/products/${encodeURIComponent(id)}/`],
		['Customer > Get', (id) => `/managers/store/customers/${id}`],
		['Abandoned Cart > Get', (id) => `/managers/store/abandoned-carts/${id}`],
	];
	const ids = [
		'..',
		'.',
		'%2e%2e',
		'%2E%2E',
		'%252e%252e',
		'..%2f..',
		'.%2e',
		'..;',
		'.\t.',
		'1\\..\\..\\orders',
		'%c0%ae%c0%ae',
	];
	const api = async (credential: CredentialName) =>
		await ZidTransport.open(
			loadOptionsContext({ parameters: { requestOptions }, credential, store: h.store }),
		);

	test.each(
		CREDENTIALS.flatMap((credential) =>
			builders.flatMap(([name, build]) => ids.map((id) => [credential, name, id, build] as const)),
		),
	)('%s %s, ID %j: NodeOperationError, nothing sent', async (credential, _name, id, build) => {
		const transport = await api(credential);
		const error = await failureOf(transport.request({ method: 'GET', path: build(id) }));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toMatch(/nothing was sent/i);
		expect(sent()).toEqual([]);
	});

	test.each(
		CREDENTIALS.flatMap((credential) =>
			['?page=2', '#frag', '?x=1#y'].map((tail) => [credential, tail] as const),
		),
	)(
		'%s: an ID ending in %j stays inside its segment (no query, no fragment, not customer 1)',
		async (credential, tail) => {
			const customer = h.sandbox.db.customers[0];
			const transport = await api(credential);
			await transport
				.request({ method: 'GET', path: `/managers/store/customers/${customer.id}${tail}` })
				.catch(() => undefined);
			expect(h.sandbox.requests).toHaveLength(1);
			const [request] = h.sandbox.requests;
			expect(request.query).toEqual({});
			expect(request.path).not.toBe(`/v1/managers/store/customers/${customer.id}`);
			expect(request.path.startsWith(`/v1/managers/store/customers/${customer.id}%`)).toBe(true);
			expect(request.path.split('/')).toHaveLength(6);
		},
	);
});

// ---------------------------------------------------------------- headers

const BAD_CHARS: Array<[string, string]> = [
	['CR LF', '\r\n'],
	['LF', '\n'],
	['NUL', '\0'],
	['DEL', '\x7f'],
	['C1 NEL', '\x85'],
	['no-break space', '\u00a0'],
	['right-to-left override', '\u202e'],
	['left-to-right isolate', '\u2066'],
	['pop directional isolate', '\u2069'],
	['zero-width space', '\u200b'],
	['right-to-left mark', '\u200f'],
];

describe('Store-Id header: a Store ID with control, line-break or bidi characters is refused, naming it', () => {
	const operations: Array<[string, () => INodeParameters]> = [
		[
			'Order > Get',
			() => ({ resource: 'order', operation: 'get', orderId: byId(h.sandbox.db.orders[0].id) }),
		],
		[
			'Product > Get',
			() => ({
				resource: 'product',
				operation: 'get',
				productId: byId(h.sandbox.db.products[0].id),
			}),
		],
		[
			'Customer > Get',
			() => ({
				resource: 'customer',
				operation: 'get',
				customerId: byId(h.sandbox.db.customers[0].id),
			}),
		],
		['Gift Card > Add to Cart', () => addToCart(openSession())],
	];
	test.each(
		operations.flatMap(([name, parameters]) =>
			BAD_CHARS.map(([what, char]) => [name, what, char, parameters] as const),
		),
	)(
		'%s, Store ID with %s: NodeOperationError, never "could not be reached", nothing sent',
		async (_name, _what, char, parameters) => {
			tokenCredentialWithStoreId(`${storeId()}${char}7`);
			const error = await refused(parameters(), 'zidApi');
			expect(error.message).toContain('Store-Id');
			expect(error.message).toContain('Store ID');
			expect(error.message).toMatch(/nothing was sent/i);
			expect(sent()).toEqual([]);
		},
	);
});

describe('Cart-Session-Id header: a cart session with control or bidi characters is refused, naming it', () => {
	const sessions = BAD_CHARS.filter(([, char]) => !/[\r\n]/.test(char)).concat([
		['SOH', '\x01'],
		['tab', '\t'],
		['first strong isolate', '\u2068'],
	]);
	const operations: Array<[string, (session: string) => INodeParameters]> = [
		['Add to Cart', addToCart],
		['Remove From Cart', removeFromCart],
	];
	test.each(
		operations.flatMap(([name, build]) =>
			sessions.map(([what, char]) => [name, what, char, build] as const),
		),
	)('token credential, %s, session with %s: nothing sent', async (_name, _what, char, build) => {
		tokenCredentialWithStoreId(storeId());
		const session = openSession();
		const error = await refused(
			build(`${session.slice(0, 6)}${char}${session.slice(6)}`),
			'zidApi',
		);
		expect(error.message).toContain('Cart-Session-Id');
		expect(error.message).toMatch(/nothing was sent/i);
		expect(sent()).toEqual([]);
	});

	test.each(sessions)(
		'OAuth2 credential, session with %s: no cart call (only the manager profile, read for the store id)',
		async (_what, char) => {
			const session = openSession();
			const error = await refused(
				addToCart(`${session.slice(0, 6)}${char}${session.slice(6)}`),
				'zidOAuth2Api',
			);
			expect(error.message).toContain('Cart-Session-Id');
			expect(sent().filter((r) => r !== 'GET /v1/managers/account/profile')).toEqual([]);
		},
	);
});

describe('a token pasted with a line break or an invisible character is named, never shown, and nothing is sent', () => {
	test.each([
		['Authorization', 'authorizationToken', '\n'],
		['Authorization', 'authorizationToken', '\u200b'],
		['X-Manager-Token', 'managerToken', '\r\n'],
		['X-Manager-Token', 'managerToken', '\u202e'],
	])('%s header (%s) with %j', async (header, field, char) => {
		const data = h.store.get('zidApi');
		const token = String(data[field]);
		h.store.data.set('zidApi', {
			...data,
			[field]: `${token.slice(0, 20)}${char}${token.slice(20)}`,
		} as never);
		const error = await refused(
			{ resource: 'order', operation: 'get', orderId: byId(h.sandbox.db.orders[0].id) },
			'zidApi',
		);
		expect(error.message).toContain(header);
		expect(`${error.message} ${error.description}`).not.toContain(token.slice(0, 20));
		expect(sent()).toEqual([]);
	});
});

// ---------------------------------------------------------------- URLs

describe('base URL with a query string, a fragment or a user name: refused before any request', () => {
	const variants: Array<[string, (base: string) => string, RegExp]> = [
		['query string', (base) => `${base}?debug=1`, /query string/],
		['empty query string', (base) => `${base}?`, /query string/],
		['fragment', (base) => `${base}#v2`, /fragment/],
		[
			'user name and password',
			(base) => base.replace('://', '://admin:hunter2@'),
			/user name or password/,
		],
	];
	test.each(
		CREDENTIALS.flatMap((credential) =>
			variants.map(([what, make, why]) => [credential, what, make, why] as const),
		),
	)('%s, %s', async (credential, _what, make, why) => {
		const base = make(h.sandbox.apiBaseUrl);
		h.store.data.set(credential, {
			...h.store.get(credential),
			apiBaseUrl: base,
			baseUrl: base,
		} as never);
		const error = await refused(
			{ resource: 'order', operation: 'getMany', returnAll: false, limit: 5 },
			credential,
		);
		expect(error.message).toMatch(why);
		expect(error.message).not.toContain('hunter2');
		expect(sent()).toEqual([]);
	});
});

/** A plain-HTTP server on this machine's first non-loopback address: the "remote" host nothing may reach in clear. */
interface Remote {
	url: string;
	seen: Array<{ method: string; url: string; body: string }>;
	close(): Promise<void>;
}
async function startRemote(): Promise<Remote> {
	const address = Object.values(networkInterfaces())
		.flat()
		.find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
	const seen: Remote['seen'] = [];
	if (!address) {
		// No such interface here: a documentation address nothing answers on (the checks still run).
		return { url: 'http://192.0.2.123:81', seen, close: async () => undefined };
	}
	const server: Server = createServer((req: IncomingMessage, res) => {
		let body = '';
		req.on('data', (chunk: Buffer) => (body += chunk.toString()));
		req.on('end', () => {
			seen.push({ method: req.method ?? '', url: req.url ?? '', body });
			res
				.writeHead(200, { 'content-type': 'application/json' })
				.end('{"access_token":"a","authorization":"b","token_type":"Bearer"}');
		});
	});
	await new Promise<void>((resolve) => server.listen(0, address, resolve));
	return {
		url: `http://${address}:${(server.address() as AddressInfo).port}`,
		seen,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
}

/** The credential's data with its hidden defaults resolved by n8n's own expression engine, as n8n does before using it. */
function resolvedLikeN8n(
	properties: Array<{ name: string; default: unknown }>,
	data: IDataObject,
): IDataObject {
	const full: IDataObject = {};
	for (const property of properties) full[property.name] = property.default as IDataObject[string];
	return resolveCredentialData({ ...full, ...data });
}

describe('plain HTTP to a host that is not loopback: never for the OAuth server, never for the credential test', () => {
	let remote: Remote;
	beforeAll(async () => void (remote = await startRemote()));
	afterAll(async () => await remote.close());
	beforeEach(() => void remote.seen.splice(0));

	/** The OAuth2 credential on the remote OAuth server, its authorize and token URLs derived again from it. */
	function oauthServerIsRemote(): void {
		const {
			authUrl: _authUrl,
			accessTokenUrl: _accessTokenUrl,
			...rest
		} = h.store.get('zidOAuth2Api');
		h.store.set('zidOAuth2Api', { ...rest, oauthServerUrl: remote.url });
	}

	test('the node refuses an OAuth2 credential whose OAuth Server URL is plain HTTP, before any request', async () => {
		oauthServerIsRemote();
		const error = await refused(
			{ resource: 'order', operation: 'getMany', returnAll: false, limit: 5 },
			'zidOAuth2Api',
		);
		expect(error.message).toContain('OAuth Server URL');
		expect(error.message).toMatch(/only accepts HTTPS/);
		expect(sent()).toEqual([]);
		expect(remote.seen).toEqual([]);
	});

	test('with expired tokens, no refresh is attempted: the client secret and refresh token never go out in clear', async () => {
		oauthServerIsRemote();
		h.sandbox.expireAccessTokens();
		const error = await failureOf(
			h.run({
				requestOptions,
				resource: 'order',
				operation: 'getMany',
				returnAll: false,
				limit: 5,
			}),
		);
		expect(remote.seen.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([]);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(sent()).toEqual([]);
	});

	test("n8n's own OAuth2 client (refresh and code exchange) cannot use the token URL the credential derives", async () => {
		const data = resolvedLikeN8n(new ZidOAuth2Api().properties, {
			oauthServerUrl: remote.url,
			clientId: 'zid-client',
			clientSecret: 'zid-client-secret-in-clear',
		});
		const client = new ClientOAuth2({
			clientId: String(data.clientId),
			clientSecret: String(data.clientSecret),
			accessTokenUri: data.accessTokenUrl as string,
			authorizationUri: data.authUrl as string,
			redirectUri: 'http://127.0.0.1:5678/rest/oauth2-credential/callback',
			scopes: [],
			authentication: 'body',
		});
		// The derived token URL is "https-required:", a scheme no HTTP client speaks: both fail before connecting.
		expect(data.accessTokenUrl).toBe('https-required:/oauth/token');
		await expect(
			client
				.createToken({
					access_token: 'old',
					refresh_token: 'refresh-in-clear',
					token_type: 'Bearer',
				})
				.refresh(),
		).rejects.toThrow('Unsupported protocol https-required:');
		await expect(
			client.code.getToken('http://127.0.0.1:5678/rest/oauth2-credential/callback?code=abc'),
		).rejects.toThrow('Unsupported protocol https-required:');
		expect(remote.seen).toEqual([]);
	});

	test('the Zid API credential test request sends the tokens only to https or loopback', async () => {
		const test = new ZidApi().test.request;
		const send = async (baseUrl: string) => {
			h.store.data.set('zidApi', { ...h.store.get('zidApi'), baseUrl } as never);
			const ctx = loadOptionsContext({ parameters: {}, credential: 'zidApi', store: h.store });
			const credentials = await ctx.getCredentials('zidApi');
			const baseURL = String(evaluateCredentialExpression(String(test.baseURL), { credentials }));
			return await ctx.helpers.httpRequestWithAuthentication.call(ctx, 'zidApi', {
				method: 'GET',
				baseURL,
				url: String(test.url),
				headers: test.headers as IDataObject,
				json: true,
			});
		};
		// Loopback (the sandbox) still works...
		await expect(send(h.sandbox.apiBaseUrl)).resolves.toMatchObject({ user: expect.any(Object) });
		// ...plain HTTP elsewhere sends nothing.
		await expect(send(`${remote.url}/v1`)).rejects.toThrow('Unsupported protocol https-required:');
		expect(remote.seen).toEqual([]);
	});
});
