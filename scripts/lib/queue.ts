/**
 * n8n's queue mode on this machine, for the e2e level, the bench and `npm run dev -- --queue`:
 * Redis and PostgreSQL from Debian (installed with apt the first time, like Chromium), each
 * started on a free loopback port with its data in a temporary folder, then one n8n main
 * (`n8n start`), workers (`n8n worker`) and a webhook processor (`n8n webhook`), each with its own
 * copy of a prepared user folder (the package installed in every process, as in separate
 * containers), one encryption key, one database, one Redis queue.
 *
 * Why PostgreSQL and not SQLite: n8n warns that scaling mode "is not officially supported with
 * sqlite" (1.123.81 and 2.39.10, commands/base-command.js), and four processes writing one SQLite
 * file meet its single-writer lock; every queue-mode deployment n8n documents uses PostgreSQL.
 * A scenario gets its own database, copied from a template database that n8n migrated once per
 * n8n version (`CREATE DATABASE ... TEMPLATE`, well under a second instead of a migration run).
 */
import { randomUUID } from 'node:crypto';
import { chownSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, postgresBin, redisBin } from './apt';
import { itemsOf, N8n } from './n8n';
import {
	freePort,
	realClockEnv,
	run,
	runOk,
	sleep,
	startService,
	waitFor,
	type Service,
} from './proc';
import type { Runtime } from './runtime';

/** Debian's redis-server and postgresql, installed with apt-get when missing (about a minute the first time). */
export async function ensureQueuePackages(
	log: (text: string) => void = () => undefined,
): Promise<{ installedMs: number }> {
	const missing = [
		...(redisBin() ? [] : ['redis-server']),
		...(postgresBin() ? [] : ['postgresql']),
	];
	if (!missing.length) return { installedMs: 0 };
	const started = Date.now();
	log(`installing ${missing.join(' and ')} with apt-get (first run only)`);
	await aptInstall(missing);
	if (!redisBin() || !postgresBin())
		throw new Error(
			`apt-get installed ${missing.join(', ')} but redis-server or postgres is still missing`,
		);
	return { installedMs: Date.now() - started };
}

/** PostgreSQL refuses to run as root: as root, its commands run as Debian's `postgres` user. */
function asPostgres(bin: string, args: string[]): [string, string[]] {
	return process.getuid?.() === 0
		? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
		: [bin, args];
}

function uidOf(user: string): { uid: number; gid: number } | undefined {
	const line = readFileSync('/etc/passwd', 'utf8')
		.split('\n')
		.find((l) => l.startsWith(`${user}:`));
	if (!line) return undefined;
	const [, , uid, gid] = line.split(':');
	return { uid: Number(uid), gid: Number(gid) };
}

/** Sends PING to Redis, true on +PONG. */
function redisPing(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = connect(port, '127.0.0.1');
		let answer = '';
		const done = (ok: boolean) => {
			socket.destroy();
			resolve(ok);
		};
		socket.setTimeout(2000, () => done(false));
		socket.on('error', () => done(false));
		socket.on('connect', () => socket.write('PING\r\n'));
		socket.on('data', (d) => {
			answer += d.toString();
			if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
		});
	});
}

export interface QueueServices {
	redisPort: number;
	postgresPort: number;
	/** The database user (a superuser of this throw-away cluster, no password on loopback). */
	postgresUser: string;
	redis: Service;
	postgres: Service;
	/** `CREATE DATABASE name [TEMPLATE template]`. */
	createDatabase(name: string, template?: string): Promise<void>;
	dropDatabase(name: string): Promise<void>;
	/** Runs one SQL statement, returns psql's unaligned output. */
	sql(database: string, statement: string): Promise<string>;
	stop(): Promise<void>;
}

