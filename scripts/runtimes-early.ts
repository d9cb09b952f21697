/**
 * `npm test`, first step: starts installing the n8n runtimes the e2e level needs in the background
 * and returns at once, so a clean machine installs them while lint, build and jest run instead of
 * before the e2e (about 10 minutes on 2 cores). Nothing starts when they are installed already.
 *
 * The e2e asks scripts/n8n-runtime.sh for each runtime as before. The script's locks make that ask
 * wait for an install still running here; if one failed here, the ask installs again and reports.
 * Log: <runtime folder>/early.log. Reads the e2e's own switches (ZID_E2E_N8N_1=0,
 * ZID_E2E_N8N_2=0, ZID_E2E_N8N_2_VERSION) and ZID_RUNTIME_DIR.
 *
 * The same for Debian's chromium, redis-server and postgresql (scripts/apt-install.sh, log
 * <runtime folder>/apt-early.log), as root on a machine with apt-get, when the whole e2e level
 * runs (no ZID_E2E_ONLY): the e2e's own asks wait on the script's lock as above.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { APT_SCRIPT, missingE2ePackages } from './lib/apt';
import { N8N_1, N8N_2, notOnNpm, ROOT } from './lib/runtime';

const runtimeDir = process.env.ZID_RUNTIME_DIR || join(ROOT, '.n8n-runtime');
const versions = [
	...(process.env.ZID_E2E_N8N_1 === '0' ? [] : [N8N_1]),
	...(process.env.ZID_E2E_N8N_2 === '0' ? [] : [process.env.ZID_E2E_N8N_2_VERSION || N8N_2]),
].filter((version) => !notOnNpm(version));
const missing = versions.filter(
	(version) => !existsSync(join(runtimeDir, `n8n-${version}`, '.installed')),
);

if (!missing.length) {
	console.log(`n8n ${versions.join(' and ')}: installed in ${runtimeDir}`);
} else {
	mkdirSync(runtimeDir, { recursive: true });
	const log = join(runtimeDir, 'early.log');
	const out = openSync(log, 'a');
	const script = join(ROOT, 'scripts', 'n8n-runtime.sh');
	// One after the other: each install takes most of a core at times, and jest has the other.
	const steps = missing.map((version) => `ZID_N8N_VERSION=${version} bash "${script}"`).join('; ');
	const child = spawn('bash', ['-c', steps], {
		detached: true,
		stdio: ['ignore', out, out],
		env: process.env,
	});
	child.unref();
	console.log(
		`n8n ${missing.join(' and ')}: installing in the background for the e2e level (log: ${log})`,
	);
}

const packages = missingE2ePackages();
if (
	packages.length &&
	!process.env.ZID_E2E_ONLY &&
	process.getuid?.() === 0 &&
	existsSync('/usr/bin/apt-get')
) {
	mkdirSync(runtimeDir, { recursive: true });
	const log = join(runtimeDir, 'apt-early.log');
	const out = openSync(log, 'a');
	spawn('bash', [APT_SCRIPT, ...packages], {
		detached: true,
		stdio: ['ignore', out, out],
		env: process.env,
	}).unref();
	console.log(`${packages.join(', ')}: installing in the background with apt-get (log: ${log})`);
}
