/** Webhook subscriptions with their health, and the log of delivery attempts. */

/** Conditions of an order.create / order.status.update subscription (docs/zid-api.md §7.3). */
export interface WebhookConditions {
	delivery_option_id?: number;
	payment_method?: string;
	status?: string;
}

export interface WebhookRecord {
	/** UUID */
	id: string;
	event: string;
	target_url: string;
	/** The store's UUID. */
	store_id: string;
	original_id: number;
	subscriber: string;
	conditions: WebhookConditions | null;
	/** Basic-auth pair sent with every delivery (docs/zid-api.md §7.5), or null. */
	username: string | null;
	password: string | null;
	active: boolean;
	status: 'ready' | 'pending' | 'inactive' | 'error';
	health_status: 'healthy' | 'degraded' | 'broken';
	/** Epoch ms of the failed deliveries inside the sliding 60-minute window. */
	failures: number[];
	broken_at: string | null;
	created_at: string;
	updated_at: string;
}

export interface WebhookDeliveryRecord {
	id: number;
	webhook_id: string;
	event: string;
	target_url: string;
	/** HTTP status of the receiver's answer; 0 when there was none (refused, reset, timeout). */
	status: number;
	ok: boolean;
	error: string | null;
	/** The delivered record's id, when it has one. */
	record_id: string | number | null;
	duration_ms: number;
	delivered_at: string;
}
