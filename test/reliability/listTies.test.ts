/**
 * Equal sort keys that come back in a new order on every request, as a SQL sort on a non-unique
 * column with LIMIT/OFFSET answers (the sandbox's `tieOrder` list fault), read through the node
 * against the sandbox over loopback: every record exactly once, or a loud error; never a short
 * success (README "Return All: every record exactly once").
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { tie, type Dated } from '../helpers/ties';
import { jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({ counts: { orders: 1200, customers: 700 } });

const LISTS: Record<string, { records: () => Dated; parameters: INodeParameters }> = {
	orders: {
		records: () => h.sandbox.db.orders as unknown as Dated,
		parameters: { resource: 'order', operation: 'getMany', returnAll: true, simplify: false },
	},
	customers: {
		records: () => h.sandbox.db.customers as unknown as Dated,
		parameters: { resource: 'customer', operation: 'getMany', returnAll: true },
	},
};

async function readAll(parameters: INodeParameters): Promise<string[] | NodeApiError> {
	try {
		return jsonOf(await h.run(parameters)).map((item: IDataObject) => String(item.id));
	} catch (error) {
		return error as NodeApiError;
	}
}

describe('equal created_at in a new order on every request', () => {
	afterEach(() => h.sandbox.setListFaults(undefined));

	test.each<[string, number, 'complete' | 'complete or loud']>([
		// Runs shorter than a page: each page re-reads the run it ended in, whatever its order.
		['orders', 30, 'complete'],
		['customers', 7, 'complete'],
		['customers', 40, 'complete'],
		// A second with more orders than a page: read again until the passes hold the total, or loud.
		['orders', 150, 'complete or loud'],
	])('%s, runs of %i: %s, never a short success', async (name, run, promise) => {
		const list = LISTS[name];
		const restore = tie(list.records(), run);
		try {
			const expected = list.records().map((r) => String(r.id));
			for (const seed of [1, 2, 3]) {
				h.sandbox.setListFaults({ tieOrder: 'perRequest', seed });
				const outcome = await readAll(list.parameters);
				if (outcome instanceof NodeApiError) {
					expect({ seed, promise }).toEqual({ seed, promise: 'complete or loud' });
					expect(outcome.message).toMatch(/could not be read whole/);
					expect(outcome.description).toMatch(/Fetched [\d,]+ record\(s\)/);
					continue;
				}
				expect(new Set(outcome).size).toBe(outcome.length);
				const got = new Set(outcome);
				expect({ seed, missing: expected.filter((id) => !got.has(id)).length }).toEqual({
					seed,
					missing: 0,
				});
			}
		} finally {
			restore();
		}
	});
});
