import type { IDataObject } from 'n8n-workflow';
import { ENDPOINTS } from '../endpoints';
import { callForRecords, type ZidTransport } from '../transport';
import { createSubscription, listSubscriptions } from './api';

/*
 * Subscription health (docs/zid-api.md §7.6): a broken subscription gets no events and its queued
 * ones are dropped, until it is recovered through the API. The Zid Trigger keeps what it subscribed
 * in the workflow's static data (`global`, so the Zid Polling Trigger of the same workflow can check
 * it at each catch-up); a missing one is made again, a broken one recovered.
 */

/** One Zid Trigger's production subscriptions, as the Zid Polling Trigger reads them. */
export interface WatchedSubscriptions extends IDataObject {
	originalId: number;
	subscriber: string;
	username: string;
	password: string;
	storeId: string;
	subscriptions: Array<{
		id: string;
		event: string;
		target_url: string;
		conditions: IDataObject | null;
	}>;
}

const SLOT = 'zidTriggerSubscriptions';

/** Every Zid Trigger of the workflow, by node name. */
export function watchedOf(globalData: IDataObject): Record<string, WatchedSubscriptions> {
	if (!globalData[SLOT] || typeof globalData[SLOT] !== 'object') globalData[SLOT] = {};
	return globalData[SLOT] as Record<string, WatchedSubscriptions>;
}

const DROPPED = 'zidTriggerDropped';

/**
 * Notes the events whose subscription the Zid Trigger found missing or broken at activation (it
 * subscribes afresh, so the Zid Polling Trigger's check finds them healthy): Zid delivered none of
 * them for a while and dropped what it held.
 */
export function noteDropped(globalData: IDataObject, events: string[]): void {
	const dropped = (globalData[DROPPED] as string[] | undefined) ?? [];
	globalData[DROPPED] = [...new Set([...dropped, ...events])];
}

/** The events noted by noteDropped since the last check, forgotten once read. */
export function takeDropped(globalData: IDataObject): string[] {
	const dropped = Array.isArray(globalData[DROPPED]) ? (globalData[DROPPED] as string[]) : [];
	delete globalData[DROPPED];
	return dropped;
}

/** What one check found and did, per subscription. */
export interface HealthReport {
	healthy: string[];
	recreated: string[];
	recovered: string[];
	/** Subscriptions still not delivering, with why. */
	failing: Array<{ event: string; problem: string }>;
}

function isBroken(hook: IDataObject | undefined): boolean {
	return !!hook && (hook.health_status === 'broken' || hook.active === false);
}

/**
 * Checks one Zid Trigger's subscriptions against Zid's list: a missing one is subscribed again
 * (same URL and credentials, so the trigger accepts its deliveries), broken ones are recovered
 * (unconfirmed operation). Ids that change are written back into `watched`.
 */
export async function checkSubscriptions(
	api: ZidTransport,
	watched: WatchedSubscriptions,
): Promise<HealthReport> {
	const report: HealthReport = { healthy: [], recreated: [], recovered: [], failing: [] };
	const list = await listSubscriptions(api);
	const broken: Array<{ id: string; event: string }> = [];
	for (const sub of watched.subscriptions) {
		const found = list.find((h) => String(h.id) === sub.id || h.target_url === sub.target_url);
		if (!found) {
			try {
				const made = await createSubscription(api, {
					event: sub.event,
					target_url: sub.target_url,
					original_id: watched.originalId,
					subscriber: watched.subscriber,
					conditions: sub.conditions,
					username: watched.username,
					password: watched.password,
				});
				sub.id = String(made.id ?? '');
				report.recreated.push(sub.event);
			} catch (error) {
				report.failing.push({ event: sub.event, problem: (error as Error).message });
			}
			continue;
		}
		sub.id = String(found.id);
		if (isBroken(found)) broken.push({ id: sub.id, event: sub.event });
		else report.healthy.push(sub.event);
	}
	if (broken.length === 0) return report;
	try {
		const answer = await callForRecords(api, ENDPOINTS.webhook.recover, {
			body: { ids: broken.map((b) => b.id) },
		});
		for (const b of broken) {
			const after = answer.find((h) => String(h.id) === b.id);
			if (after && !isBroken(after)) report.recovered.push(b.event);
			else report.failing.push({ event: b.event, problem: 'Zid did not recover it' });
		}
	} catch (error) {
		for (const b of broken)
			report.failing.push({
				event: b.event,
				problem: `recovering it did not work (the operation is unconfirmed): ${(error as Error).message}`,
			});
	}
	return report;
}
