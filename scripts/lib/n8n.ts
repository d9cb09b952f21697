/**
 * One n8n user folder driven from outside: the CLI for import / execute / export, and
 * `n8n start` with its REST API (owner setup, login, activation) for the editor and triggers.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
	fakeClockEnv,
	freePort,
	sleep,
	run,
	startService,
	waitFor,
	type RunResult,
	type Service,
} from './proc';
import type { Runtime } from './runtime';

export const OWNER = {
	email: 'owner@zid.test',
	firstName: 'Zid',
	lastName: 'Developer',
	password: 'ZidSandbox1',
};

export interface N8nOptions {
	runtime: Runtime;
	userFolder: string;
	/** Port of `n8n start` (default: a free one, picked at start). */
	port?: number;
	/** Host in the editor and webhook URLs (default 127.0.0.1); n8n listens on 127.0.0.1 either way. */
	host?: string;
	env?: Record<string, string>;
	/**
	 * How much slower than at its fastest this machine runs n8n now (measured: test/e2e/pace.ts);
	 * the default timeouts of CLI calls and of `n8n start` grow by it. 1 = as fast as measured.
	 */
	timeScale?: number;
}

/** The run data `n8n execute --rawOutput` prints (only what the tests read). */
export interface RunJson {
	finished?: boolean;
	status?: string;
	data: {
		resultData: {
			error?: { message?: string; description?: string; node?: { name?: string } } & Record<
				string,
				unknown
			>;
			runData: Record<
				string,
				Array<{
					data?: { main?: Array<Array<{ json: Record<string, unknown> }> | null> };
					error?: { message?: string };
				}>
			>;
			lastNodeExecuted?: string;
		};
	};
}

export interface ExecuteResult {
	/** The run succeeded, by its own recorded status (see N8n.execute for why not by the exit code). */
	ok: boolean;
	run?: RunJson;
	/** Where `run` came from: the JSON `n8n execute` printed, or the execution n8n stored in its database. */
	source: 'stdout' | 'database' | 'none';
	raw: RunResult;
	ms: number;
	/** Where the exit code, the output and the stored run disagree, said in words. */
	notes: string[];
}

/** One `n8n <command>` this object ran: what a failure report needs, output kept as tails. */
export interface CliRecord {
	args: string[];
	code: number | null;
	signal: NodeJS.Signals | null;
	timedOut: boolean;
	ms: number;
	stdoutBytes: number;
	stderrBytes: number;
	stdoutTail: string;
	stderrTail: string;
	/** For `execute`: the verdict, the run's status, finished flag and error, where the run was read. */
	execute?: {
		ok: boolean;
		status?: string;
		finished?: boolean;
		error: string;
		source: ExecuteResult['source'];
		notes: string[];
	};
}

/** "[Node] message (description)" of a run's error, or ''. */
export function runErrorText(run: RunJson | undefined): string {
	const error = run?.data.resultData.error;
	if (!error) return '';
	return `${error.node?.name ? `[${error.node.name}] ` : ''}${error.message ?? ''}${error.description ? ` (${error.description})` : ''}`;
}

/** One line on how an `n8n execute` ended: exit code, signal, the run's status and error, where it was read. */
export function describeExecute(result: ExecuteResult): string {
	const { raw, run } = result;
	const parts = [
		raw.timedOut
			? `killed after ${Math.round(raw.ms / 1000)} s (timeout)`
			: `exit code ${raw.code ?? 'none'}`,
		`signal ${raw.signal ?? 'none'}`,
		run
			? `run status ${run.status ?? '?'}, finished ${String(run.finished)} (${result.source === 'stdout' ? 'as printed' : "as stored in n8n's database"})`
			: 'no run found (neither printed nor stored)',
	];
	const error = runErrorText(run);
	if (error) parts.push(`run error: ${error}`);
	const stderr = lastLines(raw.stderr, 3);
	if (stderr) parts.push(`stderr: ${stderr.split('\n').join(' | ')}`);
	for (const note of result.notes) parts.push(note);
	return parts.join('; ');
}

