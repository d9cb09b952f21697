/**
 * What the window counts cost on orders while the store changes (README "Return All", docs/zid-api.md
 * §6): 20,000 orders at 100 a page, newest first, with orders created at the front and deleted at
 * random positions at the bench's rates relative to requests (bench/changing.ts: one created every
 * 200 ms, one deleted every 500 ms; about 0.5 and 0.2 per request). A window open at the far end
 * counts every older order, so each delete further back made the next window count short and cost
 * a re-read (+8 to +15 % before stretches); a stretch's count only sees deletes inside it.
 */
import { plainModel, type ServerModel } from '../helpers/listModel';
import { runModel } from '../helpers/listModelRun';

const RECORDS = 20000;
const PAGE = 100;

function changing(seed: number, tieSpread: number): ServerModel {
	return plainModel(
		'orders',
		{ size: RECORDS, maxPageSize: PAGE, tieSpread, insert: 0.5, remove: 0.2 },
		seed,
	);
}

describe('orders on a store that changes while they are read', () => {
	// Bounds: one re-read of the window that first counted short, one of the last open page, the
	// final count, and what a still store costs: with no ties, windows that show no order again
	// (+1 %); with runs of up to 3 orders a second, the re-read run of equal seconds (+2.5 %).
	// Where the first page is among the windows read again (seed 3), the orders created since push
	// its last order onto the next pages of the plain list, and the re-read reads on until it shows it.
	test.each([
		{ ties: 1, bound: 0.03 },
		{ ties: 3, bound: 0.05 },
	])(
		'every order that existed throughout, within +$bound of one request per page (ties $ties)',
		async ({ ties, bound }) => {
			const rows: string[] = [];
			for (const seed of [1, 2, 3, 4]) {
				const result = await runModel(changing(seed, ties));
				const minimum = RECORDS / PAGE;
				const extra = (result.requests - minimum) / minimum;
				rows.push(
					`seed ${seed} ties ${ties}: ${result.requests} requests for ${minimum} pages (+${(extra * 100).toFixed(1)} %)`,
				);
				expect({ seed, outcome: result.outcome }).toEqual({ seed, outcome: 'exact' });
				expect({ seed, extra: extra <= bound }).toEqual({ seed, extra: true });
			}
			process.stdout.write(`${rows.join('\n')}\n`);
		},
		120000,
	);
});
