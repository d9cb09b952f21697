import type { IDataObject } from 'n8n-workflow';

/**
 * What one activation keeps in the node's static data, per webhook URL (the test URL and the
 * production URL each have their own). Written only by create/delete, never by a delivery:
 * static data is saved whole, last writer wins, with no locking.
 */
export interface TriggerState {
	/** 'test' for "Listen for test event", 'production' for an active workflow. */
	mode?: 'test' | 'production';
	/** The original_id the subscriptions were created under. */
	originalId?: number;
	/** The webhook URL (without query) the subscriptions point at. */
	targetUrl?: string;
	/** Random per-activation secret carried in each target URL. */
	secret?: string;
	/** Basic-auth pair Zid sends with each delivery. */
	username?: string;
	password?: string;
	subscriptions?: Array<{ id: string; event: string }>;
	/** The store's numeric id (the `store_id` orders and products carry), read at activation. */
	storeId?: string;
	/** The store's UUID, as Zid lists the subscriptions under it. */
	storeUuid?: string;
	/** Events + conditions the subscriptions were made for, to notice an edit. */
	signature?: string;
}

/** Every activation of this node, by webhook URL. */
export type Registry = Record<string, TriggerState>;

export function registryOf(ctx: { getWorkflowStaticData(type: string): IDataObject }): Registry {
	const data = ctx.getWorkflowStaticData('node');
	if (!data.registrations || typeof data.registrations !== 'object') data.registrations = {};
	return data.registrations as Registry;
}
