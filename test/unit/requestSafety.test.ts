/**
 * Requests that cannot leave their path (README "Good to know"), as pure functions: path segments, header values,
 * the URLs the package talks to (base URL and the credentials' derived URLs, evaluated by n8n's own
 * expression engine), and token redaction in the forms a gateway may echo. Most inputs are generated:
 * every encoding of "." and "..", and seeded random strings over an alphabet of dangerous characters.
 */
import { validateHeaderValue } from 'node:http';
import type { IDataObject } from 'n8n-workflow';
import { ZidApi } from '../../credentials/ZidApi.credentials';
import { ZidOAuth2Api } from '../../credentials/ZidOAuth2Api.credentials';

import { headerProblem, headersProblem } from '../../nodes/shared/transport/sendable/header';
import { sendablePath } from '../../nodes/shared/transport/sendable/path';
import { checkBaseUrl, joinUrl } from '../../nodes/shared/transport/sendable/url';
import { evaluateCredentialExpression } from '../helpers/n8n';
import { pick, seeded } from '../helpers/random';
import { redact } from '../../nodes/shared/transport/errors/redact';

const randomString = (random: () => number, alphabet: readonly string[], max: number) =>
	Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(random, alphabet)).join('');

const BASE = 'https://api.zid.sa/v1';

/** The path templates operations build (nodes/Zid/actions/**), with the value where `$` is. */
const TEMPLATES = [
	'/managers/store/orders/$/view',
	'/managers/store/customers/$',
	'/products/$/',
	'/stores/$/carts/gift-card',
	'/customers/loyalty-program/$/loyalty-status',
	'/managers/webhooks/subscribers/$',
	'/products/3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f/images/$/',
];
const fill = (template: string, value: string) => template.replace('$', value);

// ---------------------------------------------------------------- paths

/** Every way seen (or plausible) of writing one ".": literal, percent-encoded once/twice/thrice, overlong UTF-8, %u, full-width. */
const DOT_FORMS = [
	'.',
	'%2e',
	'%2E',
	'%252e',
	'%252E',
	'%25252e',
	'%c0%ae',
	'%C0%AE',
	'%e0%80%ae',
	'%u002e',
	'%U002E',
	'\uff0e',
	'%ef%bc%8e',
	'%EF%BC%8E',
	'\u2024',
	'\ufe52',
];
const DOT_SEGMENTS = [...DOT_FORMS, ...DOT_FORMS.flatMap((a) => DOT_FORMS.map((b) => a + b))];
/** Decorations a server may drop before it resolves dots: a `;` parameter, spaces, NUL, a trailing separator. */
const DECORATED = (dots: string) => [
	`${dots};x=1`,
	`${dots};`,
	`%20${dots}%20`,
	`${dots}%00`,
	`${dots}%09`,
	`${dots}%2f`,
	`${dots}%2F..`,
	`${dots}%5c`,
	`${dots}%255c`,
	`a%2f${dots}`,
	`a%5C${dots}%5Cb`,
];

