/**
 * `npm run dev`: the package inside a real n8n, talking to the local Zid sandbox.
 *
 *   1. the pinned n8n + Node 24 (scripts/n8n-runtime.sh; minutes the first time, instant later)
 *   2. the sandbox on 127.0.0.1:8787 (ZID_SANDBOX_PORT), in this process
 *   3. a fresh n8n user folder (.n8n-user/): the package installed from `npm pack` like users get
 *      it, both Zid credentials imported already connected to the sandbox (tokens from the
 *      sandbox's own authorize + token endpoints), examples/*.json imported
 *   4. `n8n start` on http://localhost:5678 (ZID_N8N_PORT) with an owner account ready
 *
 * `npm run dev -- --queue`: the same in n8n's queue mode (scripts/lib/queue.ts): Redis and
 * PostgreSQL from Debian (installed the first time) on free loopback ports, n8n main on :5678,
 * two workers and a webhook processor (Zid's deliveries go to it), the package in every process.
 *
 * Ctrl-C stops n8n and the sandbox. ZID_N8N_VERSION picks another n8n (see n8n-runtime.sh).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE_CREDENTIALS as DEV_CREDENTIALS, loadExamples } from './lib/examples';
import { N8n, OWNER } from './lib/n8n';
import { installExitHooks } from './lib/proc';
import { QueueCluster, startQueueServices, type QueueServices } from './lib/queue';
import { ensureRuntime, hasBuiltTrigger, installPackage, packPackage, ROOT } from './lib/runtime';
import { oauth2Credential, SandboxClient, tokenCredential, type SandboxInfo } from './lib/sandbox';

const SANDBOX_PORT = Number(process.env.ZID_SANDBOX_PORT ?? 8787);
const N8N_PORT = Number(process.env.ZID_N8N_PORT ?? 5678);
const USER_FOLDER = join(ROOT, '.n8n-user');
const QUEUE = process.argv.includes('--queue');
const say = (text: string) => console.log(`[dev] ${text}`);

interface RunningSandbox extends SandboxInfo {
	close(): Promise<void>;
}

async function startLocalSandbox(): Promise<RunningSandbox> {
	if (!existsSync(join(ROOT, 'sandbox', 'index.ts'))) {
		throw new Error(
			'sandbox/index.ts does not exist yet: the sandbox has not landed in this checkout.',
		);
	}
	// Imported late so a missing sandbox reads as the message above, not a stack trace.
	const { startSandbox } = (await import('../sandbox/index')) as typeof import('../sandbox/index');
	return startSandbox({ port: SANDBOX_PORT });
}

async function main(): Promise<void> {
	let n8n: N8n | undefined;
	let cluster: QueueCluster | undefined;
	let services: QueueServices | undefined;
	let sandbox: RunningSandbox | undefined;
	let stopping = false;
	const stopAll = async () => {
		stopping = true;
		say('stopping n8n and the sandbox ...');
		await cluster?.stop();
		await n8n?.stop();
		await services?.stop();
		await sandbox?.close();
		say('stopped');
	};
	installExitHooks(stopAll);

	const runtime = await ensureRuntime();
	say(`n8n ${runtime.n8nVersion} ready (${(runtime.ms / 1000).toFixed(1)} s)`);

	sandbox = await startLocalSandbox();
	const zid = new SandboxClient(sandbox);
	say(`Zid sandbox on ${sandbox.url} (API ${sandbox.apiBaseUrl})`);

	rmSync(USER_FOLDER, { recursive: true, force: true });
	mkdirSync(USER_FOLDER, { recursive: true });
	const pkg = await packPackage();
	const install = await installPackage(USER_FOLDER, pkg);
	pkg.dispose();
	say(
		`installed ${pkg.name}@${pkg.version} from ${pkg.tgz.split('/').pop()} into .n8n-user/.n8n/nodes`,
	);
	for (const file of install.missing)
		say(
			`WARNING: package.json lists ${file}, which is not built; left out of the installed copy so the rest loads`,
		);

	n8n = new N8n({ runtime, userFolder: USER_FOLDER, port: N8N_PORT, host: 'localhost' });
	if (QUEUE) {
		// The prepared folder is the template every queue process copies (its encryption key too).
		await n8n.init();
		services = await startQueueServices(say);
		await services.createDatabase('zid_dev');
		say(
			`queue mode: Redis on 127.0.0.1:${services.redisPort}, PostgreSQL on 127.0.0.1:${services.postgresPort} (database zid_dev)`,
		);
		cluster = new QueueCluster({
			runtime,
			template: USER_FOLDER,
			services,
			database: 'zid_dev',
			workers: 2,
			concurrency: 5,
			port: N8N_PORT,
			host: 'localhost',
			echo: quietEcho,
		});
		n8n = cluster.main;
	}
	const callback = `${n8n.editorUrl}/rest/oauth2-credential/callback`;
	// Two separate installs: refreshing one credential's tokens must not revoke the other's.
	const oauthTokens = await zid.authorize(callback);
	const tokenTokens = await zid.authorize(callback);
	await n8n.importCredentials([
		oauth2Credential(DEV_CREDENTIALS.oauth2.id, DEV_CREDENTIALS.oauth2.name, sandbox, oauthTokens),
		tokenCredential(DEV_CREDENTIALS.token.id, DEV_CREDENTIALS.token.name, sandbox, tokenTokens),
	]);
	say(
		'credentials imported: "Zid sandbox (OAuth2)" (connected through the sandbox OAuth flow) and "Zid sandbox (token)"',
	);

	const examples = loadExamples(sandbox.apiBaseUrl);
	for (const { file, workflow } of examples) {
		await n8n.importWorkflow(workflow);
		const needsTrigger = workflow.nodes.some((node) => node.type === 'n8n-nodes-zid.zidTrigger');
		say(
			`workflow imported: ${workflow.name} (${file})${needsTrigger && !hasBuiltTrigger() ? ' - its Zid Trigger is not built yet; "Run now" works' : ''}`,
		);
	}

	say(
		`starting n8n on ${n8n.editorUrl}${cluster ? ' with 2 workers and a webhook processor' : ''} ...`,
	);
	if (cluster) await cluster.start();
	else await n8n.start({ echo: quietEcho });
	await n8n.setupOwnerAndLogin();

	const lines = [
		'',
		'  Zid sandbox + n8n are running.',
		'',
		`  Editor     ${n8n.editorUrl}`,
		`  Log in     ${OWNER.email} / ${OWNER.password}`,
		`  Sandbox    ${sandbox.url}  (requests: ${sandbox.url}/__sandbox/requests)`,
		...(cluster
			? [
					`  Queue      ${cluster.workers.length} workers (${cluster.workers.map((w) => `health :${w.port}`).join(', ')}), webhook processor ${cluster.webhookUrl} (Zid deliveries go there)`,
					`             Redis 127.0.0.1:${services!.redisPort}, PostgreSQL 127.0.0.1:${services!.postgresPort} database zid_dev`,
				]
			: []),
		'',
		'  Workflows (open one, click "Execute workflow"):',
		...examples.map(
			({ workflow }) => `    ${workflow.name.padEnd(38)} ${n8n!.editorUrl}/workflow/${workflow.id}`,
		),
		'',
		`  Credentials: ${n8n.editorUrl}/home/credentials`,
		'    "Zid sandbox (OAuth2)" is connected; "Connect my account" runs the sandbox OAuth flow again.',
		'',
		'  Ctrl-C stops both.',
		'',
	];
	console.log(lines.join('\n'));

	const code = await n8n.exited();
	if (stopping) return;
	say(`n8n exited (code ${code}); stopping the sandbox`);
	await cluster?.stop();
	await services?.stop();
	await sandbox.close();
	process.exit(code ?? 1);
}

/** n8n's output without the migration and deprecation chatter; lines of a queue process keep their "[worker1]" prefix. */
function quietEcho(line: string): void {
	const [, prefix = '[n8n] ', text = line] = /^(\[\w+\] )?(.*)$/s.exec(line) ?? [];
	if (text.trim() && !/migration|^\s*-|deprecat|Please set|Learn more/i.test(text))
		console.log(`${prefix}${text}`);
}

main().catch((error: Error) => {
	console.error(`[dev] ${error.message}`);
	process.exit(1);
});
