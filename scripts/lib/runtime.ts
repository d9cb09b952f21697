/**
 * The n8n runtime (scripts/n8n-runtime.sh) and our package as users get it: built, packed with
 * `npm pack`, installed into `<user folder>/.n8n/nodes` with npm.
 */
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { runOk } from './proc';

export const ROOT = resolve(__dirname, '..', '..');

/**
 * n8n 1.x unless told otherwise; the 2.x pin is the newest 2.x that installs here and passes the
 * whole suite (checked 2026-11-27: 2.41.3 wants @n8n/agents 0.26.2, which the registry lacks;
 * 2.41.1 installs with the 2.x fixes of n8n-runtime.sh; 2.39.10 was the pin before).
 */
export const N8N_1 = '1.123.81';
export const N8N_2 = '2.41.1';

export interface Runtime {
	n8nVersion: string;
	/** Folder holding Node 24's `node`; put first on PATH for n8n only. */
	nodeBin: string;
	n8nBin: string;
	/** How long ensuring it took (minutes on a clean machine, ~0 s later). */
	ms: number;
}

/** Why a version cannot come from npm, or undefined when it can (n8n 3.0+ is a Docker image only). */
export function notOnNpm(n8nVersion: string): string | undefined {
	const major = Number(/^(\d+)\./.exec(n8nVersion)?.[1]);
	if (!(major >= 3)) return undefined;
	return `n8n ${n8nVersion} cannot be installed from npm: n8n 3.0 and later ship only as Docker images (n8nio/n8n:${n8nVersion}). To try the package on it, run that image with the packed package in /home/node/.n8n/nodes and N8N_UNVERIFIED_PACKAGES_ENABLED=true (README, "n8n 3.0"); these scripts install n8n 1.x and 2.x only.`;
}

/** Installs (first time) and locates the pinned Node + n8n. */
export async function ensureRuntime(
	n8nVersion = process.env.ZID_N8N_VERSION || N8N_1,
): Promise<Runtime> {
	const refused = notOnNpm(n8nVersion);
	if (refused) throw new Error(refused);
	const started = Date.now();
	const result = await runOk('bash', [join(ROOT, 'scripts', 'n8n-runtime.sh'), 'print-env'], {
		env: { ...process.env, ZID_N8N_VERSION: n8nVersion },
		echo: 'stderr',
		timeoutMs: 45 * 60_000,
	});
	const vars = Object.fromEntries(
		result.stdout
			.split('\n')
			.map((line) => /^(ZID_[A-Z0-9_]+)=(.*)$/.exec(line.trim()))
			.filter((m): m is RegExpExecArray => m !== null)
			.map((m) => [m[1], m[2]]),
	);
	if (!vars.ZID_NODE_BIN || !vars.ZID_N8N_BIN)
		throw new Error(`n8n-runtime.sh printed no paths:\n${result.stdout}`);
	return {
		n8nVersion,
		nodeBin: vars.ZID_NODE_BIN,
		n8nBin: vars.ZID_N8N_BIN,
		ms: Date.now() - started,
	};
}

function newestMtime(dir: string, test: (name: string) => boolean): number {
	if (!existsSync(dir)) return 0;
	let newest = 0;
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path, test));
		else if (test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
	}
	return newest;
}

/** Runs `npm run build` when dist/ is missing or older than a source file. */
export async function ensureBuilt(): Promise<boolean> {
	const sources = Math.max(
		newestMtime(join(ROOT, 'nodes'), () => true),
		newestMtime(join(ROOT, 'credentials'), () => true),
		newestMtime(join(ROOT, 'icons'), () => true),
	);
	// tsc leaves unchanged outputs alone, so a stamp (outside dist/, which is packed) marks the last build.
	const stamp = join(ROOT, '.n8n-runtime', '.build-stamp');
	const built = Math.max(
		newestMtime(join(ROOT, 'dist'), (name) => name.endsWith('.js')),
		existsSync(stamp) ? statSync(stamp).mtimeMs : 0,
	);
	if (
		built > 0 &&
		built >= sources &&
		existsSync(join(ROOT, 'dist', 'nodes', 'Zid', 'Zid.node.js'))
	)
		return false;
	await runOk('npm', ['run', 'build', '--silent'], {
		cwd: ROOT,
		echo: true,
		timeoutMs: 5 * 60_000,
	});
	mkdirSync(dirname(stamp), { recursive: true });
	writeFileSync(stamp, new Date().toISOString());
	return true;
}

export interface PackedPackage {
	tgz: string;
	name: string;
	version: string;
	/** Removes the tarball's temp folder. */
	dispose(): void;
}

/** `npm pack` into a temp folder: exactly the files a user downloads from the registry. */
export async function packPackage(): Promise<PackedPackage> {
	const dest = mkdtempSync(join(tmpdir(), 'zid-pack-'));
	const result = await runOk('npm', ['pack', '--json', '--pack-destination', dest], {
		cwd: ROOT,
		timeoutMs: 2 * 60_000,
	});
	const info = JSON.parse(result.stdout.slice(result.stdout.indexOf('['))) as Array<{
		filename: string;
		name: string;
		version: string;
	}>;
	return {
		tgz: join(dest, info[0].filename),
		name: info[0].name,
		version: info[0].version,
		dispose: () => rmSync(dest, { recursive: true, force: true }),
	};
}

export interface InstallReport {
	/** Entries of package.json `n8n.nodes` / `n8n.credentials` whose file is not in the package. */
	missing: string[];
}

/**
 * Installs the packed package into `<userFolder>/.n8n/nodes`, like `npm install <pkg>` there.
 * Like n8n's own community-package installer, peer dependencies are not installed (n8n
 * supplies n8n-workflow itself), so nothing but the tarball is needed: no registry traffic.
 *
 * n8n refuses the whole package when one listed file is missing (seen on 1.123: "Cannot find
 * module .../ZidTrigger.node.js" and no Zid node at all). While a listed node is not built yet,
 * the installed copy's package.json drops it, loudly; the source package.json stays as it is.
 */
export async function installPackage(
	userFolder: string,
	pkg: PackedPackage,
): Promise<InstallReport> {
	const nodesDir = join(userFolder, '.n8n', 'nodes');
	await runOk(
		'npm',
		[
			'install',
			'--prefix',
			nodesDir,
			pkg.tgz,
			'--legacy-peer-deps',
			'--omit=dev',
			'--ignore-scripts',
			'--no-audit',
			'--no-fund',
			'--loglevel=error',
		],
		{ cwd: userFolder, timeoutMs: 3 * 60_000 },
	);
	const installed = join(nodesDir, 'node_modules', pkg.name);
	const manifestPath = join(installed, 'package.json');
	const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
		n8n: { nodes: string[]; credentials: string[] };
	};
	const missing: string[] = [];
	for (const key of ['nodes', 'credentials'] as const) {
		manifest.n8n[key] = manifest.n8n[key].filter((file) => {
			const present = existsSync(join(installed, file));
			if (!present) missing.push(file);
			return present;
		});
	}
	if (missing.length) writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
	return { missing };
}

export function hasBuiltTrigger(): boolean {
	return existsSync(join(ROOT, 'dist', 'nodes', 'ZidTrigger', 'ZidTrigger.node.js'));
}
