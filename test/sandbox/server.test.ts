import { parseBody, parseUrlEncoded } from '../../sandbox/core/body';
import { RouteTable, type RouteDef } from '../../sandbox/core/router';
import { useSandbox } from '../helpers/sandbox';

describe('sandbox body parsing', () => {
	it('nests bracket keys of form bodies', () => {
		expect(
			parseUrlEncoded(
				'name%5Bar%5D=%D9%88%D8%B1%D8%AF&name%5Ben%5D=Rose&customers[0][name]=A&customers[0][mobile]=1&customers[1][name]=B&config[money]=10&cities[]=1&cities[]=2&tag=a&tag=b',
			),
		).toEqual({
			name: { ar: 'ورد', en: 'Rose' },
			customers: [{ name: 'A', mobile: '1' }, { name: 'B' }],
			config: { money: '10' },
			cities: ['1', '2'],
			tag: ['a', 'b'],
		});
	});

	it('ignores prototype-polluting keys', () => {
		const parsed = parseUrlEncoded('__proto__[x]=1&a[constructor][y]=2');
		expect(({} as Record<string, unknown>).x).toBeUndefined();
		expect(parsed).toEqual({});
	});

	it('reads multipart fields and files', () => {
		const boundary = 'XyZ';
		const raw = Buffer.from(
			[
				`--${boundary}`,
				'Content-Disposition: form-data; name="products[0][quantity]"',
				'',
				'2',
				`--${boundary}`,
				'Content-Disposition: form-data; name="file"; filename="a.png"',
				'Content-Type: image/png',
				'',
				'PNGDATA',
				`--${boundary}--`,
				'',
			].join('\r\n'),
		);
		expect(parseBody(`multipart/form-data; boundary=${boundary}`, raw).body).toEqual({
			products: [{ quantity: '2' }],
			file: { filename: 'a.png', contentType: 'image/png', size: 7 },
		});
	});

	it('flags unreadable JSON', () => {
		expect(parseBody('application/json', Buffer.from('{oops'))).toMatchObject({
			body: undefined,
			jsonError: expect.stringMatching(/JSON/),
		});
		const good = parseBody('application/json', Buffer.from('{"ok":1}'));
		expect(good.body).toEqual({ ok: 1 });
		expect(good.jsonError).toBeUndefined();
	});
});

describe('sandbox route table', () => {
	const route = (method: RouteDef['method'], path: string): RouteDef => ({
		method,
		path,
		auth: 'catalogue',
		scopes: [],
		handler: () => ({ body: path }),
	});
	const table = new RouteTable([
		route('GET', '/products/:id/'),
		route('GET', '/products/settings/'),
		route('DELETE', '/products/:id/'),
	]);

	it('tries fixed paths before templates', () => {
		const match = table.match('GET', '/products/settings/');
		expect(match.kind === 'found' && match.route.path).toBe('/products/settings/');
		const template = table.match('GET', '/products/abc/');
		expect(template.kind === 'found' && template.params).toEqual({ id: 'abc' });
	});

	it('reports the allowed methods of a known path, and requires declared trailing slashes', () => {
		expect(table.match('POST', '/products/abc/')).toEqual({
			kind: 'wrongMethod',
			allowed: ['GET', 'DELETE'],
			flavour: 'catalogue',
		});
		expect(table.match('GET', '/products/abc').kind).toBe('none');
	});
});

describe('sandbox request recording', () => {
	const h = useSandbox();

	it('records method, path, query, lower-cased headers, parsed and raw body, status and duration', async () => {
		h.sandbox.clearRequests();
		await h.send('POST', '/managers/store/categories/add', {
			form: { 'name[en]': 'Recorded', 'name[ar]': 'مسجل' },
			query: { trace: 'a' },
		});
		const [r] = h.sandbox.requests;
		expect(r).toMatchObject({
			method: 'POST',
			path: '/v1/managers/store/categories/add',
			query: { trace: 'a' },
			body: { name: { en: 'Recorded', ar: 'مسجل' } },
			contentType: 'application/x-www-form-urlencoded',
			status: 200,
		});
		expect(r.headers['x-manager-token']).toBe(h.tokens.access_token);
		expect(r.rawBody).toContain('name%5Ben%5D=Recorded');
		expect(r.durationMs).toBeGreaterThanOrEqual(0);
	});
});
