/** Tests sit by level: unit (pure), sandbox (the local Zid itself), integration (node <-> sandbox over loopback). */
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.test.json', diagnostics: { warnOnly: false } }];
// roots keep jest's file crawler out of .n8n-runtime/ (n8n's own 1.8 GB install).
const base = {
	roots: ['<rootDir>/test', '<rootDir>/nodes', '<rootDir>/credentials', '<rootDir>/sandbox'],
	testEnvironment: 'node',
	transform: { '^.+\\.ts$': tsJest },
	moduleFileExtensions: ['ts', 'js', 'json'],
};
module.exports = {
	testTimeout: 60000,
	projects: [
		{ ...base, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
		{ ...base, displayName: 'sandbox', testMatch: ['<rootDir>/test/sandbox/**/*.test.ts'] },
		{ ...base, displayName: 'integration', testMatch: ['<rootDir>/test/integration/**/*.test.ts'] },
		// Faults, duplicates, bad input and secrets: seeded, time-scaled, run in `npm test`.
		{ ...base, displayName: 'reliability', testMatch: ['<rootDir>/test/reliability/**/*.test.ts'] },
		// The package as n8n and its verification see it (README "Install in n8n"): tarball, manifest, lint, scanner rules, English UI, codex.
		{ ...base, displayName: 'package', testMatch: ['<rootDir>/test/package/**/*.test.ts'] },
		// The demonstration video (scripts/demo-video.ts): a real n8n and chromium, minutes; `npm run test:demo`, not in `npm test`.
		{ ...base, displayName: 'demo', testMatch: ['<rootDir>/test/demo/**/*.test.ts'] },
	],
};
