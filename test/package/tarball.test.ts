/**
 * The published tarball holds only what n8n loads: the compiled nodes and credentials under dist/,
 * their icons and codex files, README and LICENSE (and package.json). No source maps, type
 * declarations, tsbuildinfo, TypeScript sources, tests, fixtures, sandbox or changelog.
 * Read from `npm pack --dry-run --json`, i.e. exactly what `npm publish` would upload now.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { manifest, packedFiles, ROOT } from './package';

/** The source file a packed file comes from, or undefined when it is not one n8n loads. */
function sourceOf(file: string): string | undefined {
	if (['package.json', 'README.md', 'LICENSE'].includes(file)) return file;
	let m = /^dist\/((?:nodes|credentials)\/.+)\.js$/.exec(file);
	if (m) return `${m[1]}.ts`;
	m = /^dist\/(nodes\/.+\.node\.json)$/.exec(file);
	if (m) return m[1];
	m = /^dist\/(icons\/[^/]+\.svg|nodes\/.+\.(?:svg|png))$/.exec(file);
	if (m) return m[1];
	return undefined;
}

describe('npm pack', () => {
	let files: string[];
	beforeAll(() => {
		files = packedFiles();
	}, 120_000);

	test('holds only the compiled nodes, credentials, icons, codex files, README and LICENSE', () => {
		const unexpected = files.filter((file) => sourceOf(file) === undefined);
		expect(unexpected).toEqual([]);
	});

	test('holds no source maps, declarations, build info, sources or tests', () => {
		const banned = files.filter((file) =>
			/\.map$|\.d\.ts$|\.tsbuildinfo$|(?<!\.d)\.ts$|(^|\/)(test|tests|__tests__|fixtures|sandbox|bench)\/|\.(test|spec)\.js$/.test(
				file,
			),
		);
		expect(banned).toEqual([]);
	});

	test('holds no stale build output: every packed file has its source in the repository', () => {
		const stale = files.filter((file) => {
			const source = sourceOf(file);
			return source !== undefined && !existsSync(join(ROOT, source));
		});
		expect(stale).toEqual([]);
	});

	test('holds every node and credential package.json lists, each node with its codex file', () => {
		const { nodes, credentials } = manifest().n8n;
		for (const file of [...nodes, ...credentials]) expect(files).toContain(file);
		for (const node of nodes) expect(files).toContain(node.replace(/\.js$/, '.json'));
	});

	test('every `file:` icon the nodes and credentials point at is in the tarball', () => {
		const { nodes, credentials } = manifest().n8n;
		const missing: string[] = [];
		let seen = 0;
		for (const file of [...nodes, ...credentials]) {
			const code = readFileSync(join(ROOT, file), 'utf8');
			for (const [, icon] of code.matchAll(/['"]file:([^'"]+)['"]/g)) {
				seen++;
				const packed = posix.normalize(posix.join(dirname(file), icon));
				if (!files.includes(packed)) missing.push(`${file} -> ${packed}`);
			}
		}
		expect(seen).toBeGreaterThan(0);
		expect(missing).toEqual([]);
	});

	test('every relative require of a packed module resolves inside the tarball', () => {
		const unresolved: string[] = [];
		let requires = 0;
		for (const file of files.filter((f) => f.endsWith('.js'))) {
			const code = readFileSync(join(ROOT, file), 'utf8');
			for (const [, target] of code.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)) {
				requires++;
				const base = posix.normalize(posix.join(dirname(file), target));
				if (
					![base, `${base}.js`, `${base}.json`, `${base}/index.js`].some((candidate) =>
						files.includes(candidate),
					)
				)
					unresolved.push(`${file} -> ${target}`);
			}
		}
		expect(requires).toBeGreaterThan(50);
		expect(unresolved).toEqual([]);
	});

	test('packed JavaScript points at no source map', () => {
		const js = files.filter((f) => f.endsWith('.js'));
		expect(js.length).toBeGreaterThan(50);
		const withMaps = js.filter((f) =>
			/sourceMappingURL=/.test(readFileSync(join(ROOT, f), 'utf8')),
		);
		expect(withMaps).toEqual([]);
	});
});
