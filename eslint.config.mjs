// Lint as n8n's verification does: the community-nodes plugin (recommended) over node and
// credential code, and eslint-plugin-n8n-nodes-base's community/nodes/credentials rule sets.
import tsParser from '@typescript-eslint/parser';
import jsoncParser from 'jsonc-eslint-parser';
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';
import communityNodes from '@n8n/eslint-plugin-community-nodes';

export default [
	{ ignores: ['dist/**', 'node_modules/**', 'sandbox/**', 'test/**', 'bench/**', 'scripts/**', '.n8n-runtime/**', 'gulpfile.js'] },
	{
		files: ['package.json'],
		languageOptions: { parser: jsoncParser },
		plugins: { 'n8n-nodes-base': n8nNodesBase },
		rules: n8nNodesBase.configs.community.rules,
	},
	{
		files: ['package.json', 'nodes/**/*.ts', 'credentials/**/*.ts'],
		...communityNodes.configs.recommended,
		languageOptions: {
			parser: tsParser,
			parserOptions: { project: './tsconfig.json', sourceType: 'module' },
		},
	},
	{
		files: ['package.json'],
		languageOptions: { parser: jsoncParser },
	},
	// The same three exceptions n8n's own community-node lint config (@n8n/node-cli) makes: these
	// base rules are for n8n's main repository and contradict the community plugin
	// (documentation URL must be a full URL; inputs/outputs must use NodeConnectionTypes).
	{
		files: ['credentials/**/*.ts'],
		plugins: { 'n8n-nodes-base': n8nNodesBase },
		rules: { ...n8nNodesBase.configs.credentials.rules, 'n8n-nodes-base/cred-class-field-documentation-url-miscased': 'off' },
	},
	{
		files: ['nodes/**/*.ts'],
		plugins: { 'n8n-nodes-base': n8nNodesBase },
		rules: {
			...n8nNodesBase.configs.nodes.rules,
			'n8n-nodes-base/node-class-description-inputs-wrong-regular-node': 'off',
			'n8n-nodes-base/node-class-description-outputs-wrong': 'off',
		},
	},
];
