/**
 * A real n8n (the pinned 1.123.81 from scripts/n8n-runtime.sh) with our package installed the way
 * users get it (`npm pack` + npm install into the user folder), driven headless:
 * `n8n import:credentials`, `n8n import:workflow`, `n8n execute --id --rawOutput`.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runOk } from '../../scripts/lib/proc';
import { N8n, type ExecuteResult } from '../../scripts/lib/n8n';
import {
	ensureBuilt,
	ensureRuntime,
	installPackage,
	N8N_1,
	packPackage,
	type Runtime,
} from '../../scripts/lib/runtime';
import { tokenCredential } from '../../scripts/lib/sandbox';
import type { Sandbox, Tokens } from '../../sandbox';
import { BENCH_CREDENTIAL, type Workflow } from './workflows';

export class BenchN8n {
	private static sandbox?: Sandbox;
	private readonly folders: string[] = [];

	private constructor(
		readonly runtime: Runtime,
		/** A prepared user folder (package installed, database migrated), copied per instance. */
		readonly template: string,
	) {}

	/** Builds if needed, packs, installs n8n's runtime (first time only) and prepares a user folder template. */
	static async prepare(sandbox: Sandbox, say: (text: string) => void): Promise<BenchN8n> {
		this.sandbox = sandbox;
		const rebuilt = await ensureBuilt();
		const pkg = await packPackage();
		const runtime = await ensureRuntime(N8N_1);
		const template = mkdtempSync(join(tmpdir(), 'zid-bench-template-'));
		try {
			const { missing } = await installPackage(template, pkg);
			const n8n = new N8n({ runtime, userFolder: template });
			await n8n.init();
			say(
				`n8n ${runtime.n8nVersion}, ${pkg.name}@${pkg.version} installed from npm pack${rebuilt ? ' (rebuilt first)' : ''}${missing.length ? `; not built yet, left out: ${missing.join(', ')}` : ''}`,
			);
		} finally {
			pkg.dispose();
		}
		return new BenchN8n(runtime, template);
	}

	/** A user folder of its own (copy of the template): concurrent runs must not share n8n's SQLite file. */
	async instance(workflows: Workflow[]): Promise<{ n8n: N8n; tokens: Tokens }> {
		const folder = mkdtempSync(join(tmpdir(), 'zid-bench-'));
		cpSync(this.template, folder, { recursive: true });
		this.folders.push(folder);
		const n8n = new N8n({
			runtime: this.runtime,
			userFolder: folder,
			env: { N8N_LOG_LEVEL: 'info', NODE_OPTIONS: '--max-old-space-size=4096' },
		});
		// A token pair of its own per instance: same app and store (one shared bucket), told apart in the request log.
		const tokens = BenchN8n.sandbox!.issueTokens();
		await n8n.importCredentials([
			tokenCredential(BENCH_CREDENTIAL.id, BENCH_CREDENTIAL.name, BenchN8n.sandbox!, { ...tokens }),
		]);
		for (const workflow of workflows) await n8n.importWorkflow(workflow);
		return { n8n, tokens };
	}

	static async execute(n8n: N8n, workflowId: string, timeoutMs = 240_000): Promise<ExecuteResult> {
		return await n8n.execute(workflowId, timeoutMs);
	}

	dispose(): void {
		for (const folder of [...this.folders, this.template])
			rmSync(folder, { recursive: true, force: true });
	}
}

export interface StoredRun {
	found: boolean;
	status?: string;
	error?: { message?: string; description?: string; node?: string };
	nodes: Record<
		string,
		{
			items: number;
			ids: unknown[];
			error?: { message?: string; description?: string };
			executionTime?: number;
			jsonBytes: number;
		}
	>;
}

/** The newest stored execution of a workflow, read from the user folder's SQLite database. */
export async function storedRun(
	n8n: N8n,
	runtime: Runtime,
	workflowId: string,
	idField = 'id',
): Promise<StoredRun> {
	const nodeModules = join(dirname(runtime.n8nBin), '..');
	const result = await runOk(
		join(runtime.nodeBin, 'node'),
		[
			'--no-warnings',
			join(__dirname, 'read-execution.cjs'),
			join(nodeModules, 'n8n'),
			join(n8n.userFolder, '.n8n', 'database.sqlite'),
			workflowId,
			idField,
		],
		{
			timeoutMs: 120_000,
		},
	);
	return JSON.parse(result.stdout) as StoredRun;
}
