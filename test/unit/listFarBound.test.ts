/**
 * Orders on a server that honours the window's bound but ignores its far bound (`date_from` newest
 * first, `date_to` oldest first; docs/zid-api.md §6): a page holding an order beyond the far bound
 * shows the count was the open window's, and the reader goes on in open windows (README "Return
 * All"). Every order that existed throughout still comes out once, or the run is loud.
 */
import type { IDataObject } from 'n8n-workflow';
import type { ZidTransport } from '../../nodes/shared/transport/request/zidTransport';
import { drawModel, plainModel, type ServerModel } from '../helpers/listModel';
import { runModel, silent } from '../helpers/listModelRun';

async function withoutDateFrom(model: ServerModel) {
	let asked = 0;
	const result = await runModel(model, (inner) => {
		const transport = Object.create(inner) as ZidTransport;
		transport.tryRequest = ((request: { qs?: IDataObject }) => {
			const qs = { ...request.qs };
			if (qs.date_from !== undefined) asked++;
			if (model.sort === 'desc') delete qs.date_from;
			else delete qs.date_to;
			return inner.tryRequest({ ...request, qs } as never);
		}) as ZidTransport['tryRequest'];
		return transport;
	});
	return { outcome: result.outcome, requests: result.requests, asked };
}

describe('a far bound Zid ignores', () => {
	test('never silent over 2,000 drawn order servers with the far bound dropped', async () => {
		const wrong: string[] = [];
		let bounded = 0;
		for (let seed = 1; seed <= 2000; seed++) {
			const model = { ...drawModel(seed, 'orders'), windows: 'honour' as const, limit: undefined };
			const result = await withoutDateFrom(model);
			if (result.asked) bounded++;
			if (silent(result.outcome)) wrong.push(`seed ${seed}: ${result.outcome}`);
		}
		expect(wrong).toEqual([]);
		// The case is reached: many runs bounded a window at the far end.
		expect(bounded).toBeGreaterThan(100);
	}, 120000);

	test('on the changing store of listChanging.test.ts: exact, read on in open windows (requests printed)', async () => {
		const model = plainModel('orders', {
			size: 20000,
			maxPageSize: 100,
			insert: 0.5,
			remove: 0.2,
		});
		const result = await withoutDateFrom(model);
		process.stdout.write(
			`date_from ignored: ${result.outcome}, ${result.requests} requests for 200 pages\n`,
		);
		expect(result.outcome).toBe('exact');
		expect(result.asked).toBeGreaterThan(0);
	}, 120000);
});
