/**
 * package.json against n8n's community node verification guidelines: author with name and email,
 * matching repository / homepage / bugs URLs, MIT, the community keyword, n8nNodesApiVersion, no
 * runtime dependencies or install scripts, `engines` matching the Node versions n8n supports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { githubRepo, manifest, ROOT } from './package';

/**
 * `engines.node` of the n8n lines this package is tested on (their own package.json; also read
 * from .n8n-runtime/ when the e2e runtimes are installed): 1.x runs on Node 20.19 to 24, 2.x on 24+.
 */
const N8N_ENGINES: Record<string, string> = {
	'1.123.81': '>=20.19 <= 24.x',
	'2.39.10': '>=24.0.0',
	'2.41.1': '>=24.0.0',
};

const lowerBound = (range: string): number[] => {
	const m = />=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(range);
	if (!m) throw new Error(`no lower bound in "${range}"`);
	return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
};
const compare = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

describe('package.json', () => {
	const pkg = manifest();

	test('is an n8n community node package', () => {
		expect(pkg.name).toMatch(/^n8n-nodes-[a-z0-9-]+$/);
		expect(pkg.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
		expect(pkg.keywords).toContain('n8n-community-node-package');
		expect(pkg.n8n.n8nNodesApiVersion).toBe(1);
		expect(pkg.n8n.nodes.length).toBeGreaterThan(0);
		expect(pkg.description?.length).toBeGreaterThan(20);
	});

	test('names an author with a name and an email', () => {
		expect(typeof pkg.author).toBe('object');
		const author = pkg.author as { name?: string; email?: string };
		expect(author.name?.trim()).toBeTruthy();
		expect(author.email).toMatch(/^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i);
	});

	test('repository, homepage and bugs point at the same GitHub repository', () => {
		const repository = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
		const bugs = typeof pkg.bugs === 'string' ? pkg.bugs : pkg.bugs?.url;
		// npm provenance compares this form with the repository the publishing workflow runs in.
		expect(repository).toMatch(/^git\+https:\/\/github\.com\/[^/]+\/[^/]+\.git$/);
		const repo = githubRepo(repository);
		expect(repo).toBeTruthy();
		expect(githubRepo(pkg.homepage)).toBe(repo);
		expect(githubRepo(bugs)).toBe(repo);
		expect(bugs).toMatch(/\/issues$/);
	});

	test('is MIT licensed, with the licence text shipped', () => {
		expect(pkg.license).toBe('MIT');
		expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
	});

	test('has no runtime dependencies, overrides or install scripts; n8n-workflow only as a peer', () => {
		expect(pkg.dependencies ?? {}).toEqual({});
		expect(pkg.optionalDependencies ?? {}).toEqual({});
		expect(pkg.bundleDependencies ?? []).toEqual([]);
		expect(pkg.overrides).toBeUndefined();
		expect(Object.keys(pkg.peerDependencies ?? {})).toEqual(['n8n-workflow']);
		const hooks = [
			'preinstall',
			'install',
			'postinstall',
			'prepare',
			'prepublish',
			'preprepare',
			'postprepare',
		];
		expect(Object.keys(pkg.scripts ?? {}).filter((s) => hooks.includes(s))).toEqual([]);
		expect(pkg.main).toBeUndefined();
	});

	test('engines.node starts where the oldest supported n8n does and shuts out none of their Node versions', () => {
		const engines: Record<string, string> = { ...N8N_ENGINES };
		for (const version of Object.keys(engines)) {
			const installed = join(
				ROOT,
				'.n8n-runtime',
				`n8n-${version}`,
				'node_modules',
				'n8n',
				'package.json',
			);
			if (existsSync(installed))
				engines[version] = (
					JSON.parse(readFileSync(installed, 'utf8')) as { engines: { node: string } }
				).engines.node;
		}
		expect(engines).toEqual(N8N_ENGINES);
		const ours = pkg.engines?.node ?? '';
		// One lower bound and nothing else: n8n decides the upper end, and 2.x has none.
		expect(ours).toMatch(/^>=\d+\.\d+(\.\d+)?$/);
		const oldest = Object.values(engines).map(lowerBound).sort(compare)[0];
		expect(lowerBound(ours)).toEqual(oldest);
	});

	test('CHANGELOG.md has an entry for this version', () => {
		const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
		expect(changelog).toMatch(new RegExp(`^## \\[?${pkg.version.replace(/\./g, '\\.')}\\]?`, 'm'));
	});
});
