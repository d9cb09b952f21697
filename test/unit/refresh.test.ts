/**
 * What the transport does after a 401 with the OAuth2 credential (docs/zid-api.md §2.2), against a scripted
 * n8n request helper: the answer of the call resent through n8n's helper is the answer; a 401 there
 * with renewed tokens means one more send with them; a 5xx or a lost answer there is an unknown
 * outcome for a create, never a third send.
 */
import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { UNKNOWN_OUTCOME, ZidTransport } from '../../nodes/shared/transport/request/zidTransport';

const node = {
	id: '1',
	name: 'Zid',
	type: 'n8n-nodes-zid.zid',
	typeVersion: 1,
	position: [0, 0] as [number, number],
	parameters: {},
};
type Step = (options: IHttpRequestOptions, credential: IDataObject) => unknown;

/** A fake execute context whose request helper plays `steps` in order, one per call. */
function contextWith(steps: Step[]) {
	const credential: IDataObject = {
		apiBaseUrl: 'https://api.zid.sa/v1',
		oauthServerUrl: 'https://oauth.zid.sa',
		clientSecret: 'client-secret-value',
		oauthTokenData: {
			authorization: 'auth-token-old-0001',
			access_token: 'access-token-old-0001',
			refresh_token: 'refresh-token-0001',
		},
	};
	const sent: IHttpRequestOptions[] = [];
	const ctx = {
		getInputData: () => [{ json: {} }],
		getNode: () => node,
		getNodeParameter: (name: string, _i: number, fallback: unknown) =>
			name === 'requestOptions'
				? { requestsPerMinute: 0, backoffBaseMs: 1, backoffCapMs: 2 }
				: name === 'authentication'
					? 'oAuth2'
					: fallback,
		getCredentials: async () => JSON.parse(JSON.stringify(credential)),
		logger: { debug: () => undefined, warn: () => undefined },
		helpers: {
			async httpRequestWithAuthentication(_type: string, options: IHttpRequestOptions) {
				sent.push(options);
				const step = steps[sent.length - 1];
				if (!step) throw new Error(`unexpected call ${sent.length}`);
				return step(options, credential);
			},
		},
	};
	return { ctx, sent, credential };
}

const answer = (statusCode: number, body: unknown) => ({ statusCode, body, headers: {} });
const unauthorized = () =>
	answer(401, {
		status: 'error',
		message: { code: 'ERROR_SESSION_INVALID', description: 'expired' },
	});
/** What n8n's helper throws for an HTTP error answer: a NodeApiError keeping the status and the body. */
function helperError(status: number, body: IDataObject): NodeApiError {
	const error = new NodeApiError(node, { message: `status ${status}` } as never, {
		httpCode: String(status),
	});
	error.context.data = body;
	return error;
}
const createCoupon = {
	method: 'POST' as const,
	path: '/managers/store/coupons/add',
	body: { code: 'X1' },
};

async function send(
	steps: Step[],
	request: typeof createCoupon | { method: 'GET'; path: string } = createCoupon,
) {
	const { ctx, sent } = contextWith(steps);
	const transport = await ZidTransport.open(ctx as never);
	try {
		return { body: await transport.request(request), sent };
	} catch (error) {
		return { error: error as NodeApiError, sent };
	}
}

test("the resend through n8n's helper is carried out: its answer is the result, no third send", async () => {
	const result = await send([unauthorized, () => answer(201, { coupon: { id: 9, code: 'X1' } })]);
	expect(result.body).toEqual({ coupon: { id: 9, code: 'X1' } });
	expect(result.sent).toHaveLength(2);
	expect(result.sent[1].ignoreHttpStatusErrors).toBe(false);
});

test('n8n renewed the tokens and its own retry was refused: one more send, with the new tokens', async () => {
	const result = await send([
		unauthorized,
		(_options, credential) => {
			credential.oauthTokenData = {
				authorization: 'auth-token-new-0002',
				access_token: 'access-token-new-0002',
				refresh_token: 'refresh-token-0002',
			};
			throw helperError(401, { status: 'error' });
		},
		(options) => {
			expect((options.headers as IDataObject)['X-Manager-Token']).toBe('access-token-new-0002');
			return answer(201, { coupon: { id: 10 } });
		},
	]);
	expect(result.body).toEqual({ coupon: { id: 10 } });
	expect(result.sent).toHaveLength(3);
});

test('a 500 on the resend of a create: unknown outcome, said so, not sent again', async () => {
	const result = await send([
		unauthorized,
		() => {
			throw helperError(500, { status: 'error' });
		},
	]);
	expect(result.error).toBeInstanceOf(NodeApiError);
	expect(result.error!.message).toMatch(/^500/);
	expect(result.error!.description).toContain(UNKNOWN_OUTCOME);
	expect(result.sent).toHaveLength(2);
});

test('a lost answer on the resend of a create: unknown outcome, not sent again', async () => {
	const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
	const result = await send([
		unauthorized,
		() => {
			throw reset;
		},
	]);
	expect(result.error!.message).toBe('Zid could not be reached');
	expect(result.error!.description).toContain(UNKNOWN_OUTCOME);
	expect(result.sent).toHaveLength(2);
});

test("a 422 on the resend: Zid's refusal with its field messages, not the first 401", async () => {
	const result = await send([
		unauthorized,
		() => {
			throw helperError(422, {
				status: 422,
				success: false,
				error: { code: 'validation_failed', message: 'invalid', fields: { code: ['taken'] } },
			});
		},
	]);
	expect(result.error!.message).toMatch(/^422 Zid rejected the input: code: taken/);
	expect(result.sent).toHaveLength(2);
});

test.each([
	['refused (invalid_grant)', Object.assign(new Error('invalid_grant'), { code: 'EAUTH' })],
	[
		'answered 400 by the token endpoint',
		Object.assign(new Error('HTTP status 400'), { code: 'ESTATUS', status: 400 }),
	],
])(
	'the refresh itself was %s and the tokens did not change: a 401 with the reconnect advice, nothing resent',
	async (_case, refused) => {
		const result = await send([
			unauthorized,
			() => {
				throw new NodeApiError(node, refused as never);
			},
		]);
		expect(result.error!.message).toMatch(/^401 Zid did not accept the credentials/);
		expect(result.error!.description).not.toContain(UNKNOWN_OUTCOME);
		expect(result.sent).toHaveLength(2);
	},
);

test('a read resent after a 500 on the resend is retried (safe to repeat)', async () => {
	const result = await send(
		[
			unauthorized,
			() => {
				throw helperError(500, {});
			},
			() => answer(200, { orders: [] }),
		],
		{ method: 'GET', path: '/managers/store/orders' },
	);
	expect(result.body).toEqual({ orders: [] });
	expect(result.sent).toHaveLength(3);
});
