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
	front = false,
): number {
	const fresh: IDataObject[] = [];
	let newToPass = 0;
	const answer = ++state.answers;
	for (const key of keys) {
		if (key === undefined) continue;
		const sighting = state.sightings.get(key);
		if (sighting) sighting.last = answer;
		else state.sightings.set(key, { first: answer, last: answer });
	}
	state.passPages.push(keys.filter((key): key is string => key !== undefined));
	const orders = keys.map((key) => (key === undefined ? undefined : state.passOrder.get(key)));
	if (front && !orders.some((order) => order !== undefined)) {
		// A page of the list's front that holds only records new to the pass: they come before
		// every record the pass read.
		const first = Math.min(0, ...state.passOrder.values());
		keys.forEach((key, index) => {
			if (key !== undefined && !state.passSeen.has(key))
				orders[index] = first - keys.length + index;
		});
	}
	records.forEach((record, index) => {
		const key = keys[index];
		if (key !== undefined) {
			if (!state.passSeen.has(key)) {
				state.passSeen.add(key);
				orders[index] ??= placeOf(state, orders, index, key);
				state.passOrder.set(key, orders[index] as number);
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

/**
 * Where a record new to the pass stands in the pass's order: between the records read before that
 * the page shows around it, so that a record a page left out and a later page brought in keeps
 * its place (a record found in its place is no sign of an unstable order). A new record after the
 * last known record of a page read behind the pass's end (nothing known after it on the page, but
 * the pass has read further) may have been added right there, or the page may have left out the
 * records after it: it is placed right after that known record, as a guess (`guessed`) that the
 * next page showing it among records read before corrects (pageAnchor.ts), instead of taking the
 * correction for equal keys in a new order. So is a new record before the first known record of
 * a page (the page may have left out the records before that one).
 */
function placeOf(
	state: ListState,
	orders: Array<number | undefined>,
	index: number,
	key: string,
): number {
	const before = orders.slice(0, index).filter((o): o is number => o !== undefined);
	const after = orders.slice(index + 1).find((o) => o !== undefined);
	const prev = before.length ? before[before.length - 1] : undefined;
	if (prev !== undefined && after !== undefined && after > prev) return (prev + after) / 2;
	if (prev === undefined && after !== undefined) {
		state.guessed.set(key, { before: after });
		return after - 0.5;
	}
	if (prev !== undefined && after === undefined && prev < state.lastOrder) {
		state.guessed.set(key, { after: prev });
		return placeAfter(state, prev, state.lastOrder);
	}
	return ++state.lastOrder;
}

/**
 * A place right after `from` in the pass's order: halfway to the next place given (and below
 * `ceiling`), or after every place when there is none.
 */
export function placeAfter(state: ListState, from: number, ceiling = Infinity): number {
	let next = ceiling;
	for (const order of state.passOrder.values()) if (order > from && order < next) next = order;
	return next === Infinity ? ++state.lastOrder : (from + next) / 2;
}

/** The total of the page just taken (consume); a window's count is not the list's total. */
export function noteTotal(state: ListState, total: number | undefined): void {
	if (total === undefined) return;
	if (state.announced === undefined) state.announced = total;
	// Totals of a date window count the window, not the list: only plain pages are compared.
	if (state.window?.started) return;
	state.pass.totals.push(total);
	state.snapshots.push({ answer: state.answers, total });
}

/** A total of the plain list read with a page of one record (its record is not taken). */
export function noteCount(state: ListState, total: number): void {
	state.announced ??= total;
	state.pass.totals.push(total);
	state.snapshots.push({ answer: ++state.answers, total });
}
