/**
 * What every e2e scenario gets: the n8n runtime, a prepared user folder to copy, the sandbox, and
 * small helpers to turn a workflow file into a run and the sandbox log into assertions.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RouteTable } from '../../sandbox/core/router';
import { ALL_ROUTES } from '../../sandbox/routes';
import { N8n, type RunJson } from '../../scripts/lib/n8n';
import type { Runtime } from '../../scripts/lib/runtime';
import { oauth2Credential, tokenCredential, type RecordedRequest, type SandboxClient, type Tokens } from '../../scripts/lib/sandbox';

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
	ctx.n8n = N8n.fromTemplate(ctx.template, ctx.runtime);
	return ctx.n8n;
}

/** Reads workflows/<file>, replacing `__NAME__` placeholders. */
export function loadWorkflow(file: string, values: Record<string, string | number> = {}): { id: string; name: string; nodes: Array<Record<string, unknown>> } {
	let text = readFileSync(join(WORKFLOWS_DIR, file), 'utf8');
	for (const [key, value] of Object.entries(values)) text = text.split(`__${key}__`).join(String(value));
	const left = /__[A-Z][A-Z0-9_]+__/.exec(text);
	if (left) throw new Error(`${file}: placeholder ${left[0]} has no value`);
	return JSON.parse(text);
}

/** Imports fresh sandbox tokens as the e2e OAuth2 credential (and, if asked, the token credential from another install). */
export async function importSandboxCredentials(ctx: Context, n8n: N8n, which: { oauth2?: boolean; token?: boolean }): Promise<{ oauth2?: Tokens; token?: Tokens }> {
	// The redirect URI n8n itself registers; a headless folder has no port yet, so use the default one.
	const callback = `${n8n.port ? n8n.editorUrl : 'http://127.0.0.1:5678'}/rest/oauth2-credential/callback`;
	const out: { oauth2?: Tokens; token?: Tokens } = {};
	const records: object[] = [];
	if (which.oauth2) {
		out.oauth2 = await ctx.sandbox.authorize(callback);
		records.push(oauth2Credential(CREDS.oauth2.id, CREDS.oauth2.name, ctx.sandbox.info, out.oauth2));
	}
	if (which.token) {
		out.token = await ctx.sandbox.authorize(callback);
		records.push(tokenCredential(CREDS.token.id, CREDS.token.name, ctx.sandbox.info, out.token));
	}
	await n8n.importCredentials(records);
	return out;
}

export function runError(run: RunJson | undefined): string {
	const error = run?.data.resultData.error;
	if (!error) return '';
	return `${error.node?.name ? `[${error.node.name}] ` : ''}${error.message ?? ''}${error.description ? ` (${error.description})` : ''}`;
}

/** Failing assertion with a readable message. */
export function check(condition: unknown, message: string, detail?: unknown): asserts condition {
	if (!condition) {
		const extra = detail === undefined ? '' : `\n      ${JSON.stringify(detail, null, 1).replace(/\n\s*/g, ' ').slice(0, 1500)}`;
		throw new Error(`${message}${extra}`);
	}
}

export function equal<T>(actual: T, expected: T, message: string): void {
	check(JSON.stringify(actual) === JSON.stringify(expected), `${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** API calls (under /v1) in the sandbox log. */
export function apiCalls(requests: RecordedRequest[]): RecordedRequest[] {
	return requests.filter((r) => r.path.startsWith('/v1/'));
}

export function oauthCalls(requests: RecordedRequest[]): RecordedRequest[] {
	return requests.filter((r) => r.path.startsWith('/oauth/'));
}

export function describeRequest(r: RecordedRequest): string {
	const q = new URLSearchParams(Object.entries(r.query).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))).toString();
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
