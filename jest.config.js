/** Tests sit by level: unit (pure), sandbox (the local Zid itself), integration (node <-> sandbox over loopback). */
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.test.json', diagnostics: { warnOnly: false }, isolatedModules: true }];
const base = { testEnvironment: 'node', transform: { '^.+\\.ts$': tsJest }, moduleFileExtensions: ['ts', 'js', 'json'] };
module.exports = {
	projects: [
		{ ...base, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
		{ ...base, displayName: 'sandbox', testMatch: ['<rootDir>/test/sandbox/**/*.test.ts'] },
		{ ...base, displayName: 'integration', testMatch: ['<rootDir>/test/integration/**/*.test.ts'], testTimeout: 60000 },
	],
};
