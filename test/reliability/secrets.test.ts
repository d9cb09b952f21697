/**
 * Secrets: on every error path, with either credential, neither Zid token (nor the refresh token or
 * the client secret) appears in the error's message, description or any other field, in the items
 * Continue On Fail outputs, or in anything logged. Injected error answers echo the request's
 * headers, tokens included (as some gateways do), so the node's own scrubbing is what is tested.
 */
import { Logger } from '@n8n/backend-common';
import { Container } from '@n8n/di';
import { LoggerProxy, NodeApiError, NodeOperationError, type INodeParameters } from 'n8n-workflow';
import type { FaultOptions } from '../../sandbox';
import type { CredentialName } from '../helpers/n8n';
import { byId } from '../helpers/requests';
import { useHarness, type Harness } from '../helpers/zid';

const logged: string[] = [];
const capture =
	(level: string) =>
	(...args: unknown[]) =>
		logged.push(`${level} ${safeJson(args)}`);
const logger = {
	error: capture('error'),
	warn: capture('warn'),
	info: capture('info'),
	debug: capture('debug'),
	verbose: capture('verbose'),
	scoped: () => logger,
};

/** Every string reachable from a value through own properties, enumerable or not (errors hide theirs behind toJSON). */
function safeJson(value: unknown): string {
	const seen = new WeakSet<object>();
	const out: string[] = [];
	const walk = (v: unknown, depth: number): void => {
		if (typeof v === 'string') out.push(v);
		else if (typeof v === 'number' || typeof v === 'boolean') out.push(String(v));
		else if (v && typeof v === 'object' && depth < 12 && !seen.has(v)) {
			seen.add(v);
			if (v instanceof Map)
				v.forEach((entry, key) => (walk(key, depth + 1), walk(entry, depth + 1)));
			for (const key of Object.getOwnPropertyNames(v)) {
				let entry: unknown;
				try {
					entry = (v as Record<string, unknown>)[key];
				} catch {
					continue;
				}
				if (typeof entry !== 'function') walk(entry, depth + 1);
			}
		}
	};
	walk(value, 0);
	return out.join('\n');
}

const requestOptions = {
	requestsPerMinute: 0,
	backoffBaseMs: 2,
	backoffCapMs: 10,
	timeoutSeconds: 1,
	maxAttempts: 2,
};
const ordersPath = '^/managers/store/orders';

interface ErrorPath {
	name: string;
	/** The error the node must meet on this path (so a path that fails some other way cannot pass as "no leak"). */
	message: RegExp;
	description?: RegExp;
	/** Prepares the sandbox (and credentials) and returns the node parameters to run. */
	setup(h: Harness, credential: CredentialName): INodeParameters;
}

const withFaults = (h: Harness, faults: FaultOptions) =>
	h.sandbox.setFaults({ echoHeaders: true, seed: 3, ...faults });
const getOrder = (): INodeParameters => ({
	resource: 'order',
	operation: 'get',
	orderId: byId('1'),
	requestOptions,
});
const allOrders = (): INodeParameters => ({
	resource: 'order',
	operation: 'getMany',
	returnAll: true,
	requestOptions,
});
const couponCreate = (code: string): INodeParameters => ({
	resource: 'coupon',
	operation: 'create',
	name: 'x',
	code,
	discountType: 'p',
	discount: 5,
	startDate: '2026-07-01T00:00:00',
	endDate: '2026-07-31T00:00:00',
	requestOptions,
});

