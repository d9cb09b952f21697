/**
 * n8n's two lint gates, each with its own pinned tools and config, and each shown to be able to fail:
 * - `n8n-node lint` (@n8n/node-cli) in strict mode with its template config (scripts/n8n-node-lint.mjs),
 *   which also proves `npm run lint`'s eslint.config.mjs gives every file the same rules;
 * - the rules `@n8n/scan-community-package` runs, on this checkout and on the packed tarball
 *   (scripts/scan-package.mjs, through the scanner's own `analyzePackage`).
 * The negative controls lint the package.json this repository once had (an author
 * without an email), which the old config's JSON parser let through.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintEnv, manifest, requireBuilt, ROOT, runScript } from './package';

const TEMPLATE_CONFIG = join(
	ROOT,
	'node_modules',
	'@n8n',
	'node-cli',
	'dist',
	'template',
	'templates',
	'shared',
	'default',
	'eslint.config.mjs',
);

/** A package folder holding one package.json, linted by the config `eslint.config.mjs` there. */
function lintPackageJson(pkg: object, config: string): { status: number | null; output: string } {
	const dir = mkdtempSync(join(tmpdir(), 'zid-lint-'));
	try {
		writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
		writeFileSync(join(dir, 'eslint.config.mjs'), config);
		symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
		const run = spawnSync(
			process.execPath,
			[
				join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'),
				'--format',
				'json',
				'package.json',
			],
			{ cwd: dir, env: lintEnv(), encoding: 'utf8' },
		);
		return { status: run.status, output: `${run.stdout}${run.stderr}` };
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

const withoutAuthorEmail = () => ({ ...manifest(), author: { name: 'n8n-nodes-zid developers' } });

describe('n8n-node lint (@n8n/node-cli)', () => {
	test('passes in strict mode with the template config, and npm run lint applies the same rules', () => {
		const { status, output } = runScript('n8n-node-lint.mjs');
		expect(output).toMatch(/root eslint\.config\.mjs: the template's rules for \d+ files/);
		if (status !== 0) throw new Error(output);
	}, 240_000);

	test("fails a package.json whose author has no email (valid-author), with n8n's TypeScript parser", () => {
		const { status, output } = lintPackageJson(
			withoutAuthorEmail(),
			readFileSync(TEMPLATE_CONFIG, 'utf8'),
		);
		expect(status).toBe(1);
		expect(output).toContain('@n8n/community-nodes/valid-author');
	}, 120_000);
});

describe('@n8n/scan-community-package rules', () => {
	beforeAll(requireBuilt);

	test('pass on the source tree and on the packed tarball', () => {
		const { status, output } = runScript('scan-package.mjs');
		expect(output).toMatch(/scan: source .*: passed/);
		expect(output).toMatch(
			/scan: tarball n8n-nodes-zid-[\d.]+\.tgz \[\*\*\/\*\.js, package\.json\]: passed/,
		);
		if (status !== 0) throw new Error(output);
	}, 240_000);

	test('fail a tarball whose package.json has an author without email or a runtime dependency', () => {
		const dir = mkdtempSync(join(tmpdir(), 'zid-scan-bad-'));
		try {
			const nodesDir = join(dir, 'dist', 'nodes', 'Zid');
			cpSync(join(ROOT, 'dist', 'nodes', 'Zid', 'Zid.node.json'), join(nodesDir, 'Zid.node.json'), {
				recursive: true,
			});
			writeFileSync(
				join(dir, 'package.json'),
				JSON.stringify({ ...withoutAuthorEmail(), dependencies: { axios: '^1.0.0' } }, null, 2),
			);
			const { status, output } = runScript('scan-package.mjs', ['--dir', dir, '--tarball']);
			expect(status).toBe(1);
			expect(output).toContain('@n8n/community-nodes/valid-author');
			expect(output).toContain('@n8n/community-nodes/no-runtime-dependencies');
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}, 120_000);
});
