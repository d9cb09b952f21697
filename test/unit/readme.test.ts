/**
 * The README against the package it describes: its operations table is the node's (every resource
 * and operation it names exists in the node, and every one the node has is in it), the commands it
 * tells people to run are package.json scripts, its links reach files and headings that exist, and
 * the events it lists for Zid Trigger are the ones the trigger offers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { ZID_EVENT_NAMES } from '../../nodes/shared/webhooks/events';
import { ZID_APP_EVENT_NAMES } from '../../nodes/ZidAppTrigger/appEvents';
import { Zid } from '../../nodes/Zid/Zid.node';
import { END, START, withTable } from '../../scripts/readme-table';
import { headingAnchors } from '../package/package';

const ROOT = join(__dirname, '..', '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const scripts = (
	JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
		scripts: Record<string, string>;
	}
).scripts;

/** The README's text between two headings of its own (`## Zid Trigger` up to the next `## `). */
function section(heading: string): string {
	const start = readme.indexOf(`\n${heading}\n`);
	if (start < 0) throw new Error(`README.md has no "${heading}" section`);
	const end = readme.indexOf('\n## ', start + heading.length + 1);
	return readme.slice(start, end < 0 ? undefined : end);
}

/** `product.create/update/publish/delete` -> product.create, product.update, ...: the README's shorthand for events. */
function expandEvents(text: string): string[] {
	const [first, ...rest] = text.split('/');
	const prefix = first.slice(0, first.lastIndexOf('.') + 1);
	return [first, ...rest.map((tail) => `${prefix}${tail}`)];
}

describe('operations', () => {
	test('the operations table is the one scripts/readme-table.ts makes from the node (run `npx tsx scripts/readme-table.ts --write`)', () => {
		expect(readme).toBe(withTable(readme));
	});

	test('every resource and operation the table names is in the node, and every one the node offers is in the table', () => {
		// The node as n8n loads it: its resource picker and one operation picker per resource.
		const { properties } = new Zid().description;
		const resources = (
			properties.find((p) => p.name === 'resource')!.options as INodePropertyOptions[]
		).map((r) => ({ name: r.name, value: String(r.value) }));
		const operationsOf = (resource: string) =>
			(
				(properties.find(
					(p: INodeProperties) =>
						p.name === 'operation' &&
						(p.displayOptions?.show?.resource as string[] | undefined)?.includes(resource),
				)?.options ?? []) as INodePropertyOptions[]
			).map((o) => o.name);
		const inNode = resources.flatMap((r) =>
			operationsOf(r.value).map((operation) => `${r.name} › ${operation}`),
		);
		const table = readme.slice(readme.indexOf(START), readme.indexOf(END));
		const rows = table
			.split('\n')
			.filter(
				(line) =>
					line.startsWith('| ') && !line.startsWith('| Resource ') && !line.startsWith('| --- '),
			)
			.map((line) => line.split(' | ').map((cell) => cell.replace(/^\| /, '')))
			.map(([resource, operation]) => `${resource} › ${operation}`);
		expect(inNode.length).toBeGreaterThan(100);
		expect(rows.filter((row) => !inNode.includes(row))).toEqual([]);
		expect(inNode.filter((op) => !rows.includes(op))).toEqual([]);
		expect(table).toContain(`${inNode.length} operations in ${resources.length} resources.`);
	});
});

describe('commands', () => {
	const commands = [...readme.matchAll(/\bnpm (test|run [\w:-]+)/g)].map((m) =>
		m[1].replace(/^run /, ''),
	);

	test('the README shows how to try the package (npm run dev) and how to test it (npm test), each in a shell block', () => {
		const blocks = [...readme.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1]);
		expect(blocks.some((block) => /^npm run dev$/m.test(block))).toBe(true);
		expect(blocks.some((block) => /^npm test$/m.test(block))).toBe(true);
	});

	test('every `npm run …` and `npm test` the README names is a script of package.json', () => {
		expect(commands).toEqual(expect.arrayContaining(['dev', 'test', 'sandbox', 'bench']));
		expect([...new Set(commands)].filter((name) => !(name in scripts))).toEqual([]);
	});
});

describe('links', () => {
	test('every relative link reaches a file or folder of the repository, and every #anchor a heading', () => {
		const anchors = headingAnchors(readme);
		const broken: string[] = [];
		const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)]
			.map((m) => m[1])
			.filter((target) => !/^[a-z]+:/i.test(target));
		for (const target of links) {
			const [path, anchor] = target.split('#');
			if (path && !existsSync(join(ROOT, path))) broken.push(target);
			if (!path && anchor && !anchors.has(anchor)) broken.push(target);
		}
		expect(links.length).toBeGreaterThan(5);
		expect(broken).toEqual([]);
	});

	test('every repository path the README names in code spans exists', () => {
		const top = new Set([
			'bench',
			'docs',
			'examples',
			'nodes',
			'credentials',
			'sandbox',
			'scripts',
			'test',
			'icons',
		]);
		const paths = [...readme.matchAll(/`([\w.-]+(?:\/[\w.*-]+)+)`/g)]
			.map((m) => m[1])
			.filter((path) => top.has(path.split('/')[0]) && !path.includes('*'));
		expect(paths.length).toBeGreaterThan(3);
		expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
	});
});

describe('trigger events', () => {
	test('the store events the Zid Trigger section lists are exactly the ones the trigger offers', () => {
		const text = section('## Zid Trigger');
		const listed = text.slice(0, text.indexOf('For new orders'));
		const events = [...listed.matchAll(/`([a-z_]+\.[a-z_./]+)`/g)].flatMap((m) =>
			expandEvents(m[1]),
		);
		expect([...events].sort()).toEqual([...ZID_EVENT_NAMES].sort());
	});

	test('the app events the Zid App Trigger section names are ones the app trigger offers, and it counts them right', () => {
		const text = section('### Zid App Trigger');
		const named = [...text.matchAll(/`(app\.market\.[a-z_./]+)`/g)].flatMap((m) =>
			expandEvents(m[1]),
		);
		expect(named.length).toBeGreaterThan(3);
		expect(named.filter((event) => !ZID_APP_EVENT_NAMES.includes(event))).toEqual([]);
		const words = [
			'zero',
			'one',
			'two',
			'three',
			'four',
			'five',
			'six',
			'seven',
			'eight',
			'nine',
			'ten',
			'eleven',
			'twelve',
			'thirteen',
			'fourteen',
		];
		expect(/`event_name` is one of the\s+(\w+)/.exec(text)?.[1]).toBe(
			words[ZID_APP_EVENT_NAMES.length],
		);
	});
});
