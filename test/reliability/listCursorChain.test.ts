/**
 * A `next`-link list whose chain breaks (the sandbox's `cursorChain` list fault): it ends a page
 * early, skips a page, or repeats a page under a new cursor, while `count` stays true. Read through
 * the node against the sandbox over loopback: Return All of products gives every product exactly
 * once, or fails loudly; never a short success (README "Return All: every record exactly once").
 */
import type { IDataObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { ListFaultOptions } from '../../sandbox';
import { jsonOf, useHarness } from '../helpers/zid';

const h = useHarness({ counts: { products: 602 } });
afterEach(() => h.sandbox.setListFaults(undefined));

const PATH = '/v1/products/';

interface Verdict {
	faults: ListFaultOptions;
	outcome: 'complete' | 'loud' | 'short or duplicated';
	read: number;
	expected: number;
}

async function verdict(faults: ListFaultOptions): Promise<Verdict> {
	const expected = h.sandbox.db.products
		.filter((p) => p.structure !== 'child')
		.map((p) => String(p.id));
	h.sandbox.setListFaults(faults);
	h.sandbox.clearRequests();
	let ids: string[];
	try {
		const items = jsonOf(
			await h.run({ resource: 'product', operation: 'getMany', returnAll: true }),
		);
		ids = items.map((item: IDataObject) => String(item.id));
	} catch (error) {
		if (!(error instanceof NodeApiError || error instanceof NodeOperationError)) throw error;
		return { faults, outcome: 'loud', read: 0, expected: expected.length };
	}
	// The broken page was asked for: a pass is not the fault missing the node's requests.
	expect(
		h.sandbox.requests.some((r) => r.path === PATH && r.query.page === String(faults.chainAt)),
	).toBe(true);
	const got = new Set(ids);
	const exact = got.size === ids.length && expected.every((id) => got.has(id));
	return {
		faults,
		outcome: exact ? 'complete' : 'short or duplicated',
		read: got.size,
		expected: expected.length,
	};
}

async function expectCompleteOrLoud(
	cursorChain: ListFaultOptions['cursorChain'],
	once: boolean,
): Promise<void> {
	const verdicts: Verdict[] = [];
	for (const chainAt of [2, 5]) verdicts.push(await verdict({ cursorChain, chainAt, once }));
	expect(verdicts.filter((v) => v.outcome === 'short or duplicated')).toEqual([]);
	// A chain that breaks only once reads right when the page is asked again: no false alarm.
	if (once) expect(verdicts.map((v) => v.outcome)).toEqual(['complete', 'complete']);
}

describe('a `next` chain that ends early, skips a page or repeats one (count unchanged)', () => {
	test.each<[ListFaultOptions['cursorChain'], boolean]>([
		['end', true],
		['end', false],
		['skip', true],
		['skip', false],
		['repeat', true],
		['repeat', false],
	])(
		'products, %s (once: %s): every product once, or loud (once: every product)',
		expectCompleteOrLoud,
	);
});
