/**
 * The endpoint catalogue (nodes/shared/endpoints) is the only place a Zid path or scope is
 * written, the transport takes each call's policy from it, and the documents generated from the
 * code (docs/zid-api.md §10, CONTRIBUTING.md's operation table) are in step with it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ENDPOINTS, get, pathOf, post, put, type Endpoint } from '../../nodes/shared/endpoints';
import {
	ENDPOINTS_BLOCK,
	endpointsTable,
	operationFiles,
	SHAPES_BLOCK,
	shapeOf,
	shapesTable,
	withBlock,
} from '../../scripts/docs-tables';
import { RESOURCES } from '../../nodes/Zid/actions/resources';
import { seeded } from '../helpers/random';
import { requestOf } from '../../nodes/shared/transport/request/zidRequest';

const ROOT = join(__dirname, '..', '..');

function filesUnder(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
	});
}

/** The source without comments, so a path in a comment (a citation) does not count. */
function code(path: string): string {
	return readFileSync(path, 'utf8')
		.replace(/\/\*[\s\S]*?\*\//g, (comment) => '\n'.repeat(comment.split('\n').length - 1))
		.replace(/^\s*\/\/.*$/gm, '');
}

const entries: Array<[string, Endpoint]> = Object.entries(ENDPOINTS).flatMap(([resource, group]) =>
	Object.entries(group as Record<string, Endpoint>).map(
		([name, endpoint]) => [`${resource}.${name}`, endpoint] as [string, Endpoint],
	),
);

describe('the catalogue', () => {
	test('every entry is well formed: a path under the API, a scope where named, repeat safety a create never has', () => {
		expect(entries.length).toBeGreaterThan(100);
		for (const [name, endpoint] of entries) {
			expect({
				name,
				ok: /^\/[A-Za-z0-9_{}./-]+$/.test(endpoint.path) && !endpoint.path.includes('//'),
			}).toEqual({ name, ok: true });
			if (endpoint.method === 'GET')
				expect({ name, repeatSafe: endpoint.repeatSafe }).toEqual({ name, repeatSafe: true });
			if (endpoint.paging && endpoint.paging !== 'whole')
				expect({ name, key: typeof endpoint.key }).toEqual({ name, key: 'string' });
		}
	});

	test('one path and method is written once', () => {
		const seen = new Map<string, string>();
		const twice: string[] = [];
		for (const [name, endpoint] of entries) {
			const key = `${endpoint.method} ${endpoint.path}`;
			if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${name}`);
			seen.set(key, name);
		}
		expect(twice).toEqual([]);
	});

	test('no Zid path is written outside the catalogue, in any node, trigger, loader or the transport', () => {
		const found: string[] = [];
		for (const file of filesUnder(join(ROOT, 'nodes'))) {
			if (file.includes(join('nodes', 'shared', 'endpoints'))) continue;
			code(file)
				.split('\n')
				.forEach((line, n) => {
					// A quoted path: '/managers/...', `/products/${id}/`, "/settings/countries".
					for (const match of line.matchAll(
						/['"`](\/[a-z][A-Za-z0-9_-]*(?:\/[A-Za-z0-9_${}.-]*)*)['"`]/gi,
					)) {
						found.push(`${relative(ROOT, file)}:${n + 1} ${match[1]}`);
					}
				});
		}
		expect(found).toEqual([]);
	});

	test('operations, loaders and triggers never send a request of their own: they name a catalogue entry', () => {
		const direct = [
			join(ROOT, 'nodes', 'Zid'),
			join(ROOT, 'nodes', 'ZidTrigger'),
			join(ROOT, 'nodes', 'ZidAppTrigger'),
			join(ROOT, 'nodes', 'shared', 'webhooks'),
		]
			.flatMap(filesUnder)
			.filter((file) => /\.request\(\s*\{/.test(code(file)))
			.map((file) => relative(ROOT, file));
		expect(direct).toEqual([]);
	});
});

