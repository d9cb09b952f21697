/**
 * The message catalogue against n8n's UX guideline for errors (docs/verification.md): a message
 * says what happened, its description how to fix it first and the details after; neither uses the
 * words "error", "failure", "problem" or "mistake"; from node 1.1 the message ends with `[item N]`.
 * The catalogue is read from the sources, so messages added later are checked too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { NodeApiError } from 'n8n-workflow';
import { explainStatus, parseZidError } from '../../nodes/shared/transport/errors/zidError';
import { describeProgress, withProgress } from '../../nodes/shared/transport/list/progress';
import { failureOf, useHarness } from '../helpers/zid';

const ROOT = join(__dirname, '..', '..');
const AVOID = /\b(errors?|failures?|failed|fails?|problems?|mistakes?)\b/i;

/** Files that are message catalogues as a whole: every sentence in them reaches a user. */
const CATALOGUES = [
	'nodes/shared/transport/errors/zidError.ts',
	'nodes/shared/transport/list/progress.ts',
	'nodes/shared/transport/list/pageSignals.ts',
	'nodes/shared/transport/list/listRun.ts',
	'nodes/Zid/helpers/readBack.ts',
];

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
	});
}

/** The text of a string or template literal (`…` where an expression goes). */
function textOf(node: ts.Node): string | undefined {
	if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
	if (ts.isTemplateExpression(node))
		return node.head.text + node.templateSpans.map((s) => `…${s.literal.text}`).join('');
	return undefined;
}

interface Entry {
	where: string;
	text: string;
}

/** Every literal under `node`, but not inside a log call (logs are for operators, not the message). */
function literalsUnder(node: ts.Node, file: ts.SourceFile, out: Entry[]): void {
	if (ts.isCallExpression(node) && /\blogger\.\w+$/.test(node.expression.getText(file))) return;
	if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
		// Keys and internal fields (`kind: 'failed'`) are not words a user reads.
		literalsUnder(node.initializer, file, out);
		return;
	}
	const text = textOf(node);
	if (text !== undefined) {
		const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
		out.push({ where: `${relative(ROOT, file.fileName)}:${line}`, text });
	}
	ts.forEachChild(node, (child) => literalsUnder(child, file, out));
}

/** Sentences: a space in it, not a path, code or JSON key. */
const isSentence = (text: string) => /\s/.test(text.replace(/…/g, '').trim());

function catalogue(): Entry[] {
	const entries: Entry[] = [];
	const files = [...sourceFiles(join(ROOT, 'nodes')), ...sourceFiles(join(ROOT, 'credentials'))];
	for (const path of files) {
		const file = ts.createSourceFile(
			path,
			readFileSync(path, 'utf8'),
			ts.ScriptTarget.Latest,
			true,
		);
		const whole = CATALOGUES.includes(relative(ROOT, path));
		const visit = (node: ts.Node): void => {
			const callee =
				ts.isNewExpression(node) || ts.isCallExpression(node)
					? node.expression.getText(file)
					: undefined;
			if (callee && /^(NodeApiError|NodeOperationError)$/.test(callee))
				// The node and the raw answer are not text.
				(node as ts.NewExpression).arguments
					?.slice(1)
					.forEach((a) => literalsUnder(a, file, entries));
			else if (callee && /(^|\.)fail$/.test(callee))
				(node as ts.CallExpression).arguments
					.slice(1)
					.forEach((a) => literalsUnder(a, file, entries));
			else if (
				ts.isPropertyAssignment(node) &&
				ts.isIdentifier(node.name) &&
				['note', 'message'].includes(node.name.text)
			)
				literalsUnder(node.initializer, file, entries);
			ts.forEachChild(node, visit);
		};
		if (whole) literalsUnder(file, file, entries);
		else visit(file);
	}
	return entries.filter((e) => isSentence(e.text));
}

