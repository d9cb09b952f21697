// `npm run lint` is `n8n-node lint` (@n8n/node-cli): `eslint .` with n8n's own community-node
// config, unchanged and with no rule switched off: @n8n/eslint-plugin-community-nodes
// (recommended), eslint-plugin-n8n-nodes-base (community rules on package.json, read with the
// TypeScript parser as n8n's tooling does; nodes and credentials rule sets), typescript-eslint and
// import-x. `npm run lint:strict` (scripts/n8n-node-lint.mjs, part of `npm test`) runs it on a copy
// of nodes/, credentials/ and package.json with the template config byte for byte, in node-cli's
// strict mode, and checks that this file gives every one of those files the same rules.
import { config } from '@n8n/node-cli/eslint';

export default [
	// Lint what n8n loads: nodes/, credentials/ and package.json. The rest of the repository
	// (sandbox, tests, benchmarks, scripts) is development tooling that never ships and may use
	// what a node must not (process, timers, Node built-ins).
	{
		ignores: ['**/*', '!nodes/', '!nodes/**', '!credentials/', '!credentials/**', '!package.json'],
	},
	...config,
];
