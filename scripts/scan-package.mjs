#!/usr/bin/env node
/**
 * `npm run scan`: the checks of `npx @n8n/scan-community-package n8n-nodes-zid`, run on this
 * checkout and on our own `npm pack` tarball (the scanner itself only downloads from the public
 * npm registry, whatever npm's registry setting says).
 *
 * What the scanner (0.32.0, scanner/scanner.mjs) does with a published package:
 *   1. refuses it without an npm provenance attestation (publish.yml publishes with --provenance);
 *   2. lints the source tree the attestation points at: package.json and nodes/, credentials/
 *      (*.js, *.ts, *.json);
 *   3. lints the tarball: every *.js and package.json.
 * Steps 2 and 3 run here through the scanner's own exported `analyzePackage`, i.e. its ESLint
 * config (`buildScanConfig`: @n8n/eslint-plugin-community-nodes recommended + no-console +
 * eslint-plugin-n8n-nodes-base community/credentials/nodes rules, the TypeScript parser for
 * package.json) with inline `eslint-disable` comments ignored. Step 1 only exists on the registry.
 *
 * Usage: node scripts/scan-package.mjs                      pack, unpack, scan source + tarball
 *        node scripts/scan-package.mjs --dir <folder> [--tarball]
 *                                                           scan one folder as source (or as a tarball)
 * Exits 0 when every scan passes; otherwise prints ESLint's report and exits 1.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCANNER = '@n8n/scan-community-package/scanner/scanner.mjs';
/** The tarball leg's file patterns (scanner.mjs: `analyzePackage(packageDir, ['**\/*.js', 'package.json'])`). */
const TARBALL_PATTERNS = ['**/*.js', 'package.json'];

// The scanner makes a temp folder when it is loaded (for downloads we never do): have it removed on exit.
createRequire(fileURLToPath(import.meta.resolve(SCANNER)))('tmp').setGracefulCleanup();
const { analyzePackage, SOURCE_FILE_PATTERNS } = await import(SCANNER);

async function scan(label, dir, patterns) {
	const result = await analyzePackage(dir, patterns);
	console.log(
		`scan: ${label} [${patterns.join(', ')}]: ${result.passed ? 'passed' : `FAILED (${result.message})`}`,
	);
	if (!result.passed && result.details) console.log(result.details);
	return result.passed;
}

function packAndUnpack() {
	if (!existsSync(join(ROOT, 'dist', 'nodes')))
		throw new Error('dist/ is missing: run `npm run build` first');
	const folder = mkdtempSync(join(tmpdir(), 'zid-scan-'));
	const out = execFileSync(
		'npm',
		['pack', '--json', '--ignore-scripts', '--pack-destination', folder],
		{ cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
	);
	const [{ filename }] = JSON.parse(out.slice(out.indexOf('[')));
	execFileSync('tar', ['-xzf', join(folder, filename), '-C', folder]);
	return { folder, filename, packageDir: join(folder, 'package') };
}

async function main() {
	const args = process.argv.slice(2);
	const dirAt = args.indexOf('--dir');
	if (dirAt !== -1) {
		const dir = resolve(args[dirAt + 1]);
		return scan(dir, dir, args.includes('--tarball') ? TARBALL_PATTERNS : SOURCE_FILE_PATTERNS);
	}
	const sourceOk = await scan('source (this checkout)', ROOT, SOURCE_FILE_PATTERNS);
	const { folder, filename, packageDir } = packAndUnpack();
	try {
		console.log(`scan: tarball ${filename}: ${readdirSync(packageDir).join(', ')}`);
		const tarballOk = await scan(`tarball ${filename}`, packageDir, TARBALL_PATTERNS);
		return sourceOk && tarballOk;
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
}

main().then(
	(ok) => process.exit(ok ? 0 : 1),
	(error) => {
		console.error(error.stack ?? String(error));
		process.exit(1);
	},
);
