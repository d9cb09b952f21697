/**
 * Integration-test wiring: a real sandbox on a random loopback port, and n8n credentials of both
 * kinds holding tokens the sandbox issued.
 */
import type {
	IBinaryKeyData,
	IDataObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	INodeType,
} from 'n8n-workflow';
import {
	startSandbox,
	type RecordedRequest,
	type Sandbox,
	type SandboxMode,
	type SandboxOptions,
} from '../../sandbox';
import { CredentialStore, runZid, type CredentialName } from './n8n';
import { call as callSandbox } from './sandbox';

export interface RunOptions {
	credential?: CredentialName;
	items?: IDataObject[];
	/** Binary data of the input items, by index. */
	binary?: Array<IBinaryKeyData | undefined>;
	continueOnFail?: boolean;
	/** Another node type to run over the same credentials, e.g. the tool n8n makes of the node for an AI Agent. */
	nodeType?: INodeType;
	/** Node settings besides the parameters (onError, ...). */
	node?: Partial<INode>;
	/** The workflow's time zone (Asia/Riyadh unless set). */
	timezone?: string;
}

export interface Harness {
	sandbox: Sandbox;
	store: CredentialStore;
	/** Runs the Zid node; `credential` defaults to the OAuth2 credential. */
	run(parameters: INodeParameters, options?: RunOptions): Promise<INodeExecutionData[]>;
	/** API requests (under /v1) the sandbox recorded since the last clear. */
	apiRequests(): RecordedRequest[];
	lastRequest(): RecordedRequest;
	close(): Promise<void>;
}

/** Fast defaults for tests: no pacing, quick backoff. Tests that measure pacing set their own. */
export const FAST_OPTIONS = {
	requestOptions: { requestsPerMinute: 0, backoffBaseMs: 5, backoffCapMs: 50 },
};

/**
 * Which answers the integration suites' sandboxes give where live stores and the contract differ
 * (sandbox/CONTRACT.md): `ZID_SANDBOX_MODE=contract` runs a suite against the contract's, the
 * default is live. A harness given `mode` keeps it.
 */
export const SANDBOX_MODE: SandboxMode =
	process.env.ZID_SANDBOX_MODE === 'contract' ? 'contract' : 'live';

export async function startHarness(options: SandboxOptions = {}): Promise<Harness> {
	const sandbox = await startSandbox({
		rateLimit: false,
		quiet: true,
		mode: SANDBOX_MODE,
		...options,
	});
	const store = new CredentialStore();
	const oauthTokens = sandbox.issueTokens();
	store.set('zidOAuth2Api', {
		clientId: sandbox.clientId,
		clientSecret: sandbox.clientSecret,
		oauthServerUrl: sandbox.oauthUrl,
		apiBaseUrl: sandbox.apiBaseUrl,
		oauthTokenData: { ...oauthTokens },
	});
	const tokenPair = sandbox.issueTokens();
	store.set('zidApi', {
		authorizationToken: tokenPair.authorization,
		managerToken: tokenPair.access_token,
		baseUrl: sandbox.apiBaseUrl,
	});
	// Nothing to reset in the node's process state: this sandbox's port and these new tokens give
	// new keys (store-id cache, pacer until the store is known). Only the pacer of the sandbox's
	// store is shared, by the harnesses of one test file, and FAST_OPTIONS leaves it off.
	return {
		sandbox,
		store,
		async run(parameters, runOptions = {}) {
			return await runZid({
				store,
				credential: runOptions.credential ?? 'zidOAuth2Api',
				parameters: { ...FAST_OPTIONS, ...parameters },
				items: runOptions.items,
				binary: runOptions.binary,
				continueOnFail: runOptions.continueOnFail,
				nodeType: runOptions.nodeType,
				node: runOptions.node,
				timezone: runOptions.timezone,
			});
		},
		apiRequests: () => sandbox.requests.filter((r) => r.path.startsWith('/v1/')),
		lastRequest() {
			const api = sandbox.requests.filter((r) => r.path.startsWith('/v1/'));
			return api[api.length - 1];
		},
		close: () => sandbox.close(),
	};
}

/** Back to the seeded data with no injected faults and no rate limit: where each test of a file starts. */
export function restore(h: Harness): void {
	h.sandbox.reset();
	h.sandbox.setFaults(undefined);
	h.sandbox.setRateLimit(false);
}

/**
 * The harness of a test file, as jest's hooks run it: started once for the file and put back to the
 * seeded data (no faults, no rate limit) before each test, or with `each: true` a fresh one per test
 * (new tokens too: for tests that expire them). Every integration and reliability file starts its
 * sandbox and credentials through here.
 */
export function useHarness(
	options: SandboxOptions = {},
	lifecycle: { each?: boolean } = {},
): Harness {
	let current: Harness | undefined;
	const started = (): Harness => {
		if (!current)
			throw new Error('the harness starts in beforeAll/beforeEach: use it inside a test or a hook');
		return current;
	};
	if (lifecycle.each) {
		beforeEach(async () => void (current = await startHarness(options)));
		afterEach(async () => await started().close());
	} else {
		beforeAll(async () => void (current = await startHarness(options)));
		afterAll(async () => await current?.close());
		beforeEach(() => restore(started()));
	}
	return {
		get sandbox() {
			return started().sandbox;
		},
		get store() {
			return started().store;
		},
		run: (parameters, runOptions) => started().run(parameters, runOptions),
		apiRequests: () => started().apiRequests(),
		lastRequest: () => started().lastRequest(),
		close: () => started().close(),
	};
}

/** The `json` of each output item. */
export const jsonOf = (items: INodeExecutionData[]): IDataObject[] =>
	items.map((item) => item.json);

/** Runs a call expected to fail and returns the error (fails the test if it succeeds). */
export async function failureOf(
	promise: Promise<unknown>,
): Promise<Error & { description?: string; httpCode?: string; context?: IDataObject }> {
	try {
		await promise;
	} catch (error) {
		return error as Error & { description?: string };
	}
	throw new Error('expected the call to fail, it succeeded');
}

/**
 * Zid's answer to a GET, asked of the sandbox directly (not through the node) with a token pair of
 * its own: what an operation with Simplify off must return untouched. The request is recorded too.
 */
export async function zidAnswer(
	h: Harness,
	path: string,
	query: Record<string, string | number> = {},
): Promise<IDataObject> {
	const reply = await callSandbox(h.sandbox, h.sandbox.issueTokens(), 'GET', path, { query });
	if (reply.status !== 200)
		throw new Error(`GET ${path} answered ${reply.status}: ${reply.text.slice(0, 200)}`);
	return reply.body as IDataObject;
}
