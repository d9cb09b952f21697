/**
 * What every e2e scenario gets: the n8n runtime, a prepared user folder to copy, the sandbox, and
 * small helpers to turn a workflow file into a run and the sandbox log into assertions.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RouteTable } from '../../sandbox/core/router';
import { ALL_ROUTES } from '../../sandbox/routes';
import { lastLines, N8n, runErrorText, type CliRecord, type RunJson } from '../../scripts/lib/n8n';
import type { Runtime } from '../../scripts/lib/runtime';
import {
	oauth2Credential,
	tokenCredential,
	type RecordedRequest,
	type SandboxClient,
	type Tokens,
} from '../../scripts/lib/sandbox';

export const WORKFLOWS_DIR = join(__dirname, 'workflows');
export const ARTIFACTS_DIR = join(__dirname, 'artifacts');

/** Credential ids the e2e workflows refer to. */
export const CREDS = {
	oauth2: { id: 'e2eZidOAuth2', name: 'Zid e2e (OAuth2)' },
	token: { id: 'e2eZidToken', name: 'Zid e2e (token)' },
};

export class Skip extends Error {}

export interface Context {
	runtime: Runtime;
	/** A user folder with a migrated database and the packed package installed. */
	template: string;
	sandbox: SandboxClient;
	/** Set by the scenario; stopped and removed afterwards (kept on failure). */
	n8n?: N8n;
	log(text: string): void;
	/** Sub-step durations, reported with the scenario. */
	timings: Record<string, number>;
	/** How much slower n8n runs now than on an idle machine (measured at the start, >= 1); waits scale by it. */
	timeScale: number;
}

export interface Scenario {
	name: string;
	/** Workflow files (in workflows/) this scenario runs. */
	workflows: string[];
	timeoutMs: number;
	run(ctx: Context): Promise<void>;
}

/** Fresh n8n user folder for one scenario. */
export function freshN8n(ctx: Context): N8n {
	ctx.n8n = N8n.fromTemplate(ctx.template, ctx.runtime, { timeScale: ctx.timeScale });
	return ctx.n8n;
}

/** Reads workflows/<file>, replacing `__NAME__` placeholders. */
export function loadWorkflow(
	file: string,
	values: Record<string, string | number> = {},
): { id: string; name: string; nodes: Array<Record<string, unknown>> } {
	let text = readFileSync(join(WORKFLOWS_DIR, file), 'utf8');
	for (const [key, value] of Object.entries(values))
		text = text.split(`__${key}__`).join(String(value));
	const left = /__[A-Z][A-Z0-9_]+__/.exec(text);
	if (left) throw new Error(`${file}: placeholder ${left[0]} has no value`);
	return JSON.parse(text);
}

/** Imports fresh sandbox tokens as the e2e OAuth2 credential (and, if asked, the token credential from another install). */
export async function importSandboxCredentials(
	ctx: Context,
	n8n: N8n,
	which: { oauth2?: boolean; token?: boolean },
): Promise<{ oauth2?: Tokens; token?: Tokens }> {
	// The redirect URI n8n itself registers; a headless folder has no port yet, so use the default one.
	const callback = `${n8n.port ? n8n.editorUrl : 'http://127.0.0.1:5678'}/rest/oauth2-credential/callback`;
	const out: { oauth2?: Tokens; token?: Tokens } = {};
	const records: object[] = [];
	if (which.oauth2) {
		out.oauth2 = await ctx.sandbox.authorize(callback);
		records.push(
			oauth2Credential(CREDS.oauth2.id, CREDS.oauth2.name, ctx.sandbox.info, out.oauth2),
		);
	}
	if (which.token) {
		out.token = await ctx.sandbox.authorize(callback);
		records.push(tokenCredential(CREDS.token.id, CREDS.token.name, ctx.sandbox.info, out.token));
	}
	await n8n.importCredentials(records);
	return out;
}

export function runError(run: RunJson | undefined): string {
	return runErrorText(run);
}

/** Failing assertion with a readable message. */
export function check(condition: unknown, message: string, detail?: unknown): asserts condition {
	if (!condition) {
		const extra =
			detail === undefined
				? ''
				: `\n      ${JSON.stringify(detail, null, 1).replace(/\n\s*/g, ' ').slice(0, 1500)}`;
		throw new Error(`${message}${extra}`);
	}
}

