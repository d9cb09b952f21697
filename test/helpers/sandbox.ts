/**
 * The sandbox tests' wiring: a sandbox on a random loopback port with one token pair, and a tiny
 * HTTP client sending real requests to it with Node's fetch.
 */
import { startSandbox, type Sandbox, type SandboxOptions, type Tokens } from '../../sandbox';

// Response bodies are arbitrary JSON that tests walk into; `any` keeps those assertions readable.
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface Reply<T = any> {
	status: number;
	headers: Headers;
	body: T;
	text: string;
}

export interface CallOptions {
	query?: Record<string, string | number>;
	json?: unknown;
	form?: Record<string, string> | URLSearchParams;
	multipart?: FormData;
	headers?: Record<string, string>;
	lang?: 'ar' | 'en';
	/** Leave out the default Zid headers (to test auth). */
	bare?: boolean;
}

export function zidHeaders(sandbox: Sandbox, tokens: Tokens): Record<string, string> {
	return {
		Authorization: `Bearer ${tokens.authorization}`,
		'X-Manager-Token': tokens.access_token,
		'Access-Token': tokens.access_token,
		'Store-Id': String(sandbox.db.store.id),
		Role: 'Manager',
		Accept: 'application/json',
	};
}

export async function call<T = any>(
	sandbox: Sandbox,
	tokens: Tokens | undefined,
	method: string,
	path: string,
	options: CallOptions = {},
): Promise<Reply<T>> {
	const url = new URL(path.startsWith('http') ? path : `${sandbox.apiBaseUrl}${path}`);
	for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
	const headers: Record<string, string> = {
		...(!options.bare && tokens ? zidHeaders(sandbox, tokens) : {}),
		...(options.lang ? { 'Accept-Language': options.lang } : {}),
		...options.headers,
	};
	let body: string | FormData | undefined;
	if (options.json !== undefined) {
		headers['Content-Type'] = 'application/json';
		body = JSON.stringify(options.json);
	} else if (options.form) {
		headers['Content-Type'] = 'application/x-www-form-urlencoded';
		body = new URLSearchParams(options.form).toString();
	} else if (options.multipart) {
		body = options.multipart;
	}
	const res = await fetch(url, { method, headers, body, redirect: 'manual' });
	const text = await res.text();
	let parsed: unknown = text;
	try {
		parsed = text ? JSON.parse(text) : undefined;
	} catch {
		// not JSON (HTML page, malformed fault)
	}
	return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export interface Harness {
	sandbox: Sandbox;
	tokens: Tokens;
	get<T = any>(path: string, options?: CallOptions): Promise<Reply<T>>;
	send<T = any>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
}

/** Starts a sandbox (rate limit off unless given) with one token pair; close it in afterAll. */
export async function harness(options: SandboxOptions = {}): Promise<Harness> {
	const sandbox = await startSandbox({ rateLimit: false, quiet: true, ...options });
	const tokens = sandbox.issueTokens();
	return {
		sandbox,
		tokens,
		get: (path, o) => call(sandbox, tokens, 'GET', path, o),
		send: (method, path, o) => call(sandbox, tokens, method, path, o),
	};
}

/**
 * The sandbox of a test file, started in beforeAll and closed in afterAll (jest's hooks); its state
 * carries over from test to test unless the file resets it. Every sandbox test file starts here.
 */
export function useSandbox(options: SandboxOptions = {}): Harness {
	let current: Harness | undefined;
	const started = (): Harness => {
		if (!current)
			throw new Error('the sandbox starts in beforeAll: use it inside a test or a hook');
		return current;
	};
	beforeAll(async () => void (current = await harness(options)));
	afterAll(async () => await current?.sandbox.close());
	return {
		get sandbox() {
			return started().sandbox;
		},
		get tokens() {
			return started().tokens;
		},
		get: (path, o) => started().get(path, o),
		send: (method, path, o) => started().send(method, path, o),
	};
}
