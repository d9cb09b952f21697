/**
 * Child process of bench/overhead.ts (run with --expose-gc): runs the Zid node in n8n-core's real
 * execution context against the sandbox the parent serves, and reports this process's CPU time and
 * heap for one Return All. The sandbox lives in the parent, so its CPU is not counted here.
 * Argv: <apiBaseUrl> <authorization> <managerToken> <storeId> <orders>
 */
import './lib/jestShim';
import type { INodeExecutionData } from 'n8n-workflow';
import { CredentialStore, runZid } from '../test/helpers/n8n';

const [apiBaseUrl, authorization, managerToken, storeId, ordersArg] = process.argv.slice(2);
const gc = (globalThis as unknown as { gc?: () => void }).gc;

/**
 * One Return All. `live`: the sampler forces a full GC before each reading, so the peak is memory
 * the run really holds (pages in flight, records kept, output), not garbage V8 has yet to collect;
 * that slows the run, so CPU is taken from a run without it.
 */
async function measure(store: CredentialStore, simplify: boolean, live: boolean) {
	const parameters = {
		resource: 'order',
		operation: 'getMany',
		returnAll: true,
		simplify,
		requestOptions: { requestsPerMinute: 0 },
	};
	gc?.();
	gc?.();
	const baseline = process.memoryUsage();
	let peakHeap = baseline.heapUsed;
	let peakRss = baseline.rss;
	const sampler = setInterval(
		() => {
			if (live) gc?.();
			const m = process.memoryUsage();
			peakHeap = Math.max(peakHeap, m.heapUsed);
			peakRss = Math.max(peakRss, m.rss);
		},
		live ? 100 : 2,
	);
	const cpu0 = process.cpuUsage();
	const t0 = performance.now();
	const items: INodeExecutionData[] = await runZid({ store, credential: 'zidApi', parameters });
	const wallMs = performance.now() - t0;
	const cpu = process.cpuUsage(cpu0);
	clearInterval(sampler);
	// The last reading too: after a forced GC in the live run, or it would count garbage after all.
	if (live) gc?.();
	const end = process.memoryUsage();
	peakHeap = Math.max(peakHeap, end.heapUsed);
	gc?.();
	gc?.();
	const retained = process.memoryUsage().heapUsed - baseline.heapUsed;
	const jsonBytes = Buffer.byteLength(JSON.stringify(items.map((item) => item.json)));
	const ids = new Set(items.map((item) => item.json.id));
	return {
		simplify,
		live,
		items: items.length,
		unique: ids.size,
		cpuMs: (cpu.user + cpu.system) / 1000,
		wallMs,
		jsonBytes,
		peakHeapDelta: peakHeap - baseline.heapUsed,
		peakRssDelta: peakRss - baseline.rss,
		retainedHeap: retained,
		keep: items.length, // items stay alive until here
	};
}

async function main() {
	const store = new CredentialStore();
	store.set('zidApi', {
		authorizationToken: authorization,
		managerToken,
		baseUrl: apiBaseUrl,
		storeId,
	});
	// Warm up: load n8n-core's request stack and JIT the node's code on a small list first.
	await runZid({
		store,
		credential: 'zidApi',
		parameters: {
			resource: 'order',
			operation: 'getMany',
			returnAll: false,
			limit: 300,
			requestOptions: { requestsPerMinute: 0 },
		},
	});
	const results = [];
	for (const simplify of [true, false])
		for (const live of [false, true]) results.push(await measure(store, simplify, live));
	process.stdout.write(`${JSON.stringify({ orders: Number(ordersArg), results })}\n`);
	process.exit(0);
}

main().catch((error: Error) => {
	process.stderr.write(`${error.stack ?? String(error)}\n`);
	process.exit(1);
});
