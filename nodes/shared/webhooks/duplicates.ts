import { NodeOperationError, type INode } from 'n8n-workflow';

/** Most keys remembered per workflow node; the oldest go first. */
const MAX_KEYS_PER_NODE = 2000;
/** Most workflow nodes remembered; the one first seen goes first. */
const MAX_NODES = 500;

/**
 * Recently seen deliveries, per workflow node, in this process's memory (ProcessState's). Not in
 * static data: n8n saves static data whole with no locking, so two concurrent deliveries would each
 * read the old window and one write would drop the other's mark, letting a duplicate through. Here
 * the check and the mark are one synchronous step, so of two identical deliveries exactly one wins,
 * and different events never share a key, so none is dropped. Bounded per node and in nodes.
 */
export class DeliveryWindow {
	private readonly seen = new Map<string, Map<string, number>>();

	constructor(private readonly now: () => number) {}

	/** True the first time a key is offered within `windowMs`; false for a repeat inside the window. */
	isFirst(scope: string, key: string, windowMs: number): boolean {
		if (windowMs <= 0) return true;
		const now = this.now();
		let keys = this.seen.get(scope);
		if (!keys) {
			if (this.seen.size >= MAX_NODES) this.seen.delete(this.seen.keys().next().value as string);
			keys = new Map();
			this.seen.set(scope, keys);
		}
		const at = keys.get(key);
		if (at !== undefined && now - at < windowMs) return false;
		keys.delete(key);
		keys.set(key, now);
		// Keys sit in insertion order: the oldest go first when too old or too many.
		for (const [oldKey, time] of keys) {
			if (keys.size <= MAX_KEYS_PER_NODE && now - time < windowMs) break;
			keys.delete(oldKey);
		}
		return true;
	}
}

/**
 * A trigger's whole-number setting (Duplicate Window, Application ID), checked at activation: the
 * editor sets no minimum on it (it would change what was typed), so a negative or fractional value
 * is refused here, before any delivery is judged by it.
 */
export function wholeSetting(node: INode, label: string, value: unknown): void {
	if (value === undefined || value === null || value === '') return;
	if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
		throw new NodeOperationError(
			node,
			`Invalid "${label}": ${JSON.stringify(value)} is not a whole number of 0 or more`,
		);
}