const PATHS: ErrorPath[] = [
	{
		name: '404 not found',
		message: /^404 Not found: Order not found\.$/,
		setup: () => ({ ...getOrder(), orderId: byId('999999999') }),
	},
	{
		name: '422 validation (coupon code taken)',
		message: /^422 Zid rejected the input: code: The code has already been taken\.$/,
		setup: (h) => couponCreate(h.sandbox.db.coupons[0].code),
	},
	{
		name: '401 tokens revoked (OAuth2: refresh refused too)',
		message: /^401 Zid did not accept the credentials/,
		setup: (h, credential) => {
			h.sandbox.expireAccessTokens();
			if (credential === 'zidOAuth2Api') {
				const data = h.store.get('zidOAuth2Api');
				h.store.set('zidOAuth2Api', {
					...data,
					oauthTokenData: {
						...(data.oauthTokenData as object),
						refresh_token: 'not-a-refresh-token',
					},
				});
			}
			return allOrders();
		},
	},
	{
		name: '403 scope missing',
		message: /^403 The Zid app lacks the scope "orders\.read"/,
		setup: (h, credential) => {
			const tokens = h.sandbox.issueTokens({ scopes: ['account.read'] });
			if (credential === 'zidApi')
				h.store.set('zidApi', {
					...h.store.get('zidApi'),
					authorizationToken: tokens.authorization,
					managerToken: tokens.access_token,
				});
			else
				h.store.set('zidOAuth2Api', {
					...h.store.get('zidOAuth2Api'),
					oauthTokenData: { ...tokens },
				});
			return allOrders();
		},
	},
	{
		name: '429 until retries run out',
		message: /^429 Zid rate limit reached and retries ran out/,
		setup: (h) => (
			withFaults(h, { rate429: 1, pathPattern: ordersPath }),
			{ ...allOrders(), requestOptions: { ...requestOptions, requestsPerMinute: 60000 } }
		),
	},
	{
		name: '500 until retries run out',
		message: /^500 Zid could not complete the request/,
		setup: (h) => (withFaults(h, { rate500: 1, pathPattern: ordersPath }), getOrder()),
	},
	{
		name: '503 on a create (not resent)',
		message: /^503 Zid could not complete the request/,
		setup: (h) => (
			withFaults(h, { rate503: 1, phase: 'after', pathPattern: 'coupons' }),
			couponCreate('SECRETS26')
		),
	},
	{
		name: '504 on a single record',
		message: /^504 Zid could not complete the request/,
		setup: (h) => (withFaults(h, { rate504: 1, pathPattern: ordersPath }), getOrder()),
	},
	{
		name: 'connection reset',
		message: /^Zid could not be reached$/,
		setup: (h) => (withFaults(h, { resetRate: 1, pathPattern: ordersPath }), getOrder()),
	},
	{
		name: 'malformed JSON',
		message: /^Zid answered 200 with a body that is not JSON$/,
		setup: (h) => (withFaults(h, { malformedRate: 1, pathPattern: ordersPath }), getOrder()),
	},
	{
		name: 'timeout',
		message: /^Zid could not be reached$/,
		setup: (h) => (
			withFaults(h, { slowRate: 1, slowMs: 1200, pathPattern: ordersPath }),
			getOrder()
		),
	},
	{
		name: 'list failing part-way (progress in the error)',
		message: /^500 Zid could not complete the request/,
		description: /Fetched 1\d\d record\(s\) of the 250 the list announced in 2 page\(s\)/,
		setup: (h) => (
			withFaults(h, { rate500: 1, skipFirst: 2, pathPattern: ordersPath }),
			allOrders()
		),
	},
	{
		name: 'bad input',
		message: /^Invalid "Order": must be 1 or more \(got -4\)$/,
		setup: () => ({ ...getOrder(), orderId: byId('-4') }),
	},
];

beforeAll(() => {
	Container.set(Logger, logger as unknown as Logger);
	LoggerProxy.init(logger as unknown as Parameters<typeof LoggerProxy.init>[0]);
});
// A fresh harness per test: several paths expire or replace the tokens.
const h = useHarness({ counts: { orders: 250 }, retryAfterHeader: false }, { each: true });
beforeEach(() => void (logged.length = 0));

function secretsOf(h: Harness): Record<string, string> {
	const oauth = h.store.get('zidOAuth2Api');
	const tokens = oauth.oauthTokenData as Record<string, string>;
	const api = h.store.get('zidApi');
	return {
		'OAuth2 authorization': tokens.authorization,
		'OAuth2 access token': tokens.access_token,
		'OAuth2 refresh token': tokens.refresh_token,
		'client secret': String(oauth.clientSecret),
		'token credential authorization': String(api.authorizationToken),
		'token credential manager token': String(api.managerToken),
	};
}

function leaks(text: string, secrets: Record<string, string>): string[] {
	return Object.entries(secrets)
		.filter(([, value]) => value && value.length >= 8 && text.includes(value))
		.map(([name]) => name);
}

describe.each<CredentialName>(['zidOAuth2Api', 'zidApi'])('%s', (credential) => {
	test.each(PATHS.map((p) => [p.name, p] as const))(
		'%s: no token in the error, the output or the logs',
		async (_name, path) => {
			const secrets = secretsOf(h);
			const parameters = path.setup(h, credential);
			// The node really met this error (the echo paths' answers carried the tokens: without the node's
			// scrubbing, those rows fail; checked by disabling `redact`).
			let error: (Error & { description?: string }) | undefined;
			try {
				await h.run(parameters, { credential });
			} catch (e) {
				error = e as Error & { description?: string };
			}
			expect(error).toBeInstanceOf(path.name === 'bad input' ? NodeOperationError : NodeApiError);
			expect(error!.message).toMatch(path.message);
			if (path.description) expect(error!.description).toMatch(path.description);
			// Continue On Fail: the same failure as one error item, not a throw.
			const items = await h.run(parameters, { credential, continueOnFail: true });
			expect(items).toHaveLength(1);
			expect(items[0].json.error).toBe(error!.message);
			await new Promise((resolve) => setTimeout(resolve, 250));

			const places: Record<string, string> = {
				message: error!.message,
				description: String(error!.description ?? ''),
				'error (every field)': safeJson(error),
				'Continue On Fail items': safeJson(items),
				logs: logged.join('\n'),
			};
			const found = Object.entries(places).flatMap(([place, text]) =>
				leaks(text, secrets).map((secret) => `${secret} in ${place}`),
			);
			expect(found).toEqual([]);
		},
		20_000,
	);
});
