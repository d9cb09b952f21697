/**
 * Equal created_at in a new order on every request while customers are added and deleted, read
 * through the node against the sandbox over loopback (README "The end-of-run check is never
 * skipped"). Each pass loses other customers to the new order, so no pass holds the total; passes
 * that together read as many customers as the total proved nothing: a customer deleted after a
 * pass read it and one added, between the same two answers, kept every count while a customer no
 * pass read stayed unread. Found by a generated sweep of the sandbox's switches (seed 77 of 150:
 * one customer short, reported as success).
 */
import type { IDataObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { tie, type Dated } from '../helpers/ties';
import { jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({ counts: { customers: 240 } });
afterEach(() => {
	h.sandbox.setChurn(null);
	h.sandbox.clearChurnLog();
	h.sandbox.setListFaults(undefined);
});

test('runs of 60 equal created_at, page 1 leaving a customer out once, one added and one deleted together every 10 requests: every customer that stayed, once, or loud', async () => {
	const records = h.sandbox.db.customers as unknown as Dated;
	tie(records, 60);
	const before = records.map((r) => String(r.id));
	h.sandbox.setListFaults({ tieOrder: 'perRequest', omitRecordAt: 1, once: true, seed: 77 });
	h.sandbox.setChurn({
		collection: 'customers',
		addPerRequest: 1,
		deletePerRequest: 1,
		everyRequests: 10,
		seed: 77,
	});
	let ids: string[];
	try {
		ids = jsonOf(await h.run({ resource: 'customer', operation: 'getMany', returnAll: true })).map(
			(item: IDataObject) => String(item.id),
		);
	} catch (error) {
		expect(error).toBeInstanceOf(NodeApiError);
		expect((error as NodeApiError).description).toMatch(/Fetched [\d,]+ record\(s\)/);
		return;
	}
	const log = h.sandbox.churnLog('customers');
	expect(log.deleted.length).toBeGreaterThan(0);
	const gone = new Set(log.deleted.map((e) => String(e.id)));
	const got = new Set(ids);
	expect({
		duplicates: ids.length - got.size,
		missing: before.filter((id) => !gone.has(id) && !got.has(id)),
	}).toEqual({ duplicates: 0, missing: [] });
});
