/**
 * `npm run test:demo` (not in `npm test`: it installs nothing new but starts n8n and chromium,
 * about two minutes): scripts/demo-video.ts runs to the end and writes a non-empty WebM video.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
/** The first bytes of every WebM (Matroska/EBML) file. */
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

test(
	'npm run demo:video writes one non-empty WebM video',
	() => {
		const out = mkdtempSync(join(tmpdir(), 'zid-demo-test-'));
		try {
			const run = spawnSync('npx', ['tsx', 'scripts/demo-video.ts', '--out', out], {
				cwd: ROOT,
				encoding: 'utf8',
				timeout: 15 * 60_000,
			});
			expect({ status: run.status, tail: run.status === 0 ? '' : run.stderr.slice(-2000) }).toEqual(
				{
					status: 0,
					tail: '',
				},
			);
			const videos = readdirSync(out).filter((f) => f.endsWith('.webm'));
			expect(videos).toHaveLength(1);
			const path = join(out, videos[0]);
			expect(statSync(path).size).toBeGreaterThan(50_000);
			expect(readFileSync(path).subarray(0, 4)).toEqual(EBML);
			expect(run.stdout).toMatch(/\[demo-video\] video: .*\.webm \(\d+ KB\)/);
		} finally {
			rmSync(out, { recursive: true, force: true });
		}
	},
	16 * 60_000,
);