/** Starts Redis and PostgreSQL on free loopback ports, data in temporary folders (removed by stop()). */
export async function startQueueServices(
	log: (text: string) => void = () => undefined,
): Promise<QueueServices> {
	await ensureQueuePackages(log);
	const pgBin = postgresBin()!;
	const user = 'n8n';
	const folders: string[] = [];

	const redisDir = mkdtempSync(join(tmpdir(), 'zid-redis-'));
	folders.push(redisDir);
	const redisPort = await freePort();
	const redis = startService(
		redisBin()!,
		[
			'--port',
			String(redisPort),
			'--bind',
			'127.0.0.1',
			'--save',
			'',
			'--appendonly',
			'no',
			'--dir',
			redisDir,
			'--daemonize',
			'no',
		],
		{
			cwd: redisDir,
			env: realClockEnv(), // redis-server does not answer under libfaketime
		},
	);
	await waitFor(
		'redis-server to answer PING',
		async () => (await redisPing(redisPort)) || undefined,
		30_000,
		200,
	);

	const dataDir = mkdtempSync(join(tmpdir(), 'zid-postgres-'));
	folders.push(dataDir);
	const owner = process.getuid?.() === 0 ? uidOf('postgres') : undefined;
	if (process.getuid?.() === 0) {
		if (!owner)
			throw new Error('running as root, but there is no postgres user to run PostgreSQL as');
		chownSync(dataDir, owner.uid, owner.gid);
	}
	const [initCmd, initArgs] = asPostgres(join(pgBin, 'initdb'), [
		'-D',
		dataDir,
		'-U',
		user,
		'-A',
		'trust',
		'-E',
		'UTF8',
		'--no-sync',
		'--locale=C',
	]);
	await runOk(initCmd, initArgs, { timeoutMs: 120_000 });
	const postgresPort = await freePort();
	// A test database: nothing to keep after a crash, so no fsync.
	const [pgCmd, pgArgs] = asPostgres(join(pgBin, 'postgres'), [
		'-D',
		dataDir,
		'-p',
		String(postgresPort),
		'-k',
		dataDir,
		'-c',
		'listen_addresses=127.0.0.1',
		'-c',
		'fsync=off',
		'-c',
		'synchronous_commit=off',
		'-c',
		'full_page_writes=off',
		'-c',
		'max_connections=200',
	]);
	const postgres = startService(pgCmd, pgArgs, { cwd: tmpdir() });
	const psqlArgs = (database: string) => [
		'-h',
		'127.0.0.1',
		'-p',
		String(postgresPort),
		'-U',
		user,
		'-d',
		database,
		'-v',
		'ON_ERROR_STOP=1',
		'-At',
	];
	const sql = async (database: string, statement: string) =>
		(
			await runOk(join(pgBin, 'psql'), [...psqlArgs(database), '-c', statement], {
				timeoutMs: 60_000,
			})
		).stdout;
	await waitFor(
		'PostgreSQL to accept connections',
		async () =>
			(
				await run(join(pgBin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(postgresPort)], {
					timeoutMs: 10_000,
				})
			).code === 0 || undefined,
		60_000,
		300,
	).catch((error: Error) => {
		throw new Error(`${error.message}\n${postgres.output().slice(-2000)}`);
	});

	return {
		redisPort,
		postgresPort,
		postgresUser: user,
		redis,
		postgres,
		async createDatabase(name, template) {
			await sql(
				'postgres',
				`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`,
			);
		},
		async dropDatabase(name) {
			await sql('postgres', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
		},
		sql,
		async stop() {
			await postgres.stop(10_000);
			await redis.stop(5_000);
			for (const folder of folders) rmSync(folder, { recursive: true, force: true });
		},
	};
}

/** The encryption key of a prepared user folder (every process of one cluster must share it). */
export function encryptionKeyOf(userFolder: string): string {
	const config = JSON.parse(readFileSync(join(userFolder, '.n8n', 'config'), 'utf8')) as {
		encryptionKey?: string;
	};
	if (!config.encryptionKey) throw new Error(`${userFolder}/.n8n/config holds no encryption key`);
	return config.encryptionKey;
}

export interface ClusterOptions {
	runtime: Runtime;
	/** A prepared user folder (package installed, config with its encryption key). */
	template: string;
	services: QueueServices;
	/** The database this cluster uses (created by the caller). */
	database: string;
	workers?: number;
	/** Executions one worker runs at a time (`n8n worker --concurrency`). */
	concurrency?: number;
	timeScale?: number;
	/** Extra environment for every process. */
	env?: Record<string, string>;
	/** Port of the main process (editor, REST); default: a free one. */
	port?: number;
	/** Host in main's editor URL (default 127.0.0.1). */
	host?: string;
	echo?: (line: string) => void;
}

export interface ClusterProcess {
	name: string;
	folder: string;
	port: number;
	service: Service;
}

/**
 * One queue-mode n8n: `main` is an N8n (CLI import/export and REST against the shared database),
 * `workers` run the executions, `webhook` answers production webhooks (WEBHOOK_URL points at it, so
 * Zid deliveries reach it). Main keeps its own production webhooks too, so a delivery to either
 * process is checked by the same node code.
 */
export class QueueCluster {
	readonly main: N8n;
	readonly workers: ClusterProcess[] = [];
	webhook?: ClusterProcess;
	private readonly folders: string[] = [];
	readonly bullPrefix: string;

	constructor(private readonly options: ClusterOptions) {
		this.bullPrefix = `zid${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
		this.main = N8n.fromTemplate(options.template, options.runtime, {
			timeScale: options.timeScale,
			env: this.sharedEnv(),
			port: options.port,
			host: options.host,
		});
	}

	/** Environment every process of the cluster shares. */
	sharedEnv(): Record<string, string> {
		const { services, database } = this.options;
		return {
			EXECUTIONS_MODE: 'queue',
			QUEUE_BULL_REDIS_HOST: '127.0.0.1',
			QUEUE_BULL_REDIS_PORT: String(services.redisPort),
			QUEUE_BULL_PREFIX: this.bullPrefix,
			DB_TYPE: 'postgresdb',
			DB_POSTGRESDB_HOST: '127.0.0.1',
			DB_POSTGRESDB_PORT: String(services.postgresPort),
			DB_POSTGRESDB_DATABASE: database,
			DB_POSTGRESDB_USER: services.postgresUser,
			DB_POSTGRESDB_PASSWORD: '',
			N8N_ENCRYPTION_KEY: encryptionKeyOf(this.options.template),
			// A killed worker's job is noticed after the lock expires (n8n's default 60 s): 20 s here.
			QUEUE_WORKER_LOCK_DURATION: '20000',
			QUEUE_WORKER_LOCK_RENEW_TIME: '5000',
			QUEUE_WORKER_STALLED_INTERVAL: '10000',
			OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
			...(this.options.env ?? {}),
		};
	}

	private copyFolder(name: string): string {
		const folder = mkdtempSync(join(tmpdir(), `zid-n8n-${name}-`));
		cpSync(this.options.template, folder, { recursive: true });
		this.folders.push(folder);
		return folder;
	}

	get timeScale(): number {
		return Math.max(1, this.options.timeScale ?? 1);
	}

	/** URL of the webhook processor (what WEBHOOK_URL says). */
	get webhookUrl(): string {
		if (!this.webhook) throw new Error('the webhook processor is not started');
		return `http://127.0.0.1:${this.webhook.port}`;
	}

	/** Starts main (waits for its REST API), then the workers and the webhook processor (waits for their health checks). */
	async start(): Promise<void> {
		const webhookPort = await freePort();
		await this.main.start({
			env: { WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/` },
			echo: this.options.echo && ((line) => this.options.echo!(`[main] ${line}`)),
		});
		const count = this.options.workers ?? 2;
		const started: Array<Promise<unknown>> = [];
		for (let i = 1; i <= count; i++) started.push(this.startWorker(`worker${i}`));
		started.push(this.startWebhook(webhookPort));
		await Promise.all(started);
	}

	async startWorker(name: string): Promise<ClusterProcess> {
		const folder = this.copyFolder(name);
		const port = await freePort();
		const service = startService(
			this.options.runtime.n8nBin,
			['worker', `--concurrency=${this.options.concurrency ?? 1}`],
			{
				cwd: folder,
				env: this.main.env({
					N8N_USER_FOLDER: folder,
					QUEUE_HEALTH_CHECK_ACTIVE: 'true',
					QUEUE_HEALTH_CHECK_PORT: String(port),
					N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
					N8N_RUNNERS_BROKER_PORT: String(await freePort()),
				}),
				echo: this.options.echo && ((line) => this.options.echo!(`[${name}] ${line}`)),
			},
		);
		const worker = { name, folder, port, service };
		await this.waitHealthy(worker, ['/healthz/readiness', '/healthz']);
		this.workers.push(worker);
		return worker;
	}

	private async startWebhook(port: number): Promise<void> {
		const folder = this.copyFolder('webhook');
		const service = startService(this.options.runtime.n8nBin, ['webhook'], {
			cwd: folder,
			env: this.main.env({
				N8N_USER_FOLDER: folder,
				N8N_PORT: String(port),
				N8N_LISTEN_ADDRESS: '127.0.0.1',
				WEBHOOK_URL: `http://127.0.0.1:${port}/`,
				N8N_RUNNERS_BROKER_PORT: String(await freePort()),
			}),
			echo: this.options.echo && ((line) => this.options.echo!(`[webhook] ${line}`)),
		});
		this.webhook = { name: 'webhook', folder, port, service };
		await this.waitHealthy(this.webhook, ['/healthz/readiness', '/healthz']);
	}

	private async waitHealthy(proc: ClusterProcess, paths: string[]): Promise<void> {
		let exited = false;
		void proc.service.exited.then(() => {
			exited = true;
		});
		await waitFor(
			`n8n ${proc.name} to be ready on port ${proc.port}`,
			async () => {
				if (exited)
					throw new Error(
						`n8n ${proc.name} exited:\n${proc.service.output().split('\n').slice(-30).join('\n')}`,
					);
				for (const path of paths) {
					const response = await fetch(`http://127.0.0.1:${proc.port}${path}`).catch(
						() => undefined,
					);
					if (response?.ok) return true;
				}
				return undefined;
			},
			120_000 * this.timeScale,
			500,
		).catch((error: Error) => {
			throw new Error(
				`${error.message}\n${proc.service.output().split('\n').slice(-30).join('\n')}`,
			);
		});
	}

	/** The worker whose log says it started this execution ("Worker started execution <id>"). */
	workerOf(executionId: string): ClusterProcess | undefined {
		const pattern = new RegExp(`Worker started execution ${executionId}\\b`);
		return this.workers.find((w) => pattern.test(w.service.output()));
	}

	/** Kills a worker and everything it started (its task runner) at once, as a crash or an OOM kill would. */
	async kill(worker: ClusterProcess): Promise<void> {
		const pid = worker.service.child.pid;
		if (pid !== undefined) {
			try {
				process.kill(-pid, 'SIGKILL');
			} catch {
				/* already gone */
			}
		}
		await Promise.race([worker.service.exited, sleep(5_000)]);
	}

	/** Every process's output, for a failure report. */
	outputs(): string {
		const parts = [`--- main ---\n${this.main.output().slice(-20_000)}`];
		for (const p of [...this.workers, ...(this.webhook ? [this.webhook] : [])])
			parts.push(`--- ${p.name} ---\n${p.service.output().slice(-20_000)}`);
		return parts.join('\n');
	}

	async stop(): Promise<void> {
		await Promise.all(
			[...this.workers, ...(this.webhook ? [this.webhook] : [])].map((p) => p.service.stop(10_000)),
		);
		await this.main.stop();
	}

	dispose(): void {
		this.main.dispose();
		for (const folder of this.folders) rmSync(folder, { recursive: true, force: true });
	}
}

