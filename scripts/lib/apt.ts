/**
 * Debian packages for the e2e level, installed through scripts/apt-install.sh: one apt-get at a
 * time, shared with the background install `npm test` starts first (scripts/runtimes-early.ts),
 * so an ask waits for that install instead of failing on apt's own lock.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runOk } from './proc';
import { ROOT } from './runtime';

/** Debian's chromium, for the browser scenarios. */
export const CHROMIUM = '/usr/bin/chromium';

/** The newest PostgreSQL server's bin folder (postgresql), when installed. */
export function postgresBin(): string | undefined {
	const root = '/usr/lib/postgresql';
	if (!existsSync(root)) return undefined;
	const versions = readdirSync(root)
		.filter(
			(v) =>
				existsSync(join(root, v, 'bin', 'postgres')) && existsSync(join(root, v, 'bin', 'initdb')),
		)
		.sort((a, b) => Number(b) - Number(a));
	return versions.length ? join(root, versions[0], 'bin') : undefined;
}

/** redis-server's path, when installed. */
export function redisBin(): string | undefined {
	return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));
}

/** The e2e level's Debian packages that are missing: chromium for the browser, the rest for queue mode. */
export function missingE2ePackages(): string[] {
	return [
		...(existsSync(CHROMIUM) ? [] : ['chromium']),
		...(redisBin() ? [] : ['redis-server']),
		...(postgresBin() ? [] : ['postgresql']),
	];
}

export const APT_SCRIPT = join(ROOT, 'scripts', 'apt-install.sh');

/** Installs those of `packages` that are missing (waits for an install already running). */
export async function aptInstall(packages: string[]): Promise<void> {
	await runOk('bash', [APT_SCRIPT, ...packages], { timeoutMs: 15 * 60_000 });
}
