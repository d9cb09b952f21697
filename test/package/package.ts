/**
 * The package as users and n8n's verification get it: the manifest, `npm pack`'s file list, the
 * built node classes in dist/, and the scripts that run n8n's own lint and scanner rules.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ICredentialType, INodeType, INodeTypeDescription } from 'n8n-workflow';

export const ROOT = resolve(__dirname, '..', '..');

export interface Manifest {
	name: string;
	version: string;
	description?: string;
	license?: string;
	keywords?: string[];
	homepage?: string;
	bugs?: { url?: string } | string;
	author?: { name?: string; email?: string; url?: string } | string;
	repository?: { type?: string; url?: string } | string;
	engines?: { node?: string };
	files?: string[];
	main?: string;
	scripts?: Record<string, string>;
	dependencies?: Record<string, string>;
	optionalDependencies?: Record<string, string>;
	bundleDependencies?: string[];
	peerDependencies?: Record<string, string>;
	overrides?: unknown;
	n8n: { n8nNodesApiVersion?: number; nodes: string[]; credentials: string[]; strict?: boolean };
}

export function manifest(): Manifest {
	return JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;
}

export function readme(): string {
	return readFileSync(join(ROOT, 'README.md'), 'utf8');
}

/** Fails with a clear message when the build is missing (`npm test` builds before this level). */
export function requireBuilt(): void {
	for (const file of [...manifest().n8n.nodes, ...manifest().n8n.credentials]) {
		if (!existsSync(join(ROOT, file)))
			throw new Error(`${file} is not built: run \`npm run build\` first`);
	}
}

/** Paths inside the tarball `npm pack` would publish now (nothing is written). */
export function packedFiles(): string[] {
	requireBuilt();
	const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
		cwd: ROOT,
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'ignore'],
	});
	const [info] = JSON.parse(out.slice(out.indexOf('['))) as Array<{
		files: Array<{ path: string }>;
	}>;
	return info.files.map((f) => f.path).sort();
}

export interface LoadedNode {
	file: string;
	description: INodeTypeDescription;
}

/** Node classes as n8n loads them: package.json `n8n.nodes`, required from dist/. */
export function builtNodes(): LoadedNode[] {
	requireBuilt();
	return manifest().n8n.nodes.map((file) => {
		const loaded = require(join(ROOT, file)) as Record<string, new () => INodeType>;
		const NodeClass = Object.values(loaded).find((value) => typeof value === 'function');
		if (!NodeClass) throw new Error(`${file} exports no class`);
		return { file, description: new NodeClass().description };
	});
}

export function builtCredentials(): Array<{ file: string; credential: ICredentialType }> {
	requireBuilt();
	return manifest().n8n.credentials.map((file) => {
		const loaded = require(join(ROOT, file)) as Record<string, new () => ICredentialType>;
		const CredentialClass = Object.values(loaded).find((value) => typeof value === 'function');
		if (!CredentialClass) throw new Error(`${file} exports no class`);
		return { file, credential: new CredentialClass() };
	});
}

/**
 * The environment for lint runs: jest's NODE_ENV=test makes eslint-plugin-n8n-nodes-base switch to
 * its own self-test behaviour (every node file "should be named" after a fixture, every node is
 * "a trigger"), so it is left out, as it is when a developer or CI runs the lint.
 */
export function lintEnv(): NodeJS.ProcessEnv {
	const env = { ...process.env };
	delete env.NODE_ENV;
	return env;
}

/** Runs one of scripts/*.mjs with this Node; output is stdout and stderr together. */
export function runScript(
	script: string,
	args: string[] = [],
): { status: number | null; output: string } {
	const run = spawnSync(process.execPath, [join(ROOT, 'scripts', script), ...args], {
		cwd: ROOT,
		env: lintEnv(),
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	});
	return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchors(markdown: string): Set<string> {
	const anchors = new Set<string>();
	for (const line of markdown.split('\n')) {
		const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
		if (!heading) continue;
		anchors.add(
			heading[1]
				.toLowerCase()
				.replace(/[^\p{L}\p{N}\s_-]/gu, '')
				.replace(/\s/g, '-'),
		);
	}
	return anchors;
}

/** owner/name of a GitHub URL in any of npm's spellings (git+https, .git, #fragment, /issues). */
export function githubRepo(url: string | undefined): string | undefined {
	return url
		? /github\.com[/:]([^/]+\/[^/#?]+?)(?:\.git)?(?:[/#?]|$)/.exec(url)?.[1]?.toLowerCase()
		: undefined;
}

/** What a merchant types into n8n's node search to find Zid (README "Install in n8n"), per node type name. */
export const MERCHANT_WORDS: Record<string, string[]> = {
	zid: [
		'order',
		'product',
		'stock',
		'inventory',
		'coupon',
		'discount',
		'loyalty',
		'points',
		'customer',
		'abandoned cart',
		'webhook',
		'e-commerce',
		'Saudi',
	],
	zidTrigger: ['order', 'product', 'customer', 'abandoned cart', 'webhook', 'e-commerce', 'Saudi'],
	// The domain nodes: the words e2e h searches to reach each everyday task.
	zidOrders: ['order', 'cart', 'abandoned cart'],
	zidProducts: ['product', 'stock', 'inventory'],
	zidCustomers: ['customer', 'loyalty', 'points'],
	zidCoupons: ['coupon', 'discount'],
};