describe('path: "." and ".." in any form, in any segment, are refused before anything is sent', () => {
	const cases = DOT_SEGMENTS.flatMap((segment) =>
		TEMPLATES.map((template) => [segment, fill(template, segment)] as const),
	);
	test(`${cases.length} dot segments x templates`, () => {
		const accepted = cases
			.filter(([, path]) => !sendablePath(path).problem)
			.map(([, path]) => path);
		expect(accepted).toEqual([]);
	});

	const decorated = ['..', '%2e%2e', '.%2E', '%252e%252e', '.']
		.flatMap(DECORATED)
		.flatMap((segment) => TEMPLATES.slice(0, 3).map((t) => [segment, fill(t, segment)] as const));
	test(`${decorated.length} decorated dot segments (;param, spaces, NUL, encoded / and \\)`, () => {
		const accepted = decorated
			.filter(([, path]) => !sendablePath(path).problem)
			.map(([, path]) => path);
		expect(accepted).toEqual([]);
	});

	test.each(['...', '. .', '.\u200b.', '%2e%20%2e'])(
		'a segment of only dots once spaces and invisible characters are dropped (%j)',
		(segment) => {
			expect(sendablePath(fill(TEMPLATES[0], segment)).problem).toBeDefined();
		},
	);

	test('the message shows the bad segment and says that nothing was sent', () => {
		const { problem } = sendablePath('/stores/%252e%252e/carts/gift-card');
		expect(problem).toContain('"%252e%252e"');
		expect(problem).toContain('/stores/%252e%252e/carts/gift-card');
		expect(problem).toMatch(/nothing was sent/i);
		expect(sendablePath('/managers/store/orders/../view').problem).toContain('".."');
	});

	test('an empty segment inside the path (an empty ID) is refused: a server may merge the two slashes', () => {
		expect(sendablePath('/stores//carts/gift-card').problem).toMatch(/empty/);
		// The leading slash and a trailing one are the operation's own.
		expect(sendablePath('/products/3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f/').path).toBe(
			'/products/3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f/',
		);
	});

	test.each([
		'\n',
		'\r',
		'\t',
		'\0',
		'\x7f',
		'\x85',
		'\u202e',
		'\u2066',
		'\u2069',
		'\u200b',
		'\u200e',
		'\ufeff',
		'\u2028',
	])(
		'a raw control or invisible character (%j) in the path is refused: URL parsers drop some of them silently',
		(char) => {
			const problem = sendablePath(fill(TEMPLATES[0], `4${char}2`)).problem;
			expect(problem).toMatch(/nothing was sent/i);
			expect(problem).toMatch(/U\+[0-9A-F]{4}/);
			// `.<tab>.` would become ".." once the URL parser removes the tab.
			expect(sendablePath(fill(TEMPLATES[0], `.${char}.`)).problem).toBeDefined();
		},
	);

	const REAL_PATHS = [
		'/managers/store/orders/42/view',
		'/managers/store/orders/custom-statuses',
		'/products/3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f/',
		'/stores/1043/carts/gift-card',
		`/managers/webhooks/subscribers/${encodeURIComponent('https://hooks.example.sa/zid?x=1&y=..')}`,
		`/managers/webhooks/subscribers/${encodeURIComponent('متجر الورد')}`,
		'/products/a.b/',
		'/products/.a/',
		'/products/v1.2.3/',
		'/products/a../',
		'/locations/ab_c-d/stock-update/',
		'/attributes/x%25y/',
	];
	test.each(REAL_PATHS)('a path operations build today goes out unchanged: %s', (path) => {
		expect(sendablePath(path)).toEqual({ path });
	});

	test.each([
		['?', '%3F'],
		['#', '%23'],
		[' ', '%20'],
		['\\', '%5C'],
		['"', '%22'],
		['<', '%3C'],
		['`', '%60'],
		['{', '%7B'],
		['|', '%7C'],
		['^', '%5E'],
		['ز', '%D8%B2'],
		['%', '%25'],
	])('a raw %j inside a value is percent-encoded, so it stays in its segment', (char, encoded) => {
		const result = sendablePath(`/managers/store/customers/1${char}x`);
		expect(result).toEqual({ path: `/managers/store/customers/1${encoded}x` });
		const url = new URL(joinUrl(BASE, result.path!));
		expect(url.search).toBe('');
		expect(url.hash).toBe('');
		expect(url.pathname).toBe(`/v1/managers/store/customers/1${encoded}x`);
	});

	/** What a server that decodes up to three times would see in the value's segment. */
	function decodings(segment: string): string[] {
		const out = [segment];
		for (let n = 0; n < 3; n++) {
			try {
				const next = decodeURIComponent(out[out.length - 1]);
				if (next === out[out.length - 1]) break;
				out.push(next);
			} catch {
				break;
			}
		}
		return out;
	}
	/** A piece a server could take for "." or "..": up to a `;parameter`, read up to a control character or with them dropped, spaces ignored. */
	function dotsOnly(piece: string): boolean {
		const base = piece.split(';')[0];
		return [base.split(/\p{Cc}/u)[0], base].some((reading) =>
			/^\.+$/.test(reading.replace(/[\s\p{Cc}\p{Cf}]/gu, '')),
		);
	}
	const DANGEROUS = [
		'.',
		'.',
		'.',
		'%2e',
		'%2E',
		'%25',
		'2',
		'e',
		'a',
		'/',
		'%2f',
		'\\',
		'%5c',
		'?',
		'#',
		' ',
		'\t',
		'\n',
		'\r',
		'%0a',
		';',
		'=',
		'&',
		'\u202e',
		'\u2066',
		'ز',
		'\uff0e',
		'%c0%ae',
		'%',
		'5',
		'c',
		'\0',
		'~',
		'@',
		':',
	];

	test('property: 4000 random values, raw (as validated IDs go in) or encodeURIComponent-ed (as free text goes in)', () => {
		const random = seeded(9);
		const wrong: string[] = [];
		for (let n = 0; n < 4000; n++) {
			const value = randomString(random, DANGEROUS, 8);
			const encoded = n % 2 === 1;
			// A raw "/" is a separator by definition: operations validate IDs or encode free text.
			const inserted = encoded ? encodeURIComponent(value) : value.replace(/\//g, '');
			// Empty values are refused by each operation's own check; at the end of a path one cannot be told from a trailing slash.
			if (inserted === '') continue;
			const template = pick(random, TEMPLATES);
			const result = sendablePath(fill(template, inserted));
			if (result.problem !== undefined) {
				if (!/nothing was sent/i.test(result.problem))
					wrong.push(`no "nothing was sent" for ${JSON.stringify(inserted)}`);
				continue;
			}
			const url = new URL(joinUrl(BASE, result.path));
			const [before, after] = template.split('$');
			const segment = url.pathname.slice(`/v1${before}`.length, url.pathname.length - after.length);
			const ok =
				url.search === '' &&
				url.hash === '' &&
				url.pathname === `/v1${result.path}` &&
				url.pathname.startsWith(`/v1${before}`) &&
				url.pathname.endsWith(after) &&
				url.pathname.split('/').length === `/v1${template}`.split('/').length &&
				segment !== '' &&
				!decodings(segment).some((d) => d.split(/[\\/]/).some(dotsOnly));
			if (!ok)
				wrong.push(
					`${JSON.stringify(inserted)} in ${template} -> ${url.pathname}${url.search}${url.hash}`,
				);
		}
		expect(wrong).toEqual([]);
	});
});

// ---------------------------------------------------------------- headers

const BAD_HEADER_CHARS = [
	'\r',
	'\n',
	'\r\n',
	'\0',
	'\x01',
	'\x08',
	'\x1b',
	'\x1f',
	'\x7f',
	'\x85',
	'\x9b',
	'\t',
	'\u00a0',
	'\u202a',
	'\u202b',
	'\u202c',
	'\u202d',
	'\u202e',
	'\u2066',
	'\u2067',
	'\u2068',
	'\u2069',
	'\u200b',
	'\u200c',
	'\u200d',
	'\u200e',
	'\u200f',
	'\u061c',
	'\u2028',
	'\u2029',
	'\u2060',
	'\ufeff',
	'\u00ad',
	'ز',
];
const HEADERS_SENT = [
	'Store-Id',
	'Cart-Session-Id',
	'Accept-Language',
	'X-Manager-Token',
	'Access-Token',
	'X-Custom',
];

describe('header values: control, line-break, bidi and invisible characters are refused, naming the header', () => {
	const cases = BAD_HEADER_CHARS.flatMap((char) =>
		HEADERS_SENT.flatMap((name) =>
			['start', 'middle', 'end'].map((where) => [char, name, where] as const),
		),
	);
	test(`${cases.length} characters x headers x positions`, () => {
		const wrong: string[] = [];
		for (const [char, name, where] of cases) {
			const value =
				where === 'start' ? `${char}12345` : where === 'end' ? `12345${char}` : `12${char}345`;
			const problem = headerProblem(name, value);
			const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
			if (
				!problem ||
				!problem.includes(name) ||
				!problem.includes(code) ||
				!/nothing was sent/i.test(problem)
			)
				wrong.push(`${name} ${where} ${JSON.stringify(char)}: ${problem}`);
		}
		expect(wrong).toEqual([]);
	});

	test('a token header is named, its value is never shown', () => {
		const problem = headerProblem('X-Manager-Token', 'eyJhbGciOi.secret-part\n.rest');
		expect(problem).toContain('X-Manager-Token');
		expect(problem).not.toContain('secret-part');
	});

	test('the field behind a header is named as the user sees it', () => {
		expect(headerProblem('Store-Id', '1\u202e2')).toContain('Store ID');
		expect(headerProblem('Cart-Session-Id', '1\u202e2')).toContain('Cart Session Token');
		expect(headerProblem('Accept-Language', 'en\r\nX: 1')).toContain('Language');
	});

	test.each([
		'1043',
		'en',
		'ar',
		'a-b_c.d~e',
		'3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f',
		'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln-_x',
		'Bearer abc/def+ghi==',
	])('a usual value is accepted: %s', (value) => {
		expect(headerProblem('X-Custom', value)).toBeUndefined();
	});

	test('a header name that is not an HTTP token is refused', () => {
		expect(headerProblem('Bad Name', 'x')).toMatch(/Bad Name/);
		expect(headerProblem('X-A\r\nX-B', 'x')).toBeDefined();
	});

	test('headersProblem reports the first unsendable header and skips absent values', () => {
		expect(
			headersProblem({
				Accept: 'application/json',
				'Store-Id': undefined,
				'Accept-Language': 'ar',
			}),
		).toBeUndefined();
		expect(
			headersProblem({ Accept: 'application/json', 'Cart-Session-Id': 'abc\u2067def' }),
		).toContain('Cart-Session-Id');
		expect(headersProblem({ 'Store-Id': 1043 })).toBeUndefined();
	});

	test("property: 5000 random values; whatever is accepted, Node's HTTP client accepts too and holds no invisible character", () => {
		const random = seeded(21);
		const alphabet = [
			'a',
			'Z',
			'0',
			'-',
			'_',
			'.',
			' ',
			'=',
			'/',
			'+',
			...BAD_HEADER_CHARS,
			'\u0300',
			'é',
			'\u{1F600}',
		];
		const wrong: string[] = [];
		for (let n = 0; n < 5000; n++) {
			const value = randomString(random, alphabet, 10);
			if (headerProblem('Cart-Session-Id', value) !== undefined) continue;
			let nodeRefuses = false;
			try {
				validateHeaderValue('Cart-Session-Id', value);
			} catch {
				nodeRefuses = true;
			}
			if (nodeRefuses || /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(value))
				wrong.push(JSON.stringify(value));
		}
		expect(wrong).toEqual([]);
	});
});

// ---------------------------------------------------------------- URLs

describe('base URL: HTTPS (loopback excepted), no query string, fragment or user name', () => {
	test.each([
		['https://api.zid.sa/v1?debug=1', /query string/],
		['https://api.zid.sa/v1?', /query string/],
		['http://127.0.0.1:8787/v1?x=1', /query string/],
		['https://api.zid.sa/v1#top', /fragment/],
		['https://api.zid.sa/v1#', /fragment/],
		['https://user:pass@api.zid.sa/v1', /user name or password/],
		['https://user@api.zid.sa/v1', /user name or password/],
		['http://user:pass@127.0.0.1:8787/v1', /user name or password/],
	])('%s is refused', (url, why) => {
		expect(checkBaseUrl(url)).toMatch(why);
	});

	test.each([
		'http://localhost.evil.sa/v1',
		'http://127.0.0.1.evil.sa/v1',
		'http://10.0.0.1/v1',
		'http://192.0.2.2:8787/v1',
	])('plain http to %s is refused (not loopback)', (url) => {
		expect(checkBaseUrl(url)).toMatch(/only accepts HTTPS/);
	});

	test.each([
		'https://api.zid.sa/v1',
		'https://api.zid.sa/v1/',
		'http://127.0.0.1:8787/v1',
		'http://localhost:3000/v1',
		'http://[::1]:1/v1',
	])('%s is accepted', (url) => {
		expect(checkBaseUrl(url)).toBeUndefined();
	});
});

/** True when no HTTP client would send anything to this value: not an http(s) URL, or https, or loopback http. */
function cannotLeakInClear(value: unknown): boolean {
	if (typeof value !== 'string') return true;
	let url: URL;
	try {
		url = new URL(value);
	} catch {
		return true;
	}
	if (url.protocol === 'https:') return false;
	return url.protocol !== 'http:';
}

const PLAIN_HTTP_SERVERS = [
	'http://oauth.zid.sa',
	'HTTP://oauth.zid.sa/',
	' http://oauth.zid.sa ',
	'http://192.0.2.2:8787',
	'http://localhost.evil.sa',
	'http://127.0.0.1.evil.sa:80',
	'http://user:pw@127.0.0.1:8787',
	'https://oauth.zid.sa?x=1',
	'https://oauth.zid.sa/#a',
	'ftp://oauth.zid.sa',
	'oauth.zid.sa',
	'',
];

describe('Zid OAuth2 API credential: the authorize and token URLs n8n derives never point at plain HTTP', () => {
	const credential = new ZidOAuth2Api();
	const hidden = (name: string) =>
		String(credential.properties.find((p) => p.name === name)?.default);

	test.each([
		['https://oauth.zid.sa', 'https://oauth.zid.sa'],
		['https://oauth.zid.sa/', 'https://oauth.zid.sa'],
		['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
		['http://localhost:8787/', 'http://localhost:8787'],
	])('%s -> %s/oauth/{authorize,token}', (server, origin) => {
		expect(
			evaluateCredentialExpression(hidden('authUrl'), { self: { oauthServerUrl: server } }),
		).toBe(`${origin}/oauth/authorize`);
		expect(
			evaluateCredentialExpression(hidden('accessTokenUrl'), { self: { oauthServerUrl: server } }),
		).toBe(`${origin}/oauth/token`);
	});

	test.each(PLAIN_HTTP_SERVERS)(
		'%j gives URLs no HTTP client can use, so no code, refresh token or client secret is sent',
		(server) => {
			for (const name of ['authUrl', 'accessTokenUrl']) {
				const value = evaluateCredentialExpression(hidden(name), {
					self: { oauthServerUrl: server },
				});
				expect({
					name,
					value,
					unusable: cannotLeakInClear(value) && !String(value).startsWith('https:'),
				}).toMatchObject({ unusable: true });
			}
		},
	);
});

describe('Zid API credential: the test request goes only to an https or loopback base URL', () => {
	const credential = new ZidApi();
	const baseURL = String(credential.test.request.baseURL);

	test.each([
		['https://api.zid.sa/v1', 'https://api.zid.sa/v1'],
		['https://api.zid.sa/v1/', 'https://api.zid.sa/v1'],
		['http://127.0.0.1:8787/v1', 'http://127.0.0.1:8787/v1'],
	])('%s is tested at %s', (base, expected) => {
		expect(evaluateCredentialExpression(baseURL, { credentials: { baseUrl: base } })).toBe(
			expected,
		);
	});

	test.each(PLAIN_HTTP_SERVERS.map((u) => u.replace('oauth', 'api')))(
		'%j: the test sends the tokens nowhere',
		(base) => {
			const value = evaluateCredentialExpression(baseURL, { credentials: { baseUrl: base } });
			expect({
				value,
				unusable: cannotLeakInClear(value) && !String(value).startsWith('https:'),
			}).toMatchObject({ unusable: true });
		},
	);
});

// ---------------------------------------------------------------- redaction

/** Tokens shaped like Zid's: JWTs (authorization, access token) and a long hex refresh token. */
function tokens(random: () => number): string[] {
	const b64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('');
	const hex = '0123456789abcdef'.split('');
	const part = (n: number) => Array.from({ length: n }, () => pick(random, b64url)).join('');
	return [
		`eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.${part(60)}.${part(64)}`,
		`${part(40)}/${part(8)}+${part(10)}`,
		Array.from({ length: 128 }, () => pick(random, hex)).join(''),
		part(24),
	];
}
const b64 = (text: string) => Buffer.from(text).toString('base64');
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const hexOf = (text: string) => Buffer.from(text).toString('hex');

/** Every secret string, and every run of 12 or more characters of one, that survives in `text`. */
function survivors(text: string, secret: string, minPiece = 12): string[] {
	const out: string[] = [];
	for (let i = 0; i + minPiece <= secret.length; i++)
		if (text.includes(secret.slice(i, i + minPiece))) out.push(secret.slice(i, i + minPiece));
	return out;
}

describe('redact: the encoded forms a gateway may echo', () => {
	const random = seeded(5);
	const secrets = tokens(random);
	/** How a gateway may echo a token, and (when the echo also carries other data) the part of it made from the token. */
	const FORMS: Array<[string, (s: string) => string, ((s: string) => string)?]> = [
		['as is', (s) => s],
		['URL-encoded', (s) => encodeURIComponent(s)],
		[
			'URL-encoded, lower-case hex',
			(s) => encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
		],
		['URL-encoded twice', (s) => encodeURIComponent(encodeURIComponent(s))],
		[
			'fully percent-encoded',
			(s) =>
				Array.from(Buffer.from(s))
					.map((b) => `%${b.toString(16).padStart(2, '0')}`)
					.join(''),
		],
		['base64', (s) => b64(s)],
		['base64 without padding', (s) => b64(s).replace(/=+$/, '')],
		['base64url', (s) => b64url(s)],
		// "zid-client:" is 11 bytes: its 14 characters and the one it shares with the token are not the token's.
		[
			'base64 inside Basic auth (client:token)',
			(s) => `Basic ${b64(`zid-client:${s}`)}`,
			(s) => b64(`zid-client:${s}`).slice(16),
		],
		['base64 after 1 byte', (s) => b64(`x${s}`), (s) => b64(`x${s}`).slice(2)],
		['base64url after 2 bytes', (s) => b64url(`xy${s}`), (s) => b64url(`xy${s}`).slice(3)],
		['hex', (s) => hexOf(s)],
		['HEX', (s) => hexOf(s).toUpperCase()],
		['JSON-escaped slashes', (s) => s.replace(/\//g, '\\/')],
		['split by a newline', (s) => `${s.slice(0, 20)}\n${s.slice(20)}`],
		['wrapped every 16 characters', (s) => s.replace(/(.{16})/g, '$1\r\n')],
		[
			'wrapped as JSON text (escaped newlines)',
			(s) => JSON.stringify(s.replace(/(.{10})/g, '$1\n')).slice(1, -1),
		],
		[
			'split in two halves far apart',
			(s) =>
				`first ${s.slice(0, Math.floor(s.length / 2))} ... a long way further ... ${s.slice(Math.floor(s.length / 2))} end`,
			(s) => s,
		],
		['split by spaces every 8 characters', (s) => s.replace(/(.{8})/g, '$1 ')],
	];
	const cases = FORMS.flatMap(([name, encode, vanish]) =>
		secrets.map((secret, n) => [name, n, encode, vanish ?? encode, secret] as const),
	);
	const squeeze = (text: string) => text.replace(/\s|\\[nrt]/g, '');

	test.each(cases)(
		'%s (token %i): no 12-character run of the token or of its encoding survives',
		(_name, _n, encode, vanish, secret) => {
			const text = `Gateway error: upstream said {"header":"${encode(secret)}","x":1} while calling Zid`;
			const out = redact(text, secrets);
			expect(out).toContain('[redacted]');
			const gone = squeeze(vanish(secret));
			expect([
				...survivors(out, secret),
				...survivors(squeeze(out), secret),
				...survivors(squeeze(out), gone),
			]).toEqual([]);
			expect(out.startsWith('Gateway error: upstream said {"header":"')).toBe(true);
			expect(out.endsWith('","x":1} while calling Zid')).toBe(true);
		},
	);

	test('text without secrets is left alone; short secrets still redacted whole', () => {
		const text =
			'Order 1043 of متجر الورد: 250.00 SAR, uuid 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f, deadbeefdeadbeef';
		expect(redact(text, secrets)).toBe(text);
		expect(redact('a SECRET1 b SECRET1 c tok2', ['SECRET1', 'tok2', undefined, ''])).toBe(
			'a [redacted] b [redacted] c [redacted]',
		);
	});

	test('a client secret with spaces, quotes or backslashes is found as is, JSON-escaped and percent-encoded', () => {
		const secret = 'my "client" secret\\with\\slashes 2026';
		for (const echoed of [
			secret,
			JSON.stringify(secret),
			encodeURIComponent(secret),
			`${secret.slice(0, 14)}\n${secret.slice(14)}`,
		]) {
			const out = redact(`client_secret=${echoed}&grant_type=refresh_token`, [secret]);
			expect(out).toMatch(/^client_secret="?\[redacted\]"?&grant_type=refresh_token$/);
		}
	});

	test('the result stays valid JSON when a JSON text is redacted (how errors are scrubbed)', () => {
		const body = {
			message: `bad token ${secrets[1]}`,
			echo: {
				authorization: `Bearer ${secrets[0]}`,
				basic: `Basic ${b64(`c:${secrets[3]}`)}`,
				wrapped: secrets[2].replace(/(.{20})/g, '$1\n'),
			},
		};
		const out = JSON.parse(redact(JSON.stringify(body), secrets)) as IDataObject;
		expect(JSON.stringify(out)).toContain('[redacted]');
		for (const secret of secrets)
			expect(survivors(JSON.stringify(out).replace(/\\n/g, ''), secret)).toEqual([]);
	});

	// About 0.3 s alone on this machine; CPU time, so other processes on a busy machine do not count.
	// The bound only catches a redaction that is no longer linear.
	test('fast on long messages: 2 MB with tokens sprinkled in, well under 2 seconds of CPU', () => {
		const filler = 'lorem ipsum dolor sit amet 0123456789 ABCDEF '.repeat(50_000);
		const text = `${filler}${b64(secrets[0])}${filler}${encodeURIComponent(secrets[1])} and ${hexOf(secrets[2])}`;
		const started = process.cpuUsage();
		const out = redact(text, secrets);
		const used = process.cpuUsage(started);
		expect((used.user + used.system) / 1000).toBeLessThan(2000);
		expect(out.match(/\[redacted\]/g)?.length).toBe(3);
	});
});
