/**
 * Findable in n8n's node panel: each node's codex file (`<Node>.node.json` next to it, which n8n
 * reads for community nodes) names n8n categories, a subcategory, the aliases the node search
 * matches (it searches node names and codex aliases), and documentation links that open this
 * package's own README at the node's section. test/e2e/scenarios/findable.ts searches a running n8n.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	builtNodes,
	githubRepo,
	headingAnchors,
	manifest,
	MERCHANT_WORDS,
	readme,
	ROOT,
} from './package';

interface Codex {
	node: string;
	nodeVersion: string;
	codexVersion: string;
	categories: string[];
	subcategories?: Record<string, string[]>;
	alias?: string[];
	resources: {
		primaryDocumentation?: Array<{ url: string }>;
		credentialDocumentation?: Array<{ url: string }>;
	};
}

/** The categories n8n's node panel knows (n8n-nodes-base codex files). */
const N8N_CATEGORIES = [
	'AI',
	'Analytics',
	'Communication',
	'Core Nodes',
	'Cybersecurity',
	'Data & Storage',
	'Development',
	'Finance & Accounting',
	'HITL',
	'Marketing',
	'Miscellaneous',
	'Productivity',
	'Sales',
	'Utility',
];

const codexOf = (nodeFile: string): Codex =>
	JSON.parse(
		readFileSync(join(ROOT, nodeFile.replace(/^dist\//, '').replace(/\.js$/, '.json')), 'utf8'),
	) as Codex;

describe('codex files', () => {
	const pkg = manifest();
	const repo = githubRepo(
		typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url,
	);
	const anchors = headingAnchors(readme());
	const nodes = builtNodes();

	test.each(nodes.map((n) => [n.description.name, n] as const))(
		'%s: names the node, categories, subcategories and aliases',
		(name, { file, description }) => {
			const codex = codexOf(file);
			expect(codex.node).toBe(`${pkg.name}.${name}`);
			expect(codex.codexVersion).toBe('1.0');
			expect(codex.nodeVersion).toMatch(/^\d+\.\d+$/);
			// n8n uses the file only when the node does not declare its own codex.
			expect(description.codex).toBeUndefined();
			expect(codex.categories.length).toBeGreaterThan(0);
			for (const category of codex.categories) expect(N8N_CATEGORIES).toContain(category);
			// n8n's own Development nodes have no subcategory; every other category names one.
			if (!codex.categories.every((category) => category === 'Development'))
				expect(Object.keys(codex.subcategories ?? {}).length).toBeGreaterThan(0);
			for (const [category, subs] of Object.entries(codex.subcategories ?? {})) {
				expect(codex.categories).toContain(category);
				expect(subs.length).toBeGreaterThan(0);
			}
			const aliases = (codex.alias ?? []).map((a) => a.toLowerCase());
			expect(aliases.length).toBeGreaterThan(0);
			expect(new Set(aliases).size).toBe(aliases.length);
			for (const word of MERCHANT_WORDS[name] ?? []) expect(aliases).toContain(word.toLowerCase());
		},
	);

	test("the App Trigger is grouped with developers' nodes and says so; the store's nodes sit under Sales", () => {
		const byName = new Map(nodes.map((n) => [n.description.name, n]));
		expect(codexOf(byName.get('zidAppTrigger')!.file).categories).toEqual(['Development']);
		expect(byName.get('zidAppTrigger')!.description.description).toMatch(/^For Zid app developers/);
		for (const store of ['zid', 'zidTrigger'])
			expect(codexOf(byName.get(store)!.file).categories).toContain('Sales');
	});

	test.each(nodes.map((n) => [n.description.name, n] as const))(
		"%s: documentation links open this package's README at a section that exists",
		(_name, { file }) => {
			const { primaryDocumentation = [], credentialDocumentation = [] } = codexOf(file).resources;
			expect(primaryDocumentation.length).toBeGreaterThan(0);
			for (const { url } of [...primaryDocumentation, ...credentialDocumentation]) {
				expect(githubRepo(url)).toBe(repo);
				const anchor = /#(.+)$/.exec(url)?.[1];
				expect(anchor).toBeTruthy();
				expect([...anchors]).toContain(anchor);
			}
		},
	);
});