describe('a call of an entry', () => {
	test('fills every {name} of the path, and refuses a missing or an unknown value', () => {
		const random = seeded(13);
		for (let run = 0; run < 200; run++) {
			const names = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, n) => `p${n}`);
			const values = names.map(() => String(Math.floor(random() * 1e6)));
			const endpoint = get(`/managers/x/${names.map((n) => `{${n}}`).join('/seg/')}/end`);
			const params = Object.fromEntries(names.map((n, k) => [n, values[k]]));
			expect(pathOf(endpoint, params)).toBe(`/managers/x/${values.join('/seg/')}/end`);
			const missing = names[Math.floor(random() * names.length)];
			expect(() => pathOf(endpoint, { ...params, [missing]: '' })).toThrow(`{${missing}}`);
			expect(() => pathOf(endpoint, { ...params, extra: 1 })).toThrow('{extra}');
		}
		// A value is one segment: a slash, a space or a question mark cannot change the path.
		expect(
			pathOf(get('/managers/webhooks/subscriber/{subscriber}'), { subscriber: 'app/one two?x' }),
		).toBe('/managers/webhooks/subscriber/app%2Fone%20two%3Fx');
	});

	test('takes its policy from the entry: method, repeat safety, body type, scope, no-records answer', () => {
		expect(
			requestOf(get('/managers/a', { scope: 's.read' }), { qs: { page: 1 }, itemIndex: 2 }),
		).toEqual({
			method: 'GET',
			path: '/managers/a',
			idempotent: true,
			scope: 's.read',
			qs: { page: 1 },
			itemIndex: 2,
		});
		expect(requestOf(post('/managers/a', { body: 'form' }), { body: { a: 1 } })).toEqual({
			method: 'POST',
			path: '/managers/a',
			idempotent: false,
			bodyType: 'form',
			body: { a: 1 },
		});
		expect(
			requestOf(put('/products/{id}/', { repeatSafe: true, noRecordsIsEmpty: true }), {
				params: { id: 'u' },
			}),
		).toEqual({
			method: 'PUT',
			path: '/products/u/',
			idempotent: true,
			needsStoreId: true,
			noRecordsIsEmpty: true,
			// The ids the path names: a 400 saying they are not there reads as not found.
			namedIds: ['u'],
		});
		expect(
			requestOf(get('/stores/{store}/cart', { headers: 'storefront' }), { params: { store: 7 } })
				.needsStoreId,
		).toBe(true);
	});

	test('the header style follows the path: /managers/ is manager, the catalogue service is catalog', () => {
		expect(get('/managers/store/orders').headers).toBe('manager');
		expect(get('/products/').headers).toBe('catalog');
		for (const [name, endpoint] of entries) {
			if (endpoint.headers === 'storefront') continue;
			expect({ name, headers: endpoint.headers }).toEqual({
				name,
				headers: endpoint.path.startsWith('/managers/') ? 'manager' : 'catalog',
			});
		}
	});
});

describe('documents generated from the code', () => {
	test('docs/zid-api.md §10 lists every catalogue entry, as the catalogue says', () => {
		const doc = readFileSync(join(ROOT, ENDPOINTS_BLOCK.file), 'utf8');
		expect(withBlock(doc, ENDPOINTS_BLOCK, endpointsTable())).toBe(doc);
		for (const [name, endpoint] of entries)
			expect(doc).toContain(
				`| ${name}${endpoint.unconfirmed ? ' (unconfirmed)' : ''} | ${endpoint.method} | \`${endpoint.path}\``,
			);
	});

	test("CONTRIBUTING.md's table names every operation file and its shape", () => {
		const guide = readFileSync(join(ROOT, SHAPES_BLOCK.file), 'utf8');
		expect(withBlock(guide, SHAPES_BLOCK, shapesTable())).toBe(guide);
		const files = operationFiles();
		const operations = RESOURCES.reduce((n, r) => n + Object.keys(r.module.operations).length, 0);
		expect(files.length).toBe(operations);
		for (const file of files)
			expect(guide).toContain(
				`| \`${relative(ROOT, file)}\` | ${shapeOf(readFileSync(file, 'utf8'))} |`,
			);
	});

	test('the shape reader tells the four shapes apart', () => {
		expect(shapeOf('export const { description, execute } = listOperation(')).toBe('list factory');
		expect(shapeOf('return await readList(this, i, api, ENDPOINTS.order.getMany)')).toBe('list');
		expect(shapeOf('export async function executeBatch(this: IExecuteFunctions')).toBe('batch');
		expect(shapeOf('return await callForRecord(api, ENDPOINTS.order.get, {})')).toBe('single');
	});
});
