/**
 * docs/verification.md and the code kept in step: every rule of n8n's verification and UX
 * guidelines has its row, every file a row names exists, and the rows marked "checked" are
 * checked here against the node descriptions, package.json and the examples.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ICredentialType, INodeProperties, INodeType } from 'n8n-workflow';
import { RESOURCES } from '../../nodes/Zid/actions/resources';
import { ACTION_NODES } from '../helpers/actionNodes';
import { ZidTrigger } from '../../nodes/ZidTrigger/ZidTrigger.node';
import { ZidAppTrigger } from '../../nodes/ZidAppTrigger/ZidAppTrigger.node';
import { ZidApi } from '../../credentials/ZidApi.credentials';
import { ZidOAuth2Api } from '../../credentials/ZidOAuth2Api.credentials';

const ROOT = join(__dirname, '..', '..');
const doc = readFileSync(join(ROOT, 'docs', 'verification.md'), 'utf8');

interface Row {
	id: string;
	rule: string;
	status: string;
	how: string;
	evidence: string[];
}

const rows: Row[] = doc
	.split('\n')
	.filter((line) => /^\| [VUSN]\d+b? \|/.test(line))
	.map((line) => {
		const [id, rule, status, how, evidence] = line
			.slice(1, -1)
			.split(' | ')
			.map((c) => c.trim());
		return {
			id,
			rule,
			status,
			how,
			evidence: [...evidence.matchAll(/`([^`]+)`/g)].map((m) => m[1]),
		};
	});
const row = (id: string) => rows.find((r) => r.id === id)!;

/** The rules as n8n's pages list them (and n8n 3.0's changes); a rule dropped from the page fails here. */
const RULES = [
	...[
		'V1',
		'V2',
		'V3',
		'V4',
		'V5',
		'V6',
		'V7',
		'V8',
		'V9',
		'V10',
		'V11',
		'V12',
		'V13',
		'V14',
		'V15',
	],
	...[
		'U1',
		'U2',
		'U3',
		'U4',
		'U5',
		'U6',
		'U7',
		'U8',
		'U9',
		'U10',
		'U11',
		'U12',
		'U13',
		'U14',
		'U15',
		'U16',
		'U17',
		'U18',
	],
	...['S1', 'S2', 'S3', 'N1', 'N2', 'N3', 'N4', 'N5'],
];

const nodes: INodeType[] = [
	...ACTION_NODES.map((n) => n.node),
	new ZidTrigger(),
	new ZidAppTrigger(),
];
const credentials: ICredentialType[] = [new ZidApi(), new ZidOAuth2Api()];

/** Every property at any depth (collections, fixed collections). */
function allProperties(list: INodeProperties[]): INodeProperties[] {
	return list.flatMap((p) => [
		p,
		...allProperties(
			((p.options ?? []) as unknown[]).flatMap((o) =>
				o && typeof o === 'object' && 'values' in o
					? ((o as { values: INodeProperties[] }).values ?? [])
					: o && typeof o === 'object' && 'type' in o
						? [o as INodeProperties]
						: [],
			),
		),
	]);
}
const everyProperty = [
	...nodes.flatMap((n) => allProperties(n.description.properties)),
	...credentials.flatMap((c) => allProperties(c.properties)),
];

describe('docs/verification.md', () => {
	test('has one row per rule, each with a status, a how and evidence', () => {
		expect(rows.map((r) => r.id).filter((id) => RULES.includes(id))).toEqual(RULES);
		for (const r of rows) {
			expect([r.id, r.status]).toEqual([
				r.id,
				expect.stringMatching(/^(met|met, checked|deviates|owner|open)$/),
			]);
			expect([r.id, r.how.length > 20, r.evidence.length > 0]).toEqual([r.id, true, true]);
		}
	});

	test('every file and folder a row names exists', () => {
		const missing = rows.flatMap((r) =>
			r.evidence
				.filter((e) => /^[\w.-]+(\/[\w.-]*)*$/.test(e) && /[./]/.test(e))
				.filter((e) => !existsSync(join(ROOT, e)))
				.map((e) => `${r.id}: ${e}`),
		);
		expect(missing).toEqual([]);
	});

	test('a deviation says why', () => {
		for (const r of rows.filter((x) => x.status === 'deviates'))
			expect([r.id, /because|would|none of these|expresses none|for no gain/.test(r.how)]).toEqual([
				r.id,
				true,
			]);
	});
});

