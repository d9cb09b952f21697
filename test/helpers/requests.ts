/** Assertions on what the sandbox recorded, shared by the integration tests of every resource. */
import { NodeOperationError } from 'n8n-workflow';
import type {
	ILoadOptionsFunctions,
	INodeParameters,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import type { RecordedRequest } from '../../sandbox';
import { loadOptionsContext, type CredentialName } from './n8n';
import type { Harness } from './zid';

/**
 * A dropdown / list-search context (n8n-core's LoadOptionsContext) whose form holds `form` as the
 * editor sends it, what `getCurrentNodeParameter` reads; `path` is the loading field's place in the
 * form (`parameters.filters.shippingCity`), for fields inside a collection. Every test that calls
 * loadOptions or listSearch methods goes through here.
 */
export function dropdownContext(
	h: Harness,
	form: INodeParameters = {},
	credential: CredentialName = 'zidOAuth2Api',
	path?: string,
): ILoadOptionsFunctions {
	const ctx = loadOptionsContext({ parameters: form, credential, store: h.store, path });
	const authentication = credential === 'zidApi' ? 'accessToken' : 'oAuth2';
	(
		ctx as unknown as { additionalData: IWorkflowExecuteAdditionalData }
	).additionalData.currentNodeParameters = { authentication, ...form };
	return ctx;
}

/** A resource-locator value in "By ID" mode, as the editor stores it. */
export const byId = (value: string | number) => ({ __rl: true, mode: 'id', value: String(value) });

/** The two Zid tokens of a credential of the harness. */
export function tokensOf(
	h: Harness,
	credential: CredentialName,
): { authorization: string; managerToken: string } {
	if (credential === 'zidApi') {
		const data = h.store.get('zidApi');
		return {
			authorization: String(data.authorizationToken),
			managerToken: String(data.managerToken),
		};
	}
	const tokens = h.store.get('zidOAuth2Api').oauthTokenData as Record<string, string>;
	return { authorization: tokens.authorization, managerToken: tokens.access_token };
}

/** Zid's two auth headers, from the credential the run used. */
export function expectZidAuth(
	h: Harness,
	request: RecordedRequest,
	credential: CredentialName,
): void {
	const { authorization, managerToken } = tokensOf(h, credential);
	expect(request.headers.authorization).toBe(`Bearer ${authorization}`);
	expect(request.headers['x-manager-token']).toBe(managerToken);
}

/** The one API request of a run: method, path, query, content type and auth as the contract says. */
export function onlyRequest(h: Harness, expected: ExpectedRequest): RecordedRequest {
	return theOne(h, h.apiRequests(), expected);
}

/**
 * A one-page Return All of a list that announces no total (abandoned carts): the page is asked
 * twice and must answer the same records both times (README "The end-of-run check is never
 * skipped"). Checks both requests as onlyRequest does one, and returns the first.
 */
export function onePageReadTwice(h: Harness, expected: ExpectedRequest): RecordedRequest {
	const requests = h.apiRequests();
	expect(requests).toHaveLength(2);
	theOne(h, requests.slice(1), expected);
	return theOne(h, requests.slice(0, 1), expected);
}

export interface ExpectedRequest {
	method: string;
	path: string;
	query?: Record<string, string | string[]>;
	contentType?: string;
	credential?: CredentialName;
}

/** The Store-Id lookup a credential's first catalogue call makes (docs/zid-api.md §8.25). */
const STORE_ID_LOOKUP = '/v1/managers/account/profile';

/**
 * The one catalogue request of a run (the Store-Id lookup left out), checked like onlyRequest
 * plus the catalogue headers: Access-Token, Store-Id, Role: Manager.
 */
export function onlyCatalogueRequest(h: Harness, expected: ExpectedRequest): RecordedRequest {
	const request = theOne(
		h,
		h.apiRequests().filter((r) => r.path !== STORE_ID_LOOKUP),
		expected,
	);
	expect(request.headers['access-token']).toBe(
		tokensOf(h, expected.credential ?? 'zidOAuth2Api').managerToken,
	);
	expect(request.headers['store-id']).toBe(String(h.sandbox.db.store.id));
	expect(request.headers.role).toBe('Manager');
	return request;
}

function theOne(
	h: Harness,
	requests: RecordedRequest[],
	expected: ExpectedRequest,
): RecordedRequest {
	expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
		`${expected.method} /v1${expected.path}`,
	]);
	const [request] = requests;
	expect(request.query).toEqual(expected.query ?? {});
	if (expected.contentType) expect(request.contentType.split(';')[0]).toBe(expected.contentType);
	expectZidAuth(h, request, expected.credential ?? 'zidOAuth2Api');
	return request;
}

/** A run refused on its input: a NodeOperationError with `message`, and not one request sent. */
export async function expectRefusedBeforeRequest(
	h: Harness,
	run: Promise<unknown>,
	message: string,
): Promise<void> {
	let error: unknown;
	try {
		await run;
	} catch (e) {
		error = e;
	}
	expect(error).toBeInstanceOf(NodeOperationError);
	expect((error as Error).message).toBe(message);
	expect(h.apiRequests()).toHaveLength(0);
}

/**
 * The pages of a Return All: the first one of `max` records, none larger, each starting inside the
 * previous one (so it shares a record already read: nothing can slip between two pages), and the
 * last one reaching past `total`. Returns how many pages were asked for.
 */
export function expectOverlappingPages(
	queries: Array<Record<string, string | string[]>>,
	sizeParam: 'per_page' | 'page_size',
	max: number,
	total: number,
): number {
	const pages = queries.map((q) => ({ page: Number(q.page), size: Number(q[sizeParam]) }));
	expect(pages[0]).toEqual({ page: 1, size: max });
	let end = 0;
	pages.forEach(({ page, size }, n) => {
		expect(size).toBeGreaterThan(0);
		expect(size).toBeLessThanOrEqual(max);
		const start = (page - 1) * size;
		if (n > 0) {
			expect(start).toBeLessThan(end);
			expect(start + size).toBeGreaterThan(end);
		}
		end = start + size;
	});
	expect(end).toBeGreaterThanOrEqual(total);
	return pages.length;
}

/**
 * The arrival times of `requests` (the sandbox's log) keep a client-side pace of `perMinute` with a
 * burst of `burst`: however the run went, any k consecutive requests after the burst span at least
 * (k - burst) intervals. `jitterMs` absorbs the loopback's own delays between send and arrival.
 */
export function expectPaced(
	requests: RecordedRequest[],
	pace: { perMinute: number; burst: number; jitterMs: number },
): void {
	const interval = 60000 / pace.perMinute;
	const times = requests.map((r) => r.time);
	const tooClose: string[] = [];
	for (let i = 0; i < times.length; i++) {
		for (let j = i + pace.burst; j < times.length; j++) {
			const least = (j - i - (pace.burst - 1)) * interval - pace.jitterMs;
			if (times[j] - times[i] < least)
				tooClose.push(`#${i}..#${j}: ${times[j] - times[i]} ms < ${Math.round(least)} ms`);
		}
	}
	expect(tooClose).toEqual([]);
}
