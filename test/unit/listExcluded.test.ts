/**
 * Orders newest first, where a page's records each fall in a second of their own: the next window
 * ends one second before the page's last record, so its first page shows no order again
 * (DateWindow.exclude, README "Return All"). An order of that second the page did not hold lies in
 * neither window; the next window's count shows it, and the window before is read again from that
 * second to its end. Servers with short runs of equal seconds reach that case often.
 */
import type { IDataObject } from 'n8n-workflow';
import type { ZidTransport } from '../../nodes/shared/transport/request/zidTransport';
import { drawModel, plainModel, type ServerModel } from '../helpers/listModel';
import { runModel, silent } from '../helpers/listModelRun';

const secondOf = (text: unknown) => String(text).slice(0, 19);
const boundSecond = (text: unknown) => {
	const ms = Date.parse(`${String(text).slice(0, 19).replace(' ', 'T')}Z`);
	return new Date(ms + 1000).toISOString().slice(0, 19).replace('T', ' ');
};

/** Runs one model and says, besides the outcome, which seconds windows left out and which were read again. */
async function watched(model: ServerModel) {
	const excluded = new Set<string>();
	let readAgain = 0;
	let lastSecond: string | undefined;
	const result = await runModel(model, (inner) => {
		const transport = Object.create(inner) as ZidTransport;
		transport.tryRequest = (async (request: { qs?: IDataObject }) => {
			const qs = request.qs ?? {};
			// A window ending the second before the last order read left that second out.
			if (qs.date_to !== undefined && boundSecond(qs.date_to) === lastSecond)
				excluded.add(lastSecond as string);
			if (qs.date_from !== undefined && excluded.has(secondOf(qs.date_from))) readAgain++;
			const answer = await inner.tryRequest(request as never);
			const orders = answer.ok
				? ((answer.body as IDataObject).orders as IDataObject[] | undefined)
				: undefined;
			if (orders?.length) lastSecond = secondOf(orders[orders.length - 1].created_at);
			return answer;
		}) as ZidTransport['tryRequest'];
		return transport;
	});
	return { outcome: result.outcome, excluded: excluded.size, readAgain, requests: result.requests };
}

describe('windows that leave out the second of the last order read', () => {
	test('still stores with runs of one or two orders a second: every order once, the left-out second read again when its count shows more', async () => {
		const wrong: string[] = [];
		let excluded = 0;
		let readAgain = 0;
		for (let seed = 1; seed <= 300; seed++) {
			const model = plainModel(
				'orders',
				{ size: 40 + (seed % 160), maxPageSize: 3 + (seed % 3), tieSpread: 2 },
				seed,
			);
			const result = await watched(model);
			excluded += result.excluded;
			readAgain += result.readAgain;
			if (result.outcome !== 'exact') wrong.push(`seed ${seed}: ${result.outcome}`);
		}
		process.stdout.write(`excluded ${excluded}, read again ${readAgain}\n`);
		expect(wrong).toEqual([]);
		// Both halves are reached: windows that left a second out, and seconds read again.
		expect(excluded).toBeGreaterThan(1000);
		expect(readAgain).toBeGreaterThan(200);
	}, 120000);

	test('never silent over 3,000 drawn order servers (faults, inserts, deletes, ties)', async () => {
		const wrong: string[] = [];
		let excluded = 0;
		for (let seed = 1; seed <= 3000; seed++) {
			const result = await watched(drawModel(seed, 'orders'));
			excluded += result.excluded;
			if (silent(result.outcome)) wrong.push(`seed ${seed}: ${result.outcome}`);
		}
		expect(wrong).toEqual([]);
		expect(excluded).toBeGreaterThan(1000);
	}, 180000);

	test('20,000 orders, one a second, 100 a page: 201 pages, the first read again and the final count (only the first window shows an order again)', async () => {
		const result = await watched(plainModel('orders', { size: 20000, maxPageSize: 100 }));
		expect(result).toMatchObject({ outcome: 'exact', requests: 203, readAgain: 0 });
		expect(result.excluded).toBeGreaterThan(190);
	}, 60000);
});
