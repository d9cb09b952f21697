import { Pacer } from './transport/pacing/pacer';
import { DeliveryWindow } from './webhooks/duplicates';
import { SeenRecords } from './webhooks/seen';

/**
 * Everything this n8n process remembers between executions, in one place: nothing else in nodes/
 * keeps state of its own. A test builds its own with a clock it sets by hand; production code uses
 * `processState`. Each part keeps its own bounds (the delivery window's are in duplicates.ts).
 */
export class ProcessState {
	/** Per-store request pacing (transport/pacing/pacer.ts), keyed `store:<id>` or `token:<tokenKey>`. */
	readonly pacer: Pacer;
	/** The Store-Id read from the manager profile, per credential token (connection.ts, tokenKey). */
	readonly storeIds = new Map<string, string>();
	/** The triggers' duplicate window, per workflow node (webhooks/duplicates.ts). */
	readonly deliveries: DeliveryWindow;
	/** Order events seen per workflow and store, shared by deliveries and catch-up (webhooks/seen.ts). */
	readonly seen: SeenRecords;
	/** When each catch-up node last read Zid, by workflow and node (ms), to keep to its interval. */
	readonly catchUps = new Map<string, number>();
	/** The poll contexts that have polled: n8n gives each activation its own (ZidPollingTrigger). */
	readonly pollActivations = new WeakSet<object>();

	/** `clock`: milliseconds since the epoch, as Date.now gives them. */
	constructor(clock: () => number = () => Date.now()) {
		this.pacer = new Pacer(clock);
		this.deliveries = new DeliveryWindow(clock);
		this.seen = new SeenRecords(clock);
	}
}

/** The state of this process, shared by every Zid node in it. */
export const processState = new ProcessState();