/** The JSON items a node put on its first output in its last run. */
export function itemsOf(
	run: RunJson,
	nodeName: string,
	output = 0,
): Array<Record<string, unknown>> {
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
	readonly timeScale: number;
	/** Every CLI call so far, oldest first (for failure reports). */
	readonly history: CliRecord[] = [];
	private service?: Service;
	/** `n8n start`'s output when it was stopped, so a failure report made after the stop still has it. */
	private stoppedOutput = '';
	private cookie = '';
	/**
	 * How far ahead of the machine's clock this n8n's clock reads from its next start or CLI call on
	 * (clockShift.cjs): a scenario lets time pass for n8n without sleeping through it.
	 */
	clockShiftMs = 0;

	constructor(private readonly options: N8nOptions) {
		this.userFolder = options.userFolder;
		this.port = options.port ?? 0;
		this.host = options.host ?? '127.0.0.1';
		this.timeScale = Math.max(1, options.timeScale ?? 1);
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
			// n8n 2.41+ publishes (activates) through an outbox polled every 15 s by default; tests poll fast.
			N8N_WORKFLOW_PUBLICATION_OUTBOX_POLL_INTERVAL_MS: '250',
			GENERIC_TIMEZONE: 'Asia/Riyadh',
			TZ: 'Asia/Riyadh',
			NO_PROXY: '127.0.0.1,localhost',
			no_proxy: '127.0.0.1,localhost',
		};
		// A clock moved with libfaketime reaches n8n too. Move it by an offset (`faketime -f "+81000s" npm run test:e2e`):
		// with "@<time>" every process starts its own clock at that time, so n8n and the tests would disagree.
		const moved: Record<string, string> = this.clockShiftMs
			? {
					NODE_OPTIONS: `--require "${join(__dirname, 'clockShift.cjs')}"`,
					ZID_E2E_CLOCK_SHIFT_MS: String(this.clockShiftMs),
				}
			: {};
		return { ...base, ...fakeClockEnv(), ...moved, ...(this.options.env ?? {}), ...extra };
	}

	/** Runs `n8n <args>` against this user folder (default timeout: 2 min on an idle machine, scaled). */
	async cli(args: string[], timeoutMs = 120_000 * this.timeScale): Promise<RunResult> {
		// Task runners listen on a broker port; concurrent n8n processes must not share one.
		const brokerPort = String(await freePort());
		const result = await run(this.options.runtime.n8nBin, args, {
			cwd: this.userFolder,
			env: this.env({ N8N_RUNNERS_BROKER_PORT: brokerPort }),
			timeoutMs,
			// n8n ends with process.exit(): output still queued for a pipe would be lost (see execute()).
			outputToFiles: true,
		});
		this.history.push({
			args,
			code: result.code,
			signal: result.signal,
			timedOut: result.timedOut,
			ms: result.ms,
			stdoutBytes: Buffer.byteLength(result.stdout),
			stderrBytes: Buffer.byteLength(result.stderr),
			stdoutTail: lastLines(result.stdout, 60, 12_000),
			stderrTail: lastLines(result.stderr, 60, 12_000),
		});
		return result;
	}

	private async cliOk(args: string[], timeoutMs?: number): Promise<RunResult> {
		const result = await this.cli(args, timeoutMs);
		if (result.code !== 0) {
			throw new Error(
				`n8n ${args.join(' ')} ${result.timedOut ? 'timed out' : `exited with ${result.code}`}\n${tail(result)}`,
			);
		}
		return result;
	}

	/** Creates the database (migrations) without starting anything. */
	async init(): Promise<void> {
		mkdirSync(this.userFolder, { recursive: true });
		await this.cliOk([
			'export:credentials',
			'--all',
			'--output',
			join(this.userFolder, '.init-export.json'),
		]).catch(async (error: Error) => {
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

	/** Imports one workflow, or several in one CLI call (each call starts n8n: seconds). */
	async importWorkflow(workflow: object | object[]): Promise<void> {
		const file = join(this.userFolder, `.import-workflow-${Date.now()}.json`);
		writeFileSync(file, JSON.stringify(workflow));
		try {
			await this.cliOk(['import:workflow', `--input=${file}`]);
		} finally {
			rmSync(file, { force: true });
		}
	}

	async exportCredentials(): Promise<
		Array<{ id: string; name: string; type: string; data: Record<string, unknown> }>
	> {
		const file = join(this.userFolder, `.export-credentials-${Date.now()}.json`);
		try {
			await this.cliOk(['export:credentials', '--all', '--decrypted', `--output=${file}`]);
			return JSON.parse(readFileSync(file, 'utf8'));
		} finally {
			rmSync(file, { force: true });
		}
	}

	/**
	 * `n8n execute --id <id> --rawOutput`, judged by the run's own recorded status.
	 *
	 * Why not by the exit code and the printed JSON alone: n8n prints the whole run as one
	 * log line (3.8-6 MB for examples/low-stock-alert.json) and then ends with `process.exit()`, 100 ms
	 * and a database close later (`finally` in dist/commands/base-command.js, 1.123.81 and 2.39.10
	 * alike). Node writes to a full pipe asynchronously and `process.exit()` drops what is still
	 * queued. Measured here: with both cores kept busy, 6 of 6 runs on 2.39.10 read through a pipe
	 * exited 0 with an empty stderr after 0.8-4.2 of 6.0 MB, cut inside the product list, and holding
	 * the reader up for 2 s did the same on 1.123.81 and 2.39.10 (215-250 KB of 3.8 MB), while n8n's
	 * database recorded every one of those runs as `status success, finished 1`: the "failed" run
	 * with only a fragment of the product list. Through files (run() `outputToFiles`: synchronous writes)
	 * 6 of 6 loaded runs came out whole. When the printed run is
	 * still missing or the exit code says otherwise, the execution n8n stored is read back and
	 * decides. The process can also end badly after a complete, successful run: in the three loaded
	 * runs of scripts/e2e-under-load.ts (2026-11-24), `n8n execute` on 2.39.10 twice died of SIGSEGV
	 * (no exit code) after printing a whole run with `status success` that its database recorded as
	 * `success, finished true`; and by its code anything that rejects in that `finally` (the
	 * database close) escapes bin/n8n's top-level promise (exit 1), as does the task runner's
	 * restart-loop detector (`process.exit(1)` on its own timer). Such disagreements are kept in
	 * `notes`, which the e2e scenarios print.
	 */
	async execute(workflowId: string, timeoutMs?: number): Promise<ExecuteResult> {
		const started = Date.now();
		const raw = await this.cli(['execute', `--id=${workflowId}`, '--rawOutput'], timeoutMs);
		const notes: string[] = [];
		const printed = parseRunJson(raw.stdout);
		let run = printed;
		let source: ExecuteResult['source'] = printed ? 'stdout' : 'none';
		const exitedOk = raw.code === 0 && !raw.timedOut;
		if (!printed)
			notes.push(`stdout held no complete run JSON (${Buffer.byteLength(raw.stdout)} bytes)`);
		let stored: { id: number; run: RunJson } | undefined;
		if (!printed || !exitedOk) {
			try {
				stored = await this.storedExecution(workflowId, started);
				if (stored && !printed) {
					run = stored.run;
					source = 'database';
				}
				if (stored)
					notes.push(
						`n8n's database holds execution ${stored.id}: status ${stored.run.status}, finished ${String(stored.run.finished)}`,
					);
				else notes.push(`n8n's database holds no execution of ${workflowId} started by this call`);
			} catch (error) {
				notes.push(`could not read n8n's database: ${(error as Error).message.split('\n')[0]}`);
			}
		}
		const succeeded = (r: RunJson | undefined) =>
			r !== undefined &&
			!r.data.resultData.error &&
			(r.status === 'success' || (r.status === undefined && r.finished === true));
		// Where both records were read, both must say success.
		const ok = succeeded(run) && (!stored || succeeded(stored.run));
		if (ok && !exitedOk) {
			const stderr = lastLines(raw.stderr, 5, 1000);
			notes.push(
				`n8n ${raw.timedOut ? 'was killed at the timeout' : `ended with ${raw.code !== null ? `exit code ${raw.code}` : raw.signal}`} after a run recorded as successful; judged by the run (stderr: ${stderr ? stderr.split('\n').join(' | ') : 'empty'})`,
			);
		}
		const record = this.history[this.history.length - 1];
		record.execute = {
			ok,
			status: run?.status,
			finished: run?.finished,
			error: runErrorText(run),
			source,
			notes,
		};
		return { ok, run, source, raw, ms: raw.ms, notes };
	}

	/**
	 * The newest execution of a workflow in this folder's SQLite database, if it was created after
	 * `sinceMs`. Read with the runtime's own Node and `sqlite3` (a native module built for it).
	 */
	async storedExecution(
		workflowId: string,
		sinceMs: number,
	): Promise<{ id: number; run: RunJson } | undefined> {
		const nodeModules = join(dirname(this.options.runtime.n8nBin), '..');
		const sqlite3 = require.resolve('sqlite3', { paths: [join(nodeModules, 'n8n'), nodeModules] });
		const script = `
			const [dbPath, workflowId, sqlite3Path] = process.argv.slice(1);
			const sqlite3 = require(sqlite3Path);
			const db = new sqlite3.Database(dbPath, sqlite3.OPEN_READONLY, (error) => {
				if (error) { console.error(error.message); process.exitCode = 2; return; }
				db.get('SELECT e.id, e.status, e.finished, e.createdAt, d.data FROM execution_entity e LEFT JOIN execution_data d ON d.executionId = e.id WHERE e.workflowId = ? ORDER BY e.id DESC LIMIT 1', [workflowId], (err, row) => {
					if (err) { console.error(err.message); process.exitCode = 2; }
					else process.stdout.write(JSON.stringify(row ?? null));
					db.close();
				});
			});`;
		const result = await run(
			join(this.options.runtime.nodeBin, 'node'),
			['-e', script, join(this.userFolder, '.n8n', 'database.sqlite'), workflowId, sqlite3],
			{
				cwd: this.userFolder,
				timeoutMs: 30_000 * this.timeScale,
				outputToFiles: true,
			},
		);
		if (result.code !== 0)
			throw new Error(`reading the database failed (exit ${result.code}): ${result.stderr.trim()}`);
		const row = JSON.parse(result.stdout) as {
			id: number;
			status: string;
			finished: number;
			createdAt: string;
			data: string | null;
		} | null;
		if (!row || Date.parse(`${row.createdAt.replace(' ', 'T')}Z`) < sinceMs - 2000)
			return undefined;
		const data = (
			row.data ? this.flatted().parse(row.data) : { resultData: { runData: {} } }
		) as RunJson['data'];
		return { id: row.id, run: { status: row.status, finished: Boolean(row.finished), data } };
	}

	// ---- n8n start ----

	/** Starts `n8n start` and waits until the REST API and the editor answer. */
	async start(
		options: {
			echo?: (line: string) => void;
			env?: Record<string, string>;
			readyTimeoutMs?: number;
		} = {},
	): Promise<void> {
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
				if (exited)
					throw new Error(
						`n8n start exited:\n${service.output().split('\n').slice(-40).join('\n')}`,
					);
				const response = await fetch(`${this.baseUrl}/rest/settings`).catch(() => undefined);
				// Ready means n8n's own JSON answer: an express 404 page ("Cannot GET /rest/settings")
				// comes while n8n is still registering its routes.
				if (response?.ok !== true || !/json/.test(response.headers.get('content-type') ?? ''))
					return false;
				// The REST API can answer before the editor's static files are mounted ("Cannot GET /").
				const editor = await fetch(`${this.baseUrl}/`).catch(() => undefined);
				return editor?.ok === true;
			},
			options.readyTimeoutMs ?? 120_000 * this.timeScale,
			500,
		).catch((error: Error) => {
			if (exited)
				throw new Error(`n8n start exited:\n${service.output().split('\n').slice(-40).join('\n')}`);
			throw error;
		});
	}

	output(): string {
		return this.service?.output() ?? this.stoppedOutput;
	}

	/** Resolves with the exit code when `n8n start` ends. */
	exited(): Promise<number | null> {
		return this.service?.exited ?? Promise.resolve(null);
	}

	async stop(): Promise<void> {
		await this.service?.stop(15_000);
		if (this.service) this.stoppedOutput = this.service.output();
		this.service = undefined;
	}

	/** Removes the user folder (after stop). */
	dispose(): void {
		rmSync(this.userFolder, { recursive: true, force: true });
	}

	async rest<T = unknown>(
		method: string,
		path: string,
		body?: unknown,
		expectOk = true,
	): Promise<{ status: number; data: T; headers: Headers }> {
		const response = await fetch(`${this.baseUrl}/rest${path}`, {
			method,
			headers: {
				'content-type': 'application/json',
				...(this.cookie ? { cookie: this.cookie } : {}),
			},
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
		if (expectOk && !response.ok)
			throw new Error(`${method} /rest${path} answered ${response.status}: ${text.slice(0, 500)}`);
		const data = (
			parsed && typeof parsed === 'object' && 'data' in parsed
				? (parsed as { data: T }).data
				: parsed
		) as T;
		return { status: response.status, data, headers: response.headers };
	}

	/** Creates the owner account if the instance has none yet, then logs in (cookie kept for rest()). */
	async setupOwnerAndLogin(): Promise<void> {
		// n8n 1.x answered "Cannot GET /rest/settings" (404) once right after it had answered that same
		// route, on a loaded machine (e2e run of 2026-11-24, scenario d): ask again for a while.
		let settings = await this.rest<{ userManagement?: { showSetupOnFirstLoad?: boolean } }>(
			'GET',
			'/settings',
			undefined,
			false,
		);
		const until = Date.now() + 30_000 * this.timeScale;
		while (settings.status === 404 && Date.now() < until) {
			await new Promise((resolve) => setTimeout(resolve, 500));
			settings = await this.rest<{ userManagement?: { showSetupOnFirstLoad?: boolean } }>(
				'GET',
				'/settings',
				undefined,
				false,
			);
		}
		if (settings.status >= 400)
			throw new Error(
				`GET /rest/settings answered ${settings.status}: ${JSON.stringify(settings.data).slice(0, 500)}`,
			);
		if (settings.data.userManagement?.showSetupOnFirstLoad !== false) {
			const setup = await this.rest('POST', '/owner/setup', OWNER, false);
			if (setup.status >= 400 && !/already setup/i.test(JSON.stringify(setup.data))) {
				throw new Error(
					`owner setup answered ${setup.status}: ${JSON.stringify(setup.data).slice(0, 300)}`,
				);
			}
		}
		await this.rest('POST', '/login', {
			emailOrLdapLoginId: OWNER.email,
			email: OWNER.email,
			password: OWNER.password,
		});
	}

	async activate(workflowId: string): Promise<void> {
		const workflow = await this.rest<{ versionId: string }>('GET', `/workflows/${workflowId}`);
		const answer = await this.rest(
			'POST',
			`/workflows/${workflowId}/activate`,
			{ versionId: workflow.data.versionId },
			false,
		);
		if (answer.status === 404) {
			// Older 1.x: activation is a PATCH of the workflow.
			await this.rest('PATCH', `/workflows/${workflowId}`, {
				active: true,
				versionId: workflow.data.versionId,
			});
		} else if (answer.status >= 400) {
			throw new Error(
				`activating ${workflowId} answered ${answer.status}: ${JSON.stringify(answer.data).slice(0, 500)}`,
			);
		}
		await this.publicationSettled(workflowId, ['published'], 'activating');
	}

	/**
	 * n8n 2.41+ answers an activation or deactivation before its triggers are (un)registered: an
	 * outbox does it afterwards, and `publication-status` says when it is done. Older n8n has no such
	 * route (404) and had finished when it answered.
	 */
	private async publicationSettled(
		workflowId: string,
		done: string[],
		what: string,
	): Promise<void> {
		const deadline = Date.now() + 60_000;
		for (;;) {
			const answer = await this.rest<{ status?: string }>(
				'GET',
				`/workflows/${workflowId}/publication-status`,
				undefined,
				false,
			);
			if (answer.status === 404) return;
			const status = answer.data?.status;
			if (status && done.includes(status)) return;
			if (status === 'failed' || status === 'partial' || Date.now() > deadline)
				throw new Error(`${what} ${workflowId}: publication status ${String(status)}`);
			await sleep(250);
		}
	}

	async deactivate(workflowId: string): Promise<void> {
		const answer = await this.rest('POST', `/workflows/${workflowId}/deactivate`, {}, false);
		if (answer.status === 404) {
			const workflow = await this.rest<{ versionId: string }>('GET', `/workflows/${workflowId}`);
			await this.rest('PATCH', `/workflows/${workflowId}`, {
				active: false,
				versionId: workflow.data.versionId,
			});
		} else if (answer.status >= 400) {
			throw new Error(
				`deactivating ${workflowId} answered ${answer.status}: ${JSON.stringify(answer.data).slice(0, 500)}`,
			);
		}
		await this.publicationSettled(workflowId, ['not_published'], 'deactivating');
	}

	/** The items each node produced in one execution (REST; the run data is stored "flatted"). */
	async executionRun(executionId: string): Promise<RunJson> {
		const answer = await this.rest<{
			data: string | RunJson['data'];
			status?: string;
			finished?: boolean;
		}>('GET', `/executions/${executionId}`);
		const data =
			typeof answer.data.data === 'string'
				? this.flatted().parse(answer.data.data)
				: answer.data.data;
		return {
			status: answer.data.status,
			finished: answer.data.finished,
			data: data as RunJson['data'],
		};
	}

	/** n8n's own copy of `flatted` (its execution-data format), from the runtime's node_modules. */
	private flatted(): { parse(text: string): unknown } {
		const nodeModules = join(dirname(this.options.runtime.n8nBin), '..');
		// eslint-disable-next-line @typescript-eslint/no-require-imports
		return require(
			require.resolve('flatted', { paths: [join(nodeModules, 'n8n'), nodeModules] }),
		) as { parse(text: string): unknown };
	}

	async executions(
		workflowId: string,
	): Promise<Array<{ id: string; status: string; mode: string }>> {
		const answer = await this.rest<
			| { results: Array<{ id: string; status: string; mode: string }> }
			| Array<{ id: string; status: string; mode: string }>
		>('GET', `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}&limit=100`);
		return Array.isArray(answer.data) ? answer.data : answer.data.results;
	}
}

/** The last `count` non-blank lines of a text, at most `maxChars` characters. */
export function lastLines(text: string, count: number, maxChars = 4000): string {
	const lines = text
		.split('\n')
		.filter((line) => line.trim() && !/^npm warn Unknown user config/.test(line));
	const tailText = lines.slice(-count).join('\n');
	return tailText.length > maxChars ? `…${tailText.slice(-maxChars)}` : tailText;
}

function tail(result: RunResult): string {
	return (result.stdout + '\n' + result.stderr)
		.split('\n')
		.filter((line) => line.trim() && !/^npm warn Unknown user config/.test(line))
		.slice(-40)
		.join('\n');
}
