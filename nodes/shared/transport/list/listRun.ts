import type { IDataObject } from 'n8n-workflow';
import { followCursor } from './listCursor';
import { closePass } from './listEnd';
import { countable, countNow } from './listCount';
import { fetchPage, suspect } from './listFetch';
import { nextPlan, stepBack, withinBudget } from './listPlan';
import type { ListSpec } from './listSpec';
import { ListState } from './listState';
import { confirmBracket } from './pageBracket';
import { take } from './pageJoin';
import type { ZidRequest } from '../request/zidRequest';
import type { ZidTransport } from '../request/zidTransport';
import { rereadNow, windowIgnored } from './windowPass';

/**
 * Reads a Zid list page by page so that every record that exists for the whole run comes out
 * exactly once, or the run fails loudly (README "Return All: every record exactly once").
 *
 * Records are known by id and never output twice. A pass reads the list from its start: every
 * page after the first is chosen to overlap what the pass read (planPage), and is joined when it
 * holds the pass's last record where it should be (or where the moved total explains); a page that
 * cannot be joined is read again from further back, and after a few tries taken unjoined. Nothing
 * here trusts the order: at the end the check of listCheck.ts either proves every record that
 * existed throughout was read, or another pass is read (records it finds that the run lacks are
 * added), up to MAX_PASSES; then the run fails saying what it read and what the list announced.
 * Orders are read in windows of their created_at (DateWindow) on the first pass.
 */
export class ListRun {
	private readonly state: ListState;

	constructor(transport: ZidTransport, request: ZidRequest, spec: ListSpec) {
		this.state = new ListState(transport, request, spec);
	}

	async run(): Promise<IDataObject[]> {
		const state = this.state;
		for (;;) {
			state.startPass();
			await this.readPass();
			if (await closePass(state)) return state.out;
		}
	}

	private async readPass(): Promise<void> {
		const state = this.state;
		for (let asked = 0; ; asked++) {
			if (state.spec.limit !== undefined && state.out.length >= state.spec.limit) return;
			withinBudget(state, asked);
			if (state.cursor) {
				if (await followCursor(state)) break;
				continue;
			}
			const plan = state.again ?? nextPlan(state);
			state.again = undefined;
			const reading = await fetchPage(state, plan);
			if (reading === 'smaller') continue;
			if (reading === 'beyond') {
				if (!stepBack(state, plan)) break;
			} else if (reading.suspect) await suspect(state, reading.suspect, plan);
			else if (state.window && !state.window.holds(reading.records)) {
				// Zid did not honour the date window or its order: asked again, then the plain list.
				windowIgnored(state, plan);
			} else {
				const ended = take(state, plan, reading);
				if (plan.start === 0 && !state.again && countable(state, reading)) await countNow(state);
				if (state.bracket) await confirmBracket(state);
				if (state.window) await rereadNow(state);
				if (ended) break;
			}
		}
		state.ended = true;
	}
}