describe('the message catalogue (read from nodes/ and credentials/)', () => {
	const entries = catalogue();

	test('is found: the transport, the checks, the credentials and the item notes', () => {
		const files = new Set(entries.map((e) => e.where.replace(/:\d+$/, '')));
		for (const file of [
			...CATALOGUES.filter((f) => !f.endsWith('listRun.ts')),
			'nodes/Zid/helpers/validate.ts',
			'credentials/ZidApi.credentials.ts',
			'nodes/Zid/actions/product/upsert.operation.ts',
		])
			expect([file, files.has(file)]).toEqual([file, true]);
		expect(entries.length).toBeGreaterThan(100);
	});

	test('no message uses the words the guideline avoids (error, failure, problem, mistake)', () => {
		const offending = entries.filter((e) => AVOID.test(e.text)).map((e) => `${e.where}: ${e.text}`);
		expect(offending).toEqual([]);
	});
});

describe('what Zid answered, explained', () => {
	const STATUSES = [undefined, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504];
	const said = parseZidError({ detail: 'Not found.', code: 'X1' });

	test.each(STATUSES)(
		'%s: what happened in the message; how to fix it first in the description, then what Zid said',
		(status) => {
			const { message, description } = explainStatus(status, said, 'orders.read', 'zidApi');
			expect(message).not.toMatch(AVOID);
			const lines = description.split('\n');
			expect(lines[0]).not.toMatch(/^Zid says/);
			expect(lines[0]).not.toMatch(AVOID);
			if (status !== undefined) expect(lines[lines.length - 1]).toMatch(/^Zid says/);
		},
	);

	test("a 401 is short: Zid's misleading words stay out of the message, in the details", () => {
		const info = parseZidError({
			status: 'error',
			message: { code: 'Unauthenticated', description: 'please log in again' },
		});
		const { message, description } = explainStatus(401, info, undefined, 'zidApi');
		expect(message).toBe('401 Zid did not accept the credentials');
		expect(description.split('\n')[0]).toMatch(/^Zid refused the tokens of the Zid API credential/);
		expect(description).toMatch(/please log in again/);
	});

	test('a refused credential or scope gets no paging or resume text; other statuses do', () => {
		const progress = {
			fetched: 150,
			pages: 3,
			resume: { page: 4, sizeParam: 'per_page', pageSize: 50, offset: 150 },
		};
		const node = {
			id: '1',
			name: 'Zid',
			type: 'zid',
			typeVersion: 1.1,
			position: [0, 0] as [number, number],
			parameters: {},
		};
		for (const status of ['401', '403']) {
			const error = new NodeApiError(
				node,
				{},
				{ message: `${status} refused`, description: 'Reconnect.', httpCode: status },
			);
			withProgress(error, progress);
			expect([status, error.description]).toEqual([status, 'Reconnect.']);
		}
		const error = new NodeApiError(
			node,
			{},
			{ message: '500', description: 'Later.', httpCode: '500' },
		);
		withProgress(error, progress);
		expect(error.description).toBe(`Later.\n${describeProgress(progress)}`);
	});
});

describe('[item N] at the end of the message, from node 1.1', () => {
	const h = useHarness();
	const bad = {
		resource: 'order',
		operation: 'get',
		orderId: { __rl: true, mode: 'id', value: 'x y' },
	};

	test('1.1: the item index ends the message (as n8n writes it), also under Continue On Fail', async () => {
		const error = await failureOf(h.run(bad, { node: { typeVersion: 1.1 }, items: [{}, {}] }));
		expect(error.message).toMatch(/ \[item 0\]$/);
		const items = await h.run(bad, {
			node: { typeVersion: 1.1 },
			items: [{}, {}],
			continueOnFail: true,
		});
		expect(items.map((i) => String(i.json.error).match(/\[item \d\]$/)?.[0])).toEqual([
			'[item 0]',
			'[item 1]',
		]);
		expect(h.apiRequests()).toEqual([]);
	});

	test('1: the message saved workflows matched on stays as it was', async () => {
		const error = await failureOf(h.run(bad, { node: { typeVersion: 1 } }));
		expect(error.message).not.toMatch(/\[item/);
	});
});
