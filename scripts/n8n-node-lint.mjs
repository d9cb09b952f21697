#!/usr/bin/env node
/**
 * `npm run lint:strict`: `n8n-node lint` (@n8n/node-cli) in its strict mode, on what n8n loads:
 * nodes/, credentials/, icons/ and package.json, copied into a temp folder next to the CLI's own
 * template `eslint.config.mjs` (byte for byte; strict mode refuses any other) and this repository's
 * node_modules. So the result is n8n's community-node lint with nothing added and no rule off.
 * `npm run lint` runs the same config in place (eslint.config.mjs, which only limits it to those
 * files): afterwards every copied file's computed config is compared with the one eslint.config.mjs
 * gives the original, so a rule switched off there fails here too.
 * Exit code 0 when n8n-node lint passes and the configs agree.
 */
import { spawnSync } from 'node:child_process';
import {
	cpSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'node_modules', '@n8n', 'node-cli');
const TEMPLATE_CONFIG = join(
	CLI,
	'dist',
	'template',
	'templates',
	'shared',
	'default',
	'eslint.config.mjs',
);

/** Files under `dir` (relative), depth first. */
function walk(dir, base = dir) {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory()
			? walk(join(dir, entry.name), base)
			: [relative(base, join(dir, entry.name))],
	);
}

/** Each linted file gets the same rules, options and parser from eslint.config.mjs as from the template. */
async function sameRules(stage) {
	const { ESLint } = await import('eslint');
	const ours = new ESLint({ cwd: ROOT });
	const template = new ESLint({ cwd: stage });
	const files = [
		'package.json',
		...['nodes', 'credentials']
			.flatMap((dir) => walk(join(ROOT, dir), ROOT))
			.filter((file) => file.endsWith('.ts')),
	];
	const describe = (config) =>
		config &&
		JSON.stringify({
			parser: config.languageOptions?.parser?.meta?.name,
			rules: Object.entries(config.rules).sort(([a], [b]) => a.localeCompare(b)),
		});
	const differ = [];
	for (const file of files) {
		const [a, b] = await Promise.all([
			ours.calculateConfigForFile(join(ROOT, file)),
			template.calculateConfigForFile(join(stage, file)),
		]);
		if (!a || !b || describe(a) !== describe(b))
			differ.push(`${file}${a ? '' : ' (ignored by eslint.config.mjs)'}`);
	}
	if (differ.length)
		console.log(
			`root eslint.config.mjs differs from the template for ${differ.length} files: ${differ.slice(0, 10).join(', ')}`,
		);
	else console.log(`root eslint.config.mjs: the template's rules for ${files.length} files`);
	return differ.length === 0;
}

const stage = mkdtempSync(join(tmpdir(), 'zid-n8n-node-lint-'));
try {
	for (const entry of ['nodes', 'credentials', 'icons', 'tsconfig.json', 'README.md', 'LICENSE']) {
		cpSync(join(ROOT, entry), join(stage, entry), { recursive: true });
	}
	const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
	manifest.n8n = { ...manifest.n8n, strict: true };
	writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
	writeFileSync(join(stage, 'eslint.config.mjs'), readFileSync(TEMPLATE_CONFIG, 'utf8'));
	symlinkSync(join(ROOT, 'node_modules'), join(stage, 'node_modules'), 'dir');
	const version = JSON.parse(readFileSync(join(CLI, 'package.json'), 'utf8')).version;
	console.log(
		`n8n-node lint (@n8n/node-cli ${version}, strict mode, template eslint.config.mjs) on a copy of nodes/, credentials/, package.json`,
	);
	const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'n8n-node'), ['lint'], {
		cwd: stage,
		stdio: 'inherit',
		env: { ...process.env, FORCE_COLOR: '0' },
	});
	const same = await sameRules(stage);
	process.exitCode = run.status === 0 && same ? 0 : 1;
} finally {
	rmSync(stage, { recursive: true, force: true });
}
