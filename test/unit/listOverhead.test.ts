/**
 * What the exactness checks cost on a store that keeps still (README "The end-of-run check is
 * never skipped": cost of the checks in requests): the requests each list family sends beyond the
 * bare minimum (one request per page of the largest size), printed per list. Page lists join each
 * page to the one before by overlap; Zid's lists take only a page number and a size, so the
 * overlap comes from varying the size, and the cheapest such reading is computed exactly here to
 * show how close the planner comes to it.
 */
import { plainModel, type Family, type ServerModel } from '../helpers/listModel';
import { runModel } from '../helpers/listModelRun';

const RECORDS = 20000;
const LISTS: Array<{ family: Family; page: number }> = [
	{ family: 'orders', page: 100 },
	{ family: 'customers', page: 100 },
	{ family: 'coupons', page: 100 },
	{ family: 'carts', page: 100 },
	{ family: 'products', page: 50 },
	{ family: 'cursor', page: 50 },
];

function still(family: Family, page: number, tieSpread: number): ServerModel {
	return plainModel(family, { size: RECORDS, maxPageSize: page, tieSpread });
}

/** The fewest pages that read `records` from `pageSize`-record pages, each overlapping the one before by one record or more. */
function cheapestOverlapping(records: number, pageSize: number): number {
	const cost = new Array<number>(records + pageSize + 1).fill(0);
	for (let pos = records - 1; pos >= 1; pos--) {
		let best = Infinity;
		for (let size = 2; size <= pageSize; size++) {
			const start = Math.floor((pos - 1) / size) * size;
			const next = start + size;
			if (next > pos) best = Math.min(best, 1 + (next >= records ? 0 : cost[next]));
		}
		cost[pos] = best;
	}
	return 1 + cost[pageSize];
}

describe('requests beyond the bare minimum on a store that keeps still', () => {
	test('per list, printed; every list read exactly, page lists within 2.5 points of the cheapest overlapping reading', async () => {
		const rows: string[] = [];
		const over: Record<string, number> = {};
		for (const { family, page } of LISTS) {
			for (const ties of [1, 3]) {
				const result = await runModel(still(family, page, ties));
				expect({ family, ties, outcome: result.outcome }).toEqual({
					family,
					ties,
					outcome: 'exact',
				});
				const minimum = Math.ceil(RECORDS / page);
				const extra = (result.requests - minimum) / minimum;
				over[`${family}/${ties}`] = extra;
				rows.push(
					`${family.padEnd(10)} ${String(page).padStart(3)}/page ties ${ties}: ${result.requests} requests for ${minimum} pages (+${(extra * 100).toFixed(1)} %)`,
				);
			}
		}
		const floor100 = cheapestOverlapping(RECORDS, 100) / (RECORDS / 100) - 1;
		const floor50 = cheapestOverlapping(RECORDS, 50) / (RECORDS / 50) - 1;
		rows.push(
			`cheapest reading whose every page overlaps the one before: +${(floor100 * 100).toFixed(1)} % at 100/page, +${(floor50 * 100).toFixed(1)} % at 50/page`,
		);
		process.stdout.write(`${rows.join('\n')}\n`);
		// Orders read in windows: a window's first page needs no overlap, and where every order of a
		// window's page has a second of its own, shows no order again (the extra requests: the final
		// count, the first page read again once the windows are bounded at the far end, and the
		// first window showing the first page's last order again); cursor lists: no overlap
		// possible, so a second pass that reads every record of the first again proves it.
		expect(over['orders/1']).toBeLessThanOrEqual(0.015);
		expect(over['orders/3']).toBeLessThanOrEqual(0.03);
		expect(over['cursor/1']).toBe(1);
		for (const family of ['customers', 'coupons'])
			expect(over[`${family}/1`]).toBeLessThanOrEqual(floor100 + 0.025);
		// Abandoned carts announce no total: two counts (a page of one cart each) on top.
		expect(over['carts/1']).toBeLessThanOrEqual(floor100 + 0.025 + 2 / 200);
		expect(over['products/1']).toBeLessThanOrEqual(floor50 + 0.03);
	}, 120000);
});
