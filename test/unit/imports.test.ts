/**
 * Import direction, read from the sources (CONTRIBUTING.md "Where things live"): the sandbox's
 * `core/` is its ground floor and takes nothing from the rooms built on it (seed, churn, webhooks,
 * routes, the server that composes them), and the node's endpoint catalogue never imports the
 * transport, which takes the catalogue's entries as they are.
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

const CATALOGUE = 'nodes/shared/endpoints';
const TRANSPORT = 'nodes/shared/transport';

/** The edges of `edges` that run from a file under `from` to a file under `to`. */
const crossing = (edges: Edge[], from: string, to: string) =>
	edges.filter((e) => inside(e.from, from) && inside(e.to, to));

/** The edges one source would add if it stood at `file` (read as the check reads the sources). */
function edgesOf(file: string, source: string): Edge[] {
	return specifiersOf(source).flatMap((specifier) => {
		const target = resolveRelative(join(ROOT, file), specifier);
		return target ? [{ from: file, to: relative(ROOT, target) }] : [];
	});
}

describe('nodes/shared/endpoints/ and nodes/shared/transport/ import one way', () => {
	// The catalogue holds data (paths, scopes, paging); the transport acts on it and takes an entry
	// as it is: the transport may read the catalogue, the catalogue never imports the transport.
	const edges = edgesUnder('nodes/shared');

	test('the catalogue imports nothing from the transport', () => {
		expect(show(crossing(edges, CATALOGUE, TRANSPORT))).toBe('');
	});

	test('the transport takes the catalogue entries (the one allowed direction is read)', () => {
		expect(crossing(edges, TRANSPORT, CATALOGUE).length).toBeGreaterThan(0);
	});

	test('the check reports a crossing written either way (a made-up import in each direction)', () => {
		// A control: what the first test reports were the catalogue to import the transport
		// (a circle with the direction above), and that the reader sees the other direction too.
		for (const file of ['nodes/shared/endpoints/order.ts', 'nodes/shared/endpoints/endpoint.ts']) {
			const made = edgesOf(
				file,
				"import { fetchList } from '../transport';\nimport type { ListSpec } from '../transport/list/listSpec';",
			);
			expect(show(crossing(made, CATALOGUE, TRANSPORT))).toBe(
				`${file} -> nodes/shared/transport/index.ts; ${file} -> nodes/shared/transport/list/listSpec.ts`,
			);
		}
		const back = edgesOf(
			'nodes/shared/transport/list/pagination.ts',
			"import { ENDPOINTS } from '../../endpoints';",
		);
		expect(show(crossing(back, TRANSPORT, CATALOGUE))).toBe(
			'nodes/shared/transport/list/pagination.ts -> nodes/shared/endpoints/index.ts',
		);
	});

	test('the check reads the catalogue and the transport (each imports within itself)', () => {
		expect(crossing(edges, CATALOGUE, CATALOGUE).length).toBeGreaterThan(0);
		expect(crossing(edges, TRANSPORT, TRANSPORT).length).toBeGreaterThan(0);
	});
});

describe('nodes/shared/transport/ stands on floors', () => {
	// What each sub-folder may lean on (CONTRIBUTING.md "Where things live"): the checks of what may
	// be sent, the pace and retry rules and the reading of Zid's errors at the ground; one request
	// above them; reading a whole list and calling other hosts above one request; index.ts on top.
	const FLOORS = [['sendable', 'pacing', 'errors'], ['request'], ['list', 'otherHosts']];
	const floorOf = (path: string): number | undefined => {
		const folder = path.slice(TRANSPORT.length + 1).split('/')[0];
		const floor = FLOORS.findIndex((names) => names.includes(folder));
		return floor < 0 ? undefined : floor;
	};
	/** Imports from one sub-folder to another on its own floor or above it. */
	const upward = (edges: Edge[]) =>
		crossing(edges, TRANSPORT, TRANSPORT).filter((e) => {
			const [from, to] = [floorOf(e.from), floorOf(e.to)];
			const sameFolder = dirname(e.from) === dirname(e.to);
			return from !== undefined && to !== undefined && !sameFolder && to >= from;
		});
	const edges = edgesUnder('nodes/shared');

	test('no sub-folder imports one on its own floor or above it', () => {
		expect(show(upward(edges))).toBe('');
	});

	test('every transport file sits in a sub-folder of a floor, but the entry (index.ts)', () => {
		const files = sourcesUnder(join(ROOT, TRANSPORT)).map((f) => relative(ROOT, f));
		expect(files.filter((f) => floorOf(f) === undefined)).toEqual([`${TRANSPORT}/index.ts`]);
	});

	test('the check reports an import up a floor and one across a floor', () => {
		const made = [
			...edgesOf(`${TRANSPORT}/request/call.ts`, "import { fetchList } from '../list/pagination';"),
			...edgesOf(
				`${TRANSPORT}/list/pagination.ts`,
				"import { sendElsewhere } from '../otherHosts/send';",
			),
			...edgesOf(`${TRANSPORT}/list/pagination.ts`, "import { call } from '../request/call';"),
		];
		expect(show(upward(made))).toBe(
			`${TRANSPORT}/request/call.ts -> ${TRANSPORT}/list/pagination.ts; ${TRANSPORT}/list/pagination.ts -> ${TRANSPORT}/otherHosts/send.ts`,
		);
	});
});