describe('the rows marked "checked"', () => {
	test('V4: one service, Zid: every node and credential the package lists is a Zid one', () => {
		const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
			n8n: { nodes: string[]; credentials: string[] };
		};
		for (const file of [...pkg.n8n.nodes, ...pkg.n8n.credentials])
			expect(file).toMatch(/\/Zid[A-Za-z0-9]*\.(node|credentials)\.js$/);
		// The action node, its four domain nodes and the three triggers.
		expect(pkg.n8n.nodes).toHaveLength(8);
	});

	test('U1: every token, secret or password field is a password field', () => {
		const secrets = everyProperty.filter(
			(p) => p.type === 'string' && /token|secret|password/i.test(p.name) && !/url$/i.test(p.name),
		);
		expect(secrets.length).toBeGreaterThanOrEqual(3);
		for (const p of secrets) expect([p.name, p.typeOptions?.password]).toEqual([p.name, true]);
	});

	test('U4: the upsert operations the row names are the ones the node has', () => {
		const upserts = RESOURCES.flatMap((r) =>
			Object.keys(r.module.operations)
				.filter((op) => op === 'upsert')
				.map((op) => `${r.value}.${op}`),
		);
		expect(upserts.length).toBeGreaterThan(0);
		for (const key of upserts) expect(row('U4').how).toContain(`\`${key}\``);
	});

	test('U8: the delete operations are the ones the delete test covers', () => {
		const deletes = RESOURCES.flatMap((r) =>
			Object.keys(r.module.operations)
				.filter((op) => /^delete/.test(op))
				.map((op) => `${r.value}.${op}`),
		);
		const test = readFileSync(join(ROOT, 'test', 'unit', 'deleteOutput.test.ts'), 'utf8');
		for (const key of deletes) expect([key, test.includes(`'${key}'`)]).toEqual([key, true]);
	});

	test('U13: every placeholder starts with "e.g."', () => {
		const placeholders = everyProperty.filter(
			(p) => typeof p.placeholder === 'string' && p.placeholder,
		);
		const text = placeholders.filter(
			(p) => p.type !== 'collection' && p.type !== 'fixedCollection',
		);
		expect(text.length).toBeGreaterThan(20);
		// n8n-node lint's own rule wants e-mail fields to show exactly "name@email.com" (U13 row).
		for (const p of text)
			expect([p.name, p.placeholder]).toEqual([
				p.name,
				expect.stringMatching(/^(e\.g\. |name@email\.com$)/),
			]);
	});

	test('U16: every boolean description starts with "Whether"', () => {
		const booleans = everyProperty.filter((p) => p.type === 'boolean' && p.description);
		expect(booleans.length).toBeGreaterThan(10);
		for (const p of booleans)
			expect([p.name, p.description]).toEqual([p.name, expect.stringMatching(/^Whether /)]);
	});

	test('N4: no example uses a node n8n 3.0 removes (Function, Function Item, Item Lists)', () => {
		const dir = join(ROOT, 'examples');
		const types = readdirSync(dir)
			.filter((f) => f.endsWith('.json'))
			.flatMap(
				(f) =>
					(JSON.parse(readFileSync(join(dir, f), 'utf8')) as { nodes: Array<{ type: string }> })
						.nodes,
			)
			.map((n) => n.type);
		expect(types.length).toBeGreaterThan(20);
		expect(
			types.filter((t) => /^n8n-nodes-base\.(function|functionItem|itemLists)$/.test(t)),
		).toEqual([]);
	});
});
