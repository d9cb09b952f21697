/**
 * Availability ("back in stock") notifications (docs/zid-api.md §8.12): catalogue-service routes.
 * The fixed `/products/notifications/...` paths win over `/products/:productId/` (router rule).
 */
import { randomUUID } from 'node:crypto';
import { isoAt, laravelIso, parseTimestamp } from '../core/dates';
import { bare, noContent } from '../core/envelopes';
import { cappedPaging, drfPage } from '../core/pagination';
import { bodyRecord, queryValue } from '../core/query';
import { stableCode } from '../core/random';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import { productOr404 } from '../catalogue';
import {
	nextId,
	type LocalizedText,
	type StockNotificationRecord,
	type StockNotificationSettingsRecord,
} from '../db';
import { findProduct } from '../inventory';
import { round2 } from '../money';
import { imagesOf, renderProductImage } from '../render/catalogue';

const DELAY_UNITS = ['minute', 'hour', 'day'] as const;
const LANGUAGES = ['ar', 'en'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A request as zidsa/sdk-python's ProductNotification reads it: the product's id and names, the
 * customer who asked (a guest's form name and phone when there is no customer account), the
 * product's picture, whether the email went out and whether it led to a purchase.
 */
function renderNotification(
	ctx: RouteContext,
	n: StockNotificationRecord,
): Record<string, unknown> {
	const product = findProduct(ctx.db, n.product_id);
	const image = product ? imagesOf(ctx.db, product.id)[0] : undefined;
	const sizes = image ? (renderProductImage(ctx.db, image).image as Record<string, unknown>) : null;
	return {
		id: n.id,
		product_id: n.product_id,
		product_name: product ? { ...product.name } : null,
		customer: {
			id: n.customer_id,
			name: n.customer_name ?? n.name,
			email: n.email,
			phone_number: n.customer_phone_number ?? n.phone,
		},
		language: n.language,
		is_notified: n.is_notified,
		image: sizes,
		created_at: laravelIso(n.created_at),
		updated_at: laravelIso(n.updated_at),
		code: n.code,
		is_purchased: n.purchased,
		purchased_total: round2(n.purchase_value),
	};
}

function renderSettings(s: StockNotificationSettingsRecord): Record<string, unknown> {
	return {
		delay_unit: s.delay_unit,
		delay_value: s.delay_value,
		email_text: { ...s.email_text },
		email_title: { ...s.email_title },
	};
}

/** `created_at__gte` / `__lte`: an ISO-8601 date-time (Django's parser takes `+0300` and `+03:00`). */
function readInstant(v: Validator, ctx: RouteContext, field: string): number | undefined {
	const raw = queryValue(ctx.query, field);
	if (raw === undefined || raw === '') return undefined;
	const at = parseTimestamp(raw);
	if (at === null)
		v.fail(field, 'date', { format: 'YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z]' });
	return at ?? undefined;
}

function listNotifications(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = cappedPaging(v, ctx.query, { defaultSize: 10, maxSize: 100 });
	const q = queryValue(ctx.query, 'q')?.trim().toLowerCase();
	const productId = queryValue(ctx.query, 'product_id');
	if (productId !== undefined && !UUID.test(productId))
		v.fail('product_id', 'exists', { value: productId });
	const from = readInstant(v, ctx, 'created_at__gte');
	const to = readInstant(v, ctx, 'created_at__lte');
	v.assert();
	const matches = ctx.db.stockNotifications
		.filter((n) => productId === undefined || n.product_id === productId)
		.filter((n) => from === undefined || Date.parse(n.created_at) >= from)
		.filter((n) => to === undefined || Date.parse(n.created_at) <= to)
		.filter((n) => {
			if (!q) return true;
			const name = findProduct(ctx.db, n.product_id)?.name;
			return !!name && `${name.ar} ${name.en}`.toLowerCase().includes(q);
		})
		.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
	return bare(drfPage(ctx, matches, paging, (n) => renderNotification(ctx, n)));
}

function notificationStats(ctx: RouteContext): RouteResult {
	const all = ctx.db.stockNotifications;
	// Key names from zidsa/sdk-python's NotificationStats (docs/zid-api.md §8.12 names the totals, not the keys).
	return bare({
		total_count: all.length,
		notified_count: all.filter((n) => n.is_notified).length,
		purchased_count: all.filter((n) => n.purchased).length,
		purchased_total: round2(all.reduce((sum, n) => sum + n.purchase_value, 0)),
	});
}

function getSettings(ctx: RouteContext): RouteResult {
	return bare({ settings: renderSettings(ctx.db.stockNotificationSettings) });
}

function mergeText(
	current: LocalizedText,
	given: Partial<LocalizedText> | undefined,
): LocalizedText {
	return { ar: given?.ar ?? current.ar, en: given?.en ?? current.en };
}

/** JSON; the members given replace the current values. */
function saveSettings(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const delayUnit = v.oneOf('delay_unit', b.delay_unit, DELAY_UNITS);
	const delayValue = v.integer('delay_value', b.delay_value, { min: 0 });
	const emailText = v.localized('email_text', b.email_text, { max: 5000 });
	const emailTitle = v.localized('email_title', b.email_title, { max: 255 });
	v.assert();
	const current = ctx.db.stockNotificationSettings;
	ctx.db.stockNotificationSettings = {
		delay_unit: delayUnit ?? current.delay_unit,
		delay_value: delayValue ?? current.delay_value,
		email_text: mergeText(current.email_text, emailText),
		email_title: mergeText(current.email_title, emailTitle),
		updated_at: isoAt(ctx.now()),
	};
	return bare({ settings: renderSettings(ctx.db.stockNotificationSettings) }, 201);
}

/** Form body (docs/zid-api.md §8.12): `email` required; the rest optional. */
function subscribe(ctx: RouteContext): RouteResult {
	const product = productOr404(ctx);
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const email = v.email('email', b.email, { required: true });
	const language = v.oneOf('language', b.language, LANGUAGES);
	const name = v.string('name', b.name, { max: 255 });
	const phone = v.string('phone', b.phone, { max: 20 });
	const customerId = v.integer('customer_id', b.customer_id, { min: 1 });
	const customerName = v.string('customer_name', b.customer_name, { max: 255 });
	const customerPhone = v.string('customer_phone_number', b.customer_phone_number, { max: 20 });
	v.assert();
	const id = randomUUID();
	const now = isoAt(ctx.now());
	const record: StockNotificationRecord = {
		id,
		code: stableCode(8, id),
		product_id: product.id,
		email: email ?? '',
		name: name ?? null,
		phone: phone ?? null,
		customer_id: customerId ?? null,
		customer_name: customerName ?? null,
		customer_phone_number: customerPhone ?? null,
		language: language ?? ctx.lang,
		is_notified: false,
		notified_at: null,
		purchased: false,
		purchase_value: 0,
		created_at: now,
		updated_at: now,
	};
	ctx.db.stockNotifications.push(record);
	return bare(renderNotification(ctx, record), 201);
}

/** Form body; the customer's pending requests for the product count as notified once the email is out. */
function sendEmail(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const email = v.email('email', b.email, { required: true });
	const product = v.exists('product_id', b.product_id, (id) => findProduct(ctx.db, id), {
		required: true,
	});
	const method = v.string('method', b.method, { max: 50 }) ?? 'email';
	const language = v.oneOf('language', b.language, LANGUAGES);
	const customerName = v.string('customer_name', b.customer_name, { max: 255 });
	const content = v.string('content', b.content, { max: 10000 });
	const title = v.string('title', b.title, { max: 255 });
	v.assert();
	const now = isoAt(ctx.now());
	const sent = {
		id: nextId(ctx.db.stockNotificationEmails),
		product_id: product!.id,
		email: email!,
		customer_name: customerName ?? null,
		method,
		language: language ?? null,
		content: content ?? null,
		title: title ?? null,
		created_at: now,
	};
	ctx.db.stockNotificationEmails.push(sent);
	for (const n of ctx.db.stockNotifications) {
		if (
			n.product_id === sent.product_id &&
			n.email.toLowerCase() === sent.email.toLowerCase() &&
			!n.is_notified
		) {
			n.is_notified = true;
			n.notified_at = now;
			n.updated_at = now;
		}
	}
	return bare({ ...sent, created_at: laravelIso(now) }, 201);
}

/** Form body: `email` (the store's when absent), `is_notified`; Zid emails the file and answers 204. */
function exportNotifications(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const email = v.email('email', b.email);
	const isNotified = v.boolean('is_notified', b.is_notified);
	v.assert();
	ctx.db.exportRequests.push({
		id: nextId(ctx.db.exportRequests),
		kind: 'stock_notifications',
		email: email ?? ctx.db.store.email,
		is_notified: isNotified ?? null,
		created_at: isoAt(ctx.now()),
	});
	return noContent();
}

export const notificationRoutes = routeGroup('catalogue', [
	{
		method: 'GET',
		path: '/products/notifications/',
		scopes: [SCOPES.productsRead],
		handler: listNotifications,
	},
	{
		method: 'GET',
		path: '/products/notifications/stats/',
		scopes: [SCOPES.productsRead],
		handler: notificationStats,
	},
	{
		method: 'GET',
		path: '/products/notifications/settings/',
		scopes: [SCOPES.productsRead],
		handler: getSettings,
	},
	{
		method: 'POST',
		path: '/products/notifications/settings/',
		scopes: [SCOPES.productsWrite],
		handler: saveSettings,
	},
	{
		method: 'POST',
		path: '/products/notifications/send/',
		scopes: [SCOPES.productsWrite],
		handler: sendEmail,
	},
	{
		method: 'POST',
		path: '/products/notifications/export/',
		scopes: [SCOPES.productsWrite],
		handler: exportNotifications,
	},
	{
		method: 'POST',
		path: '/products/:productId/notifications/',
		scopes: [SCOPES.productsWrite],
		handler: subscribe,
	},
]);
