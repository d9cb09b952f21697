/**
 * One n8n user folder driven from outside: the CLI for import / execute / export, and
 * `n8n start` with its REST API (owner setup, login, activation) for the editor and triggers.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort, run, startService, waitFor, type RunResult, type Service } from './proc';
import type { Runtime } from './runtime';

export const OWNER = { email: 'owner@zid.test', firstName: 'Zid', lastName: 'Developer', password: 'ZidSandbox1' };

export interface N8nOptions {
	runtime: Runtime;
	userFolder: string;
	/** Port of `n8n start` (default: a free one, picked at start). */
	port?: number;
	/** Host in the editor and webhook URLs (default 127.0.0.1); n8n listens on 127.0.0.1 either way. */
	host?: string;
	env?: Record<string, string>;
}

/** The run data `n8n execute --rawOutput` prints (only what the tests read). */
export interface RunJson {
	finished?: boolean;
	status?: string;
	data: {
		resultData: {
			error?: { message?: string; description?: string; node?: { name?: string } } & Record<string, unknown>;
			runData: Record<string, Array<{ data?: { main?: Array<Array<{ json: Record<string, unknown> }> | null> }; error?: { message?: string } }>>;
			lastNodeExecuted?: string;
		};
	};
}

export interface ExecuteResult {
	ok: boolean;
	run?: RunJson;
	raw: RunResult;
	ms: number;
}

/** The JSON items a node put on its first output in its last run. */
export function itemsOf(run: RunJson, nodeName: string, output = 0): Array<Record<string, unknown>> {
	const runs = run.data.resultData.runData[nodeName];
	if (!runs?.length) return [];
	const main = runs[runs.length - 1].data?.main ?? [];
	return (main[output] ?? []).map((item) => item.json);
}

/** Finds the run JSON in `n8n execute` output: a pretty-printed object from a line "{" to a line "}". */
export function parseRunJson(stdout: string): RunJson | undefined {
	const lines = stdout.split('\n');
	const start = lines.findIndex((line) => line === '{');
	if (start === -1) return undefined;
	for (let end = lines.length - 1; end > start; end--) {
		if (lines[end] !== '}') continue;
		try {
			return JSON.parse(lines.slice(start, end + 1).join('\n')) as RunJson;
		} catch {
			/* try an earlier closing brace */
		}
	}
	return undefined;
}

export class N8n {
	readonly userFolder: string;
	port: number;
	readonly host: string;
	private service?: Service;
	private cookie = '';

	constructor(private readonly options: N8nOptions) {
		this.userFolder = options.userFolder;
		this.port = options.port ?? 0;
		this.host = options.host ?? '127.0.0.1';
	}

	/** A copy of a prepared user folder (migrated database, package installed), so each scenario starts clean and fast. */
	static fromTemplate(template: string, runtime: Runtime, options: Partial<N8nOptions> = {}): N8n {
		const userFolder = mkdtempSync(join(tmpdir(), 'zid-n8n-'));
		cpSync(template, userFolder, { recursive: true });
		return new N8n({ runtime, userFolder, ...options });
	}

	/** Where this process reaches n8n (always loopback IPv4). */
	get baseUrl(): string {
		return `http://127.0.0.1:${this.port}`;
	}

	/** What a person opens in a browser; also n8n's own idea of its address (OAuth redirect, webhooks). */
	get editorUrl(): string {
		return `http://${this.host}:${this.port}`;
	}

	get version(): string {
		return this.options.runtime.n8nVersion;
	}

