import { backoffMs, isRetryable, retryAfterMs } from '../../nodes/shared/transport/pacing/retry';
import { checkBaseUrl, joinUrl, safeNextUrl } from '../../nodes/shared/transport/sendable/url';

describe('retry rules', () => {
	test('429 is retried for every method, even a create', () => {
		expect(isRetryable({ status: 429 }, false)).toBe(true);
		expect(isRetryable({ status: 429 }, true)).toBe(true);
	});

	test.each([500, 502, 503, 504])(
		'%i is retried only when the call is safe to repeat',
		(status) => {
			expect(isRetryable({ status }, true)).toBe(true);
			expect(isRetryable({ status }, false)).toBe(false);
		},
	);

	test('a broken connection is retried only when safe', () => {
		expect(isRetryable({ transport: true }, true)).toBe(true);
		expect(isRetryable({ transport: true }, false)).toBe(false);
	});

	test.each([400, 401, 403, 404, 410, 422])('%i is never retried', (status) => {
		expect(isRetryable({ status }, true)).toBe(false);
	});
});

describe('backoff', () => {
	test('full jitter below an exponential ceiling capped at 60 s', () => {
		expect(backoffMs(0, 1000, 60000, () => 0.999)).toBe(999);
		expect(backoffMs(3, 1000, 60000, () => 0.5)).toBe(4000);
		expect(backoffMs(10, 1000, 60000, () => 0.5)).toBe(30000);
		expect(backoffMs(2, 1000, 60000, () => 0)).toBe(0);
	});

	test('Retry-After in seconds or as an HTTP date', () => {
		expect(retryAfterMs('7')).toBe(7000);
		expect(retryAfterMs('1.5')).toBe(1500);
		const now = Date.parse('2026-11-21T10:00:00Z');
		expect(retryAfterMs('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30000);
		expect(retryAfterMs(undefined)).toBeUndefined();
		expect(retryAfterMs('soon')).toBeUndefined();
	});
});

describe('HTTPS only', () => {
	test('https is accepted', () => expect(checkBaseUrl('https://api.zid.sa/v1')).toBeUndefined());
	test.each([
		'http://127.0.0.1:8787/v1',
		'http://localhost:3000/v1',
		'http://[::1]:1/v1',
		'http://127.5.6.7/v1',
	])('loopback %s may use http', (url) => expect(checkBaseUrl(url)).toBeUndefined());
	test.each(['http://api.zid.sa/v1', 'http://10.0.0.5/v1', 'http://example.com'])(
		'plain http to %s is refused',
		(url) => expect(checkBaseUrl(url)).toMatch(/HTTPS/),
	);
	test('not a URL', () => expect(checkBaseUrl('api.zid.sa')).toMatch(/not a valid URL/));
	test('ftp is refused', () => expect(checkBaseUrl('ftp://api.zid.sa')).toMatch(/https:\/\//));

	test('joinUrl keeps exactly one slash', () => {
		expect(joinUrl('https://api.zid.sa/v1/', '/products/')).toBe('https://api.zid.sa/v1/products/');
		expect(joinUrl('https://api.zid.sa/v1', 'managers/store/orders')).toBe(
			'https://api.zid.sa/v1/managers/store/orders',
		);
	});

	test('a next link is followed only on the API host, upgraded to https', () => {
		expect(safeNextUrl('http://api.zid.sa/v1/products/?page=2', 'https://api.zid.sa/v1')).toBe(
			'https://api.zid.sa/v1/products/?page=2',
		);
		expect(
			safeNextUrl('http://evil.example/v1/products/?page=2', 'https://api.zid.sa/v1'),
		).toBeUndefined();
		expect(safeNextUrl('http://127.0.0.1/v1/products/?page=2', 'http://127.0.0.1:8787/v1')).toBe(
			'http://127.0.0.1:8787/v1/products/?page=2',
		);
	});
});
