/**
 * Import direction, read from the sources (CONTRIBUTING.md "Where things live"): the sandbox's
 * `core/` is its ground floor and takes nothing from the rooms built on it (seed, churn, webhooks,
 * routes, the server that composes them), and the node's endpoint catalogue and transport do not
 * import each other both ways.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function sourcesUnder(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourcesUnder(path);
		return name.endsWith('.ts') ? [path] : [];
	});
}

/** Every module a file names (static and dynamic imports, re-exports, require). */
function specifiersOf(source: string): string[] {
	const found: string[] = [];
	const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
	for (const match of source.matchAll(pattern)) found.push(match[1]);
	return found;
}

/** The repository file a relative specifier names (X.ts or X/index.ts), or undefined. */
function resolveRelative(fromFile: string, specifier: string): string | undefined {
	if (!specifier.startsWith('.')) return undefined;
	const base = resolve(dirname(fromFile), specifier);
	for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
		if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
	}
	return undefined;
}

interface Edge {
	from: string;
	to: string;
}

/** The relative imports of every .ts file under `dir`, as repository paths. */
function edgesUnder(dir: string): Edge[] {
	return sourcesUnder(join(ROOT, dir)).flatMap((file) =>
		specifiersOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
			const target = resolveRelative(file, specifier);
			return target ? [{ from: relative(ROOT, file), to: relative(ROOT, target) }] : [];
		}),
	);
}

const inside = (path: string, dir: string) => path.startsWith(`${dir}/`);
const show = (edges: Edge[]) => edges.map((e) => `${e.from} -> ${e.to}`).join('; ');

describe('sandbox/core/ is the ground floor', () => {
	// core/ may lean on itself and on the store's record types (db/); everything else in the
	// sandbox is built on core/ and composes it.
	const below = ['sandbox/core', 'sandbox/db'];
	const isAbove = (path: string) => inside(path, 'sandbox') && !below.some((d) => inside(path, d));
	const sandboxEdges = edgesUnder('sandbox');

	test('no core/ file imports seed, churn, webhooks, routes or any other file above core/', () => {
		const upward = sandboxEdges.filter((e) => inside(e.from, 'sandbox/core') && isAbove(e.to));
		expect(show(upward)).toBe('');
	});

	test('the check sees an upward import: the server, which composes the rooms, imports seed and churn', () => {
		// A control: were sandbox/server.ts inside core/, these are the edges the test above reports.
		const fromServer = sandboxEdges.filter((e) => e.from === 'sandbox/server.ts').map((e) => e.to);
		expect(fromServer).toEqual(
			expect.arrayContaining(['sandbox/churn.ts', 'sandbox/seed/index.ts']),
		);
		expect(fromServer.filter(isAbove).length).toBeGreaterThan(0);
	});

	test('every file under core/ is read', () => {
		const files = sourcesUnder(join(ROOT, 'sandbox/core')).map((f) => relative(ROOT, f));
		expect(files).toEqual(
			expect.arrayContaining(['sandbox/core/router.ts', 'sandbox/core/types.ts']),
		);
		expect(sandboxEdges.some((e) => e.from === 'sandbox/core/router.ts')).toBe(true);
	});
});

/** The imports between the two that exist today, both ways (the circle still to be undone). */
const KNOWN_CROSSINGS = [
	'nodes/shared/endpoints/endpoint.ts -> nodes/shared/transport/list/listSpec.ts',
	'nodes/shared/endpoints/index.ts -> nodes/shared/transport/request/call.ts',
	'nodes/shared/transport/request/call.ts -> nodes/shared/endpoints/endpoint.ts',
	'nodes/shared/transport/request/zidTransport.ts -> nodes/shared/endpoints/account.ts',
];

describe('nodes/shared/endpoints/ and nodes/shared/transport/', () => {
	const edges = edgesUnder('nodes/shared');
	const endpointsToTransport = edges.filter(
		(e) => inside(e.from, 'nodes/shared/endpoints') && inside(e.to, 'nodes/shared/transport'),
	);
	const transportToEndpoints = edges.filter(
		(e) => inside(e.from, 'nodes/shared/transport') && inside(e.to, 'nodes/shared/endpoints'),
	);
	const bothWays = endpointsToTransport.length > 0 && transportToEndpoints.length > 0;

	const crossings = [...endpointsToTransport, ...transportToEndpoints].map(
		(e) => `${e.from} -> ${e.to}`,
	);

	test('no new import between them while they import each other both ways', () => {
		// Any edge added while both directions exist deepens the circle; today's are listed below.
		const added = bothWays ? crossings.filter((c) => !KNOWN_CROSSINGS.includes(c)) : [];
		expect(added).toEqual([]);
	});

	if (bothWays) {
		// Both directions exist today; the transport taking the catalogue entry itself is the
		// change that removes one of them. Until then the pairs are reported here, not failed.
		test.todo(`import each other in one direction only (today: ${crossings.join('; ')})`);
	} else {
		test('import each other in one direction only', () => {
			expect(endpointsToTransport.length === 0 || transportToEndpoints.length === 0).toBe(true);
		});
	}

	test('the check reads the catalogue and the transport (each imports within itself)', () => {
		expect(
			edges.some(
				(e) => inside(e.from, 'nodes/shared/endpoints') && inside(e.to, 'nodes/shared/endpoints'),
			),
		).toBe(true);
		expect(
			edges.some(
				(e) => inside(e.from, 'nodes/shared/transport') && inside(e.to, 'nodes/shared/transport'),
			),
		).toBe(true);
	});
});
