/** Reading Zid's app events (README "Zid App Trigger"): what the Zid App Trigger accepts, refuses and counts as a repeat. */
import {
	appDeliveryKey,
	parseAppEvent,
	ZID_APP_EVENT_NAMES,
} from '../../nodes/ZidAppTrigger/appEvents';
import { APP_EVENTS } from '../../sandbox/webhooks/appEvents';

/** The one flat body Zid documents for every app event (docs/zid-api.md §7.4), with this store's data. */
const uninstall = {
	app_id: 3071,
	store_id: 37213,
	store_uuid: '4e1d8b2a-7c3f-4a9e-b5d6-0f2c8e1a9b37',
	store_url: 'https://alward.zid.store/',
	plan_name: 'الباقة الأساسية',
	status: 'uninstalled',
	start_date: '2026-01-01T08:00:00.000000Z',
	end_date: '2026-01-31T08:00:00.000000Z',
	amount_paid: 79,
	old_plan_name: null,
	merchant_email: 'hello@alward.example.sa',
	merchant_phone_no: '966112345678',
	event_name: 'app.market.application.uninstall',
	plan_type: 'Paid',
	plan_id: 904,
	payment_date: '2026-01-01T08:00:00.000000Z',
};

test('the twelve app events Zid documents: the ones the sandbox sends, each read as itself; a near name is not one', () => {
	// The sandbox's catalogue is written from docs/zid-api.md on its own: the two must name the same events.
	expect([...ZID_APP_EVENT_NAMES].sort()).toEqual([...APP_EVENTS].sort());
	expect(APP_EVENTS).toHaveLength(12);
	for (const event of APP_EVENTS) {
		const parsed = parseAppEvent({ ...uninstall, event_name: event }, 3071);
		expect(parsed.ok && parsed.delivery.event).toBe(event);
	}
	expect(
		parseAppEvent({ ...uninstall, event_name: 'app.market.application.installed' }, 3071),
	).toMatchObject({ ok: false, status: 400 });
});

test('an event for this app: its name, its store (a number, also when sent as text) and the app', () => {
	expect(parseAppEvent(uninstall, 3071)).toEqual({
		ok: true,
		delivery: {
			event: 'app.market.application.uninstall',
			storeId: 37213,
			appId: 3071,
			body: uninstall,
		},
	});
	const asText = parseAppEvent({ ...uninstall, store_id: '37213', app_id: '3071' }, 3071);
	expect(asText.ok && [asText.delivery.storeId, asText.delivery.appId]).toEqual([37213, 3071]);
	expect(parseAppEvent(uninstall).ok).toBe(true);
});

test.each([
	[[], 400, 'the body is not a JSON object'],
	[{ ...uninstall, event_name: undefined }, 400, 'the body names no event (event_name)'],
	[{ ...uninstall, event_name: 'order.create' }, 400, '"order.create" is not a Zid app event'],
	[{ ...uninstall, store_id: null }, 400, 'the event names no store (store_id)'],
	[{ ...uninstall, app_id: '' }, 400, 'the event names no app (app_id)'],
	[{ ...uninstall, app_id: 9999 }, 403, 'the event is for app 9999, not this app (3071)'],
])('refused: %j', (body, status, problem) => {
	expect(parseAppEvent(body, 3071)).toEqual({ ok: false, status, problem });
});

test('the same body in another key order is the same delivery; another store or status is not', () => {
	const key = (body: Record<string, unknown>) => {
		const parsed = parseAppEvent(body);
		if (!parsed.ok) throw new Error(parsed.problem);
		return appDeliveryKey(parsed.delivery);
	};
	const reordered = Object.fromEntries(Object.entries(uninstall).reverse());
	expect(key(reordered)).toBe(key(uninstall));
	expect(key({ ...uninstall, store_id: 40001 })).not.toBe(key(uninstall));
	expect(key({ ...uninstall, end_date: '2026-02-28T08:00:00.000000Z' })).not.toBe(key(uninstall));
});
