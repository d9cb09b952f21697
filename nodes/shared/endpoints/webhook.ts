import { del, get, post } from './endpoint';

const SCOPE = 'webhooks.read_write';

/** Webhook subscriptions (docs/zid-api.md §7.1): used by the Webhook resource and the Zid Trigger. */
export const webhook = {
	/** Every subscription of the store, other apps' included. */
	getMany: get('/managers/webhooks', { scope: SCOPE, key: 'data', paging: 'whole' }),
	/** A create: never resent after a server error (it could subscribe twice). */
	create: post('/managers/webhooks', { scope: SCOPE, key: 'data' }),
	/** `?original_id=` (and optionally `subscriber`); Zid answers 404 when nothing is registered under it. */
	deleteByOriginalId: del('/managers/webhooks', { scope: SCOPE, repeatSafe: true }),
	/** Deprecated in Zid's SDK. */
	deleteBySubscriber: del('/managers/webhooks/subscribers/{subscriber}', {
		scope: SCOPE,
		repeatSafe: true,
	}),
	/** Recover Broken Webhooks (docs/zid-api.md §7.6): path and body `{ids}` inferred. */
	recover: post('/managers/webhooks/recover', {
		scope: SCOPE,
		key: 'data',
		repeatSafe: true,
		unconfirmed: true,
	}),
};
