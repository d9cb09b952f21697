import type { IDataObject } from 'n8n-workflow';
import type { ListState } from './listState';

/**
 * What a page adds to the run: records are known by id and never output twice, however many
 * passes or windows read them (README "Return All: every record exactly once").
 */

/** Adds the records not read before (up to the Limit) to the result; returns how many were new to the pass. */
export function consume(
	state: ListState,
	records: IDataObject[],
	keys: Array<string | undefined>,
): number {
	const fresh: IDataObject[] = [];
	let newToPass = 0;
	records.forEach((record, index) => {
		const key = keys[index];
		if (key !== undefined) {
			if (!state.passSeen.has(key)) {
				state.passSeen.add(key);
				state.passOrder.set(key, state.passOrder.size);
				newToPass++;
			}
			if (state.seen.has(key)) return;
			state.seen.add(key);
		} else newToPass++;
		state.window?.taken(record);
		if (state.spec.limit === undefined || state.out.length + fresh.length < state.spec.limit)
			fresh.push(record);
	});
	const wanted = state.spec.mapPage ? state.spec.mapPage(fresh) : fresh;
	for (const record of wanted) state.out.push(record);
	state.spec.onPage?.(wanted);
	return newToPass;
}

export function noteTotal(state: ListState, total: number | undefined): void {
	if (total === undefined) return;
	if (state.announced === undefined) state.announced = total;
	// Totals of a date window count the window, not the list: only plain pages are compared.
	if (!state.window?.started) state.pass.totals.push(total);
}