	env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
		const base: Record<string, string> = {
			PATH: `${this.options.runtime.nodeBin}:${process.env.PATH ?? ''}`,
			HOME: process.env.HOME ?? this.userFolder,
			N8N_USER_FOLDER: this.userFolder,
			N8N_LOG_LEVEL: 'info',
			N8N_DIAGNOSTICS_ENABLED: 'false',
			N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
			N8N_PERSONALIZATION_ENABLED: 'false',
			N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
			N8N_TEMPLATES_ENABLED: 'false',
			N8N_HIRING_BANNER_ENABLED: 'false',
			N8N_VERIFIED_PACKAGES_ENABLED: 'false',
			N8N_SECURE_COOKIE: 'false',
			N8N_AI_ENABLED: 'false',
			N8N_DYNAMIC_BANNERS_ENABLED: 'false',
			GENERIC_TIMEZONE: 'Asia/Riyadh',
			TZ: 'Asia/Riyadh',
			NO_PROXY: '127.0.0.1,localhost',
			no_proxy: '127.0.0.1,localhost',
		};
		return { ...base, ...(this.options.env ?? {}), ...extra };
	}

	/** Runs `n8n <args>` against this user folder. */
	async cli(args: string[], timeoutMs = 120_000): Promise<RunResult> {
		// Task runners listen on a broker port; concurrent n8n processes must not share one.
		const brokerPort = String(await freePort());
		return run(this.options.runtime.n8nBin, args, {
			cwd: this.userFolder,
			env: this.env({ N8N_RUNNERS_BROKER_PORT: brokerPort }),
			timeoutMs,
		});
	}

	private async cliOk(args: string[], timeoutMs = 120_000): Promise<RunResult> {
		const result = await this.cli(args, timeoutMs);
		if (result.code !== 0) {
			throw new Error(`n8n ${args.join(' ')} ${result.timedOut ? 'timed out' : `exited with ${result.code}`}\n${tail(result)}`);
		}
		return result;
	}

	/** Creates the database (migrations) without starting anything. */
	async init(): Promise<void> {
		mkdirSync(this.userFolder, { recursive: true });
		await this.cliOk(['export:credentials', '--all', '--output', join(this.userFolder, '.init-export.json')]).catch(async (error: Error) => {
			// "No credentials found" exits non-zero on some versions; the database exists all the same.
			if (!/No credentials found|nothing to export/i.test(error.message)) throw error;
		});
		rmSync(join(this.userFolder, '.init-export.json'), { force: true });
	}

	async importCredentials(credentials: object[]): Promise<void> {
		const file = join(this.userFolder, `.import-credentials-${Date.now()}.json`);
		writeFileSync(file, JSON.stringify(credentials));
		try {
			await this.cliOk(['import:credentials', `--input=${file}`]);
		} finally {
			rmSync(file, { force: true });
		}
	}

	async importWorkflow(workflow: object): Promise<void> {
		const file = join(this.userFolder, `.import-workflow-${Date.now()}.json`);
		writeFileSync(file, JSON.stringify(workflow));
		try {
			await this.cliOk(['import:workflow', `--input=${file}`]);
		} finally {
			rmSync(file, { force: true });
		}
	}

	async exportCredentials(): Promise<Array<{ id: string; name: string; type: string; data: Record<string, unknown> }>> {
		const file = join(this.userFolder, `.export-credentials-${Date.now()}.json`);
		try {
			await this.cliOk(['export:credentials', '--all', '--decrypted', `--output=${file}`]);
			return JSON.parse(readFileSync(file, 'utf8'));
		} finally {
			rmSync(file, { force: true });
		}
	}

	/** `n8n execute --id <id> --rawOutput`: exit 0 on success, 1 on a failed run; the run JSON either way. */
	async execute(workflowId: string, timeoutMs = 120_000): Promise<ExecuteResult> {
		const raw = await this.cli(['execute', `--id=${workflowId}`, '--rawOutput'], timeoutMs);
		return { ok: raw.code === 0, run: parseRunJson(raw.stdout), raw, ms: raw.ms };
	}

	// ---- n8n start ----

	/** Starts `n8n start` and waits until the REST API and the editor answer. */
	async start(options: { echo?: (line: string) => void; env?: Record<string, string>; readyTimeoutMs?: number } = {}): Promise<void> {
		if (!this.port) this.port = await freePort();
		const brokerPort = String(await freePort());
		const base = this.editorUrl;
		this.service = startService(this.options.runtime.n8nBin, ['start'], {
			cwd: this.userFolder,
			env: this.env({
				N8N_PORT: String(this.port),
				N8N_LISTEN_ADDRESS: '127.0.0.1',
				N8N_HOST: this.host,
				N8N_PROTOCOL: 'http',
				N8N_EDITOR_BASE_URL: `${base}/`,
				// Zid (the sandbox) delivers webhooks here: plain IPv4 loopback, whatever the editor host.
				WEBHOOK_URL: `${this.baseUrl}/`,
				N8N_RUNNERS_BROKER_PORT: brokerPort,
				...(options.env ?? {}),
			}),
			echo: options.echo,
		});
		const service = this.service;
		let exited = false;
		void service.exited.then(() => {
			exited = true;
		});
		await waitFor(
			`n8n ${this.version} to answer on ${base}`,
			async () => {
				if (exited) throw new Error(`n8n start exited:\n${service.output().split('\n').slice(-40).join('\n')}`);
				const response = await fetch(`${this.baseUrl}/rest/settings`).catch(() => undefined);
				if (response?.ok !== true) return false;
				// The REST API can answer before the editor's static files are mounted ("Cannot GET /").
				const editor = await fetch(`${this.baseUrl}/`).catch(() => undefined);
				return editor?.ok === true;
			},
			options.readyTimeoutMs ?? 120_000,
			500,
		).catch((error: Error) => {
			if (exited) throw new Error(`n8n start exited:\n${service.output().split('\n').slice(-40).join('\n')}`);
			throw error;
		});
	}

	output(): string {
		return this.service?.output() ?? '';
	}

	/** Resolves with the exit code when `n8n start` ends. */
	exited(): Promise<number | null> {
		return this.service?.exited ?? Promise.resolve(null);
	}

	async stop(): Promise<void> {
		await this.service?.stop(15_000);
		this.service = undefined;
	}

	/** Removes the user folder (after stop). */
	dispose(): void {
		rmSync(this.userFolder, { recursive: true, force: true });
	}

	async rest<T = unknown>(method: string, path: string, body?: unknown, expectOk = true): Promise<{ status: number; data: T; headers: Headers }> {
		const response = await fetch(`${this.baseUrl}/rest${path}`, {
			method,
			headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const setCookie = response.headers.get('set-cookie');
		const auth = setCookie ? /n8n-auth=[^;]+/.exec(setCookie)?.[0] : undefined;
		if (auth) this.cookie = auth;
		const text = await response.text();
		let parsed: unknown = text;
		try {
			parsed = JSON.parse(text);
		} catch {
			/* not JSON */
		}
		if (expectOk && !response.ok) throw new Error(`${method} /rest${path} answered ${response.status}: ${text.slice(0, 500)}`);
		const data = (parsed && typeof parsed === 'object' && 'data' in parsed ? (parsed as { data: T }).data : parsed) as T;
		return { status: response.status, data, headers: response.headers };
	}

	/** Creates the owner account if the instance has none yet, then logs in (cookie kept for rest()). */
	async setupOwnerAndLogin(): Promise<void> {
		const settings = await this.rest<{ userManagement?: { showSetupOnFirstLoad?: boolean } }>('GET', '/settings');
		if (settings.data.userManagement?.showSetupOnFirstLoad !== false) {
			const setup = await this.rest('POST', '/owner/setup', OWNER, false);
			if (setup.status >= 400 && !/already setup/i.test(JSON.stringify(setup.data))) {
				throw new Error(`owner setup answered ${setup.status}: ${JSON.stringify(setup.data).slice(0, 300)}`);
			}
		}
		await this.rest('POST', '/login', { emailOrLdapLoginId: OWNER.email, email: OWNER.email, password: OWNER.password });
	}

	async activate(workflowId: string): Promise<void> {
		const workflow = await this.rest<{ versionId: string }>('GET', `/workflows/${workflowId}`);
		const answer = await this.rest('POST', `/workflows/${workflowId}/activate`, { versionId: workflow.data.versionId }, false);
		if (answer.status === 404) {
			// Older 1.x: activation is a PATCH of the workflow.
			await this.rest('PATCH', `/workflows/${workflowId}`, { active: true, versionId: workflow.data.versionId });
		} else if (answer.status >= 400) {
			throw new Error(`activating ${workflowId} answered ${answer.status}: ${JSON.stringify(answer.data).slice(0, 500)}`);
		}
	}

	async deactivate(workflowId: string): Promise<void> {
		const answer = await this.rest('POST', `/workflows/${workflowId}/deactivate`, {}, false);
		if (answer.status === 404) {
			const workflow = await this.rest<{ versionId: string }>('GET', `/workflows/${workflowId}`);
			await this.rest('PATCH', `/workflows/${workflowId}`, { active: false, versionId: workflow.data.versionId });
		} else if (answer.status >= 400) {
			throw new Error(`deactivating ${workflowId} answered ${answer.status}: ${JSON.stringify(answer.data).slice(0, 500)}`);
		}
	}

	/** The items each node produced in one execution (REST; the run data is stored "flatted"). */
	async executionRun(executionId: string): Promise<RunJson> {
		const answer = await this.rest<{ data: string | RunJson['data']; status?: string; finished?: boolean }>('GET', `/executions/${executionId}`);
		const data = typeof answer.data.data === 'string' ? this.flatted().parse(answer.data.data) : answer.data.data;
		return { status: answer.data.status, finished: answer.data.finished, data: data as RunJson['data'] };
	}

	/** n8n's own copy of `flatted` (its execution-data format), from the runtime's node_modules. */
	private flatted(): { parse(text: string): unknown } {
		const nodeModules = join(dirname(this.options.runtime.n8nBin), '..');
		// eslint-disable-next-line @typescript-eslint/no-require-imports
		return require(require.resolve('flatted', { paths: [join(nodeModules, 'n8n'), nodeModules] })) as { parse(text: string): unknown };
	}

	async executions(workflowId: string): Promise<Array<{ id: string; status: string; mode: string }>> {
		const answer = await this.rest<{ results: Array<{ id: string; status: string; mode: string }> } | Array<{ id: string; status: string; mode: string }>>(
			'GET',
			`/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}`,
		);
		return Array.isArray(answer.data) ? answer.data : answer.data.results;
	}
}

function tail(result: RunResult): string {
	return (result.stdout + '\n' + result.stderr)
		.split('\n')
		.filter((line) => line.trim() && !/^npm warn Unknown user config/.test(line))
		.slice(-40)
		.join('\n');
}