/**
 * The template database of one n8n version: created and migrated once (n8n migrates on any
 * command that opens the database), then copied for each cluster.
 */
export async function templateDatabase(
	services: QueueServices,
	runtime: Runtime,
	template: string,
): Promise<string> {
	const name = `zid_template_${runtime.n8nVersion.replace(/\W/g, '_')}`;
	const exists =
		(
			await services.sql('postgres', `SELECT 1 FROM pg_database WHERE datname = '${name}'`)
		).trim() === '1';
	if (exists) return name;
	await services.createDatabase(name);
	const folder = mkdtempSync(join(tmpdir(), 'zid-n8n-migrate-'));
	try {
		cpSync(template, folder, { recursive: true });
		const n8n = new N8n({
			runtime,
			userFolder: folder,
			env: {
				DB_TYPE: 'postgresdb',
				DB_POSTGRESDB_HOST: '127.0.0.1',
				DB_POSTGRESDB_PORT: String(services.postgresPort),
				DB_POSTGRESDB_DATABASE: name,
				DB_POSTGRESDB_USER: services.postgresUser,
				DB_POSTGRESDB_PASSWORD: '',
				N8N_ENCRYPTION_KEY: encryptionKeyOf(template),
			},
		});
		await n8n.init();
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
	return name;
}

// ---- workflows that start through a production webhook (the webhook processor's job in queue mode) ----

export interface WebhookWorkflow {
	id: string;
	name: string;
	active: boolean;
	settings: Record<string, unknown>;
	nodes: Array<Record<string, unknown>>;
	connections: Record<string, unknown>;
}

/** Webhook on POST /webhook/<path> (answers at once, the run goes to the queue) -> the given nodes in a chain. */
export function webhookWorkflow(
	id: string,
	path: string,
	nodes: Array<Record<string, unknown>>,
): WebhookWorkflow {
	const all: Array<Record<string, unknown>> = [
		{
			name: 'Start',
			type: 'n8n-nodes-base.webhook',
			typeVersion: 2,
			webhookId: randomUUID(),
			parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
		},
		...nodes,
	].map((node, i) => ({ id: randomUUID(), typeVersion: 1, position: [i * 220, 0], ...node }));
	const connections: Record<string, unknown> = {};
	for (let i = 0; i + 1 < all.length; i++)
		connections[String(all[i].name)] = {
			main: [[{ node: all[i + 1].name, type: 'main', index: 0 }]],
		};
	return {
		id,
		name: `queue: ${id}`,
		active: false,
		settings: { executionOrder: 'v1', timezone: 'Asia/Riyadh' },
		nodes: all,
		connections,
	};
}

/**
 * Order › Get Many, Return All, paced to the store's bucket (token credential), then one item
 * "Count": how many orders came out, how many distinct, and their ids.
 */
export function queueOrdersWorkflow(
	id: string,
	path: string,
	limit: { capacity: number; drainPerSecond: number },
	credential: { id: string; name: string },
): WebhookWorkflow {
	return webhookWorkflow(id, path, [
		{
			name: 'All orders',
			type: 'n8n-nodes-zid.zid',
			parameters: {
				authentication: 'accessToken',
				resource: 'order',
				operation: 'getMany',
				returnAll: true,
				requestOptions: {
					requestsPerMinute: Math.round(limit.drainPerSecond * 60),
					burst: limit.capacity,
				},
			},
			credentials: { zidApi: credential },
		},
		{
			name: 'Count',
			type: 'n8n-nodes-base.code',
			typeVersion: 2,
			parameters: {
				jsCode:
					'const ids = $input.all().map((item) => item.json.id);\nreturn [{ json: { count: ids.length, unique: new Set(ids).size, ids } }];',
			},
		},
	]);
}

export interface ExecutionRow {
	id: string;
	status: string;
	mode?: string;
	startedAt?: string;
	stoppedAt?: string;
}

/** The executions of one workflow, newest first (main's REST API; logged in). */
export async function executionsOf(main: N8n, workflowId: string): Promise<ExecutionRow[]> {
	const answer = await main.rest<{ results: ExecutionRow[] } | ExecutionRow[]>(
		'GET',
		`/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}`,
	);
	return Array.isArray(answer.data) ? answer.data : answer.data.results;
}

const RUNNING = ['new', 'running', 'waiting', 'unknown'];

/** Waits until `count` executions of the workflow exist and none is still running. */
export async function finishedExecutions(
	main: N8n,
	workflowId: string,
	count: number,
	timeoutMs: number,
): Promise<ExecutionRow[]> {
	return await waitFor(
		`${count} finished execution(s) of ${workflowId}`,
		async () => {
			const list = await executionsOf(main, workflowId);
			return list.length >= count && list.every((e) => !RUNNING.includes(e.status))
				? list
				: undefined;
		},
		timeoutMs,
		1000,
	);
}

/** The "Count" item of a queueOrdersWorkflow execution. */
export async function countOf(
	main: N8n,
	executionId: string,
): Promise<{ count: number; unique: number; ids: number[] }> {
	const run = await main.executionRun(executionId);
	const [summary] = itemsOf(run, 'Count') as Array<{
		count: number;
		unique: number;
		ids: number[];
	}>;
	return summary ?? { count: 0, unique: 0, ids: [] };
}
