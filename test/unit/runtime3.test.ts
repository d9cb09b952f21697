/**
 * n8n 3.0 is published as Docker images only: asked for a 3.x version, the runtime installer and
 * its TypeScript entry refuse at once with the reason and what to do (README, "n8n 3.0"),
 * instead of failing part-way through an npm install. Nothing is downloaded.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureRuntime, notOnNpm, N8N_1, N8N_2 } from '../../scripts/lib/runtime';

const SCRIPT = join(__dirname, '..', '..', 'scripts', 'n8n-runtime.sh');

test.each(['3.0.0', '3.1.2', '4.0.0', '10.0.0'])(
	'scripts/n8n-runtime.sh refuses %s before installing anything',
	(version) => {
		const dir = mkdtempSync(join(tmpdir(), 'zid-rt3-'));
		try {
			const run = spawnSync('bash', [SCRIPT, 'print-env'], {
				env: { ...process.env, ZID_N8N_VERSION: version, ZID_RUNTIME_DIR: dir },
				encoding: 'utf8',
				timeout: 30_000,
			});
			expect(run.status).toBe(3);
			expect(run.stderr).toMatch(
				new RegExp(`n8n ${version.replace(/\./g, '\\.')} cannot be installed from npm`),
			);
			expect(run.stderr).toMatch(/Docker images/);
			expect(run.stderr).toMatch(/N8N_UNVERIFIED_PACKAGES_ENABLED=true/);
			expect(run.stdout).toBe('');
			expect(readdirSync(dir)).toEqual([]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	},
);

test('ensureRuntime refuses 3.x with the same reason; the tested 1.x and 2.x lines are not refused', async () => {
	await expect(ensureRuntime('3.0.0')).rejects.toThrow(/ship only as Docker images/);
	for (const version of [N8N_1, N8N_2, '2.41.1', '1.0.0'])
		expect(notOnNpm(version)).toBeUndefined();
});