export function equal<T>(actual: T, expected: T, message: string): void {
	check(
		JSON.stringify(actual) === JSON.stringify(expected),
		`${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
	);
}

/** API calls (under /v1) in the sandbox log. */
export function apiCalls(requests: RecordedRequest[]): RecordedRequest[] {
	return requests.filter((r) => r.path.startsWith('/v1/'));
}

export function oauthCalls(requests: RecordedRequest[]): RecordedRequest[] {
	return requests.filter((r) => r.path.startsWith('/oauth/'));
}

export function describeRequest(r: RecordedRequest): string {
	const q = new URLSearchParams(
		Object.entries(r.query).flatMap(([k, v]) =>
			Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]],
		),
	).toString();
	return `${r.method} ${r.path}${q ? `?${q}` : ''} -> ${r.status}`;
}

/** Short token for messages (never print whole tokens). */
export function short(token: string | undefined): string {
	return token ? `${token.slice(0, 6)}…${token.slice(-4)}` : String(token);
}

export function saveArtifact(name: string, content: string | Buffer): string {
	if (!existsSync(ARTIFACTS_DIR)) mkdirSync(ARTIFACTS_DIR, { recursive: true });
	const path = join(ARTIFACTS_DIR, name);
	writeFileSync(path, content);
	return path;
}

const sandboxRoutes = new RouteTable(ALL_ROUTES);

/** Whether the sandbox has a route for "METHOD /v1/path" (so a scenario can wait for routes still being written). */
export function sandboxServes(route: string): boolean {
	const [method, path] = route.split(' ');
	return sandboxRoutes.match(method, path.replace(/^\/v1/, '')).kind === 'found';
}

/** A CLI call in a failure report: everything for a call that went wrong, one line for the others. */
function describeCall(call: CliRecord, index: number): string {
	const how = call.timedOut
		? `killed at the timeout after ${(call.ms / 1000).toFixed(1)} s`
		: `${(call.ms / 1000).toFixed(1)} s`;
	const head = `#${index + 1} n8n ${call.args.join(' ')}\n   exit code ${call.code ?? 'none'}, signal ${call.signal ?? 'none'}, ${how}`;
	const exec = call.execute;
	const verdict = exec
		? `\n   run: ${exec.ok ? 'succeeded' : 'FAILED'}; status ${exec.status ?? '?'}, finished ${String(exec.finished)}, read from ${exec.source}${exec.error ? `\n   run error: ${exec.error}` : ''}${exec.notes.map((n) => `\n   note: ${n}`).join('')}`
		: '';
	const wentWrong = call.code !== 0 || call.timedOut || (exec !== undefined && !exec.ok);
	if (!wentWrong) return `${head}${verdict}`;
	const block = (name: string, bytes: number, text: string) =>
		`\n   ${name} (${bytes} bytes)${text ? `, last lines:\n${text.replace(/^/gm, '     | ')}` : ': (empty)'}`;
	return `${head}${verdict}${block('stderr', call.stderrBytes, call.stderrTail)}${block('stdout', call.stdoutBytes, call.stdoutTail)}`;
}

/**
 * What explains a failed scenario, as one text that is never empty: the error, every n8n CLI call
 * (exit code, signal, run status and error; stderr and stdout tails of those that went wrong),
 * `n8n start`'s output, and the sandbox's request log.
 */
export function failureReport(what: {
	scenario: string;
	version: string;
	error: string;
	ms: number;
	notes: string[];
	n8n?: N8n;
	requests: RecordedRequest[];
}): string {
	const { n8n } = what;
	const parts = [
		`scenario: ${what.scenario}`,
		`n8n ${what.version}; failed after ${(what.ms / 1000).toFixed(1)} s${n8n ? `; user folder kept: ${n8n.userFolder}` : '; no n8n user folder was made'}`,
		`\n== error ==\n${what.error}`,
	];
	if (what.notes.length) parts.push(`\n== scenario log ==\n${what.notes.join('\n')}`);
	if (n8n) {
		parts.push(
			`\n== n8n CLI calls (${n8n.history.length}, oldest first) ==\n${n8n.history.map(describeCall).join('\n') || '(none)'}`,
		);
		const output = n8n.output();
		parts.push(
			`\n== n8n start output ==\n${output ? lastLines(output, 300, 60_000) : '(n8n start was not run)'}`,
		);
	}
	parts.push(
		`\n== sandbox request log (${what.requests.length} requests since the scenario last cleared the log) ==\n${what.requests.map((r) => `${r.id} ${describeRequest(r)} (${r.durationMs} ms)`).join('\n') || '(none)'}`,
	);
	return `${parts.join('\n')}\n`;
}
