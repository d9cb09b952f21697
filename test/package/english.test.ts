/**
 * Everything n8n shows of this package is English (n8n's verification requires it): node and
 * credential names, descriptions, subtitles, parameter labels, option names and descriptions,
 * actions, hints, notices, placeholders, trigger panel texts, codex categories and aliases, and the
 * messages our own code writes (errors, notes).
 *
 * The rule, checked as "no letter of a script other than Latin":
 * - every UI string above, read from the built node and credential classes as n8n loads them;
 * - a placeholder may end in an example value after "e.g. " written as Zid stores it (a customer
 *   name or a reason in Arabic): that is data the user types, not UI; the words before it are English;
 * - in the source, a string with Arabic letters is allowed only as such a placeholder example or as
 *   the `ar` half of a bilingual `{ ar, en }` value (example payloads); anything else, for example
 *   an error message, fails. Comments are not checked.
 * Arabic stays in data: records, dropdown entries loaded from the store, Zid's own error messages,
 * and the Arabic language option of requests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { builtCredentials, builtNodes, manifest, ROOT } from './package';

/** Any letter or mark of a script other than Latin (digits, punctuation, symbols are Common). */
const FOREIGN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
const EXAMPLE = /^(.*?)\be\.g\. /s;

/** Keys whose string values n8n renders as text. `name` only where it labels an option or a default. */
const UI_KEYS = new Set([
	'displayName',
	'description',
	'subtitle',
	'hint',
	'placeholder',
	'action',
	'multipleValueButtonText',
	'errorMessage',
	'eventTriggerDescription',
	'activationMessage',
	'header',
	'activationHint',
	'active',
	'inactive',
	'builderHint',
	'alias',
	'categories',
	'subcategories',
]);

interface Finding {
	where: string;
	text: string;
}

/** How many UI strings a walk read, by key: proof the checks are not vacuous. */
type Counts = Record<string, number>;

/** The English part of a UI string: all of it, or for a placeholder the words before its example. */
function englishPart(key: string, text: string): string {
	if (key !== 'placeholder') return text;
	const example = EXAMPLE.exec(text);
	return example ? example[1] : text;
}

function walk(
	value: unknown,
	path: string,
	key: string,
	parent: Record<string, unknown> | undefined,
	out: Finding[],
	seen: Set<unknown>,
	counts: Counts = {},
): void {
	if (typeof value === 'string') {
		const isUi =
			UI_KEYS.has(key) ||
			(key === 'name' &&
				parent !== undefined &&
				('value' in parent || path.includes('.defaults.')));
		if (!isUi) return;
		counts[key] = (counts[key] ?? 0) + 1;
		if (FOREIGN.test(englishPart(key, value))) out.push({ where: path, text: value });
		return;
	}
	if (!value || typeof value !== 'object' || seen.has(value)) return;
	seen.add(value);
	if (Array.isArray(value)) {
		// Arrays of plain strings (alias, categories) carry their key on.
		value.forEach((item, i) => walk(item, `${path}[${i}]`, key, parent, out, seen, counts));
		return;
	}
	const record = value as Record<string, unknown>;
	for (const [k, v] of Object.entries(record)) {
		// Defaults and routing are data sent to Zid, not text shown.
		if (k === 'default' || k === 'routing' || k === 'displayOptions') continue;
		walk(v, `${path}.${k}`, k, record, out, seen, counts);
	}
}

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
	});
}

const propertyName = (node: ts.Node): string | undefined => {
	const parent = node.parent;
	if (parent && ts.isPropertyAssignment(parent) && parent.initializer === node) {
		return ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name)
			? parent.name.text
			: undefined;
	}
	return undefined;
};

describe('English user interface', () => {
	test('the checker tells English from other scripts', () => {
		expect(FOREIGN.test('Get many orders — “Return All” (SAR, 15%) café')).toBe(false);
		expect(FOREIGN.test('طلب')).toBe(true);
		expect(FOREIGN.test('Заказ')).toBe(true);
		expect(englishPart('placeholder', 'e.g. نورة القحطاني')).toBe('');
		expect(FOREIGN.test(englishPart('placeholder', 'مثال e.g. نورة'))).toBe(true);
		expect(FOREIGN.test(englishPart('description', 'e.g. نورة'))).toBe(true);
	});

	test('every node shows only English text (built classes, as n8n loads them)', () => {
		const findings: Finding[] = [];
		const counts: Counts = {};
		for (const { file, description } of builtNodes())
			walk(description, file, '', undefined, findings, new Set(), counts);
		// Labels, option names, descriptions, actions and placeholders were all read.
		for (const key of ['displayName', 'name', 'description', 'action', 'placeholder', 'hint'])
			expect(counts[key]).toBeGreaterThan(key === 'hint' ? 5 : 50);
		expect(findings).toEqual([]);
	});

	test('every credential shows only English text', () => {
		const findings: Finding[] = [];
		const counts: Counts = {};
		const credentials = builtCredentials();
		for (const { file, credential } of credentials) {
			walk(
				{ displayName: credential.displayName, properties: credential.properties },
				file,
				'',
				undefined,
				findings,
				new Set(),
				counts,
			);
		}
		// Both credentials, their names, field labels and descriptions were read.
		expect(credentials.map((c) => c.credential.name).sort()).toEqual(['zidApi', 'zidOAuth2Api']);
		expect(counts.displayName).toBeGreaterThan(5);
		expect(counts.description).toBeGreaterThan(3);
		expect(findings).toEqual([]);
	});

	test('codex files (categories, subcategories, aliases) are English', () => {
		const findings: Finding[] = [];
		const counts: Counts = {};
		for (const node of manifest().n8n.nodes) {
			const codexFile = node.replace(/^dist\//, '').replace(/\.js$/, '.json');
			walk(
				JSON.parse(readFileSync(join(ROOT, codexFile), 'utf8')),
				codexFile,
				'',
				undefined,
				findings,
				new Set(),
				counts,
			);
		}
		// Each node's categories and aliases were read.
		expect(counts.categories).toBeGreaterThanOrEqual(manifest().n8n.nodes.length);
		expect(counts.alias).toBeGreaterThan(10);
		expect(findings).toEqual([]);
	});

	test('Arabic appears in the source only as example data', () => {
		const findings: string[] = [];
		for (const file of [
			...sourceFiles(join(ROOT, 'nodes')),
			...sourceFiles(join(ROOT, 'credentials')),
		]) {
			const source = ts.createSourceFile(
				file,
				readFileSync(file, 'utf8'),
				ts.ScriptTarget.ES2022,
				true,
			);
			const visit = (node: ts.Node): void => {
				if (
					ts.isStringLiteralLike(node) ||
					ts.isTemplateHead(node) ||
					ts.isTemplateMiddle(node) ||
					ts.isTemplateTail(node)
				) {
					const text = node.text;
					if (FOREIGN.test(text)) {
						const key = propertyName(node);
						const allowed =
							(key === 'placeholder' && !FOREIGN.test(englishPart(key, text))) || key === 'ar';
						if (!allowed) {
							const { line } = source.getLineAndCharacterOfPosition(node.getStart());
							findings.push(`${relative(ROOT, file)}:${line + 1}: ${text.slice(0, 80)}`);
						}
					}
				}
				ts.forEachChild(node, visit);
			};
			visit(source);
		}
		expect(findings).toEqual([]);
	});
});
