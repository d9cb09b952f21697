/**
 * `POST /__sandbox/events {event, id?, changes?, payload?, repeat?, lang?}`: makes the store change
 * an event is about (a new order, a status move, a deleted category...) and fires the event, for
 * the changes the API has no route for (carts, logins, deletes) and for tests that want one event
 * without knowing the API behind it.
 *
 * - `id` picks the record an update is about (default: the newest);
 * - `changes` is merged into the record first (only members the record has), e.g.
 *   `{status: "delivered"}` for order.status.update, `{payment_method: "zid_cod"}` for order.create;
 * - `payload` skips the data change and delivers exactly this body (conditions are checked against
 *   the order facts it carries);
 * - `repeat` (1..10) delivers each event that many times, as an at-least-once sender may.
 */
import { randomUUID } from 'node:crypto';
import { isoAt } from '../core/dates';
import type { Lang } from '../core/i18n';
import type { RouteResult } from '../core/router';
import { isRecord } from '../core/validation';
import { nextId, type OrderRecord, type StoreDb } from '../db';
import { moveOrder, setPaymentStatus } from '../orderChanges';
import { renderProduct } from '../render/products';
import { renderOrder } from '../render/orders';
import { renderCartDetail } from '../routes/abandonedCart';
import { renderCategoryDetail } from '../routes/productCategory';
import { renderCustomer } from '../routes/customer';
import { fireEvent, fireOrderEvent } from './fire';
import { isWebhookEvent, type ConditionFacts, type WebhookEvent } from './events';

interface Sim {
	db: StoreDb;
	lang: Lang;
	now(): number;
	appName: string;
	changes: Record<string, unknown>;
	id: string | undefined;
	times: number;
}

type Outcome = { record: Record<string, unknown>; deliveries: number };

class SimulationError extends Error {
	constructor(
		message: string,
		readonly status = 400,
	) {
		super(message);
	}
}

/** Merges `changes` into the record, member by member, only where the record has that member. */
function apply<T extends object>(record: T, changes: Record<string, unknown>): T {
	for (const [key, value] of Object.entries(changes))
		if (key in record && key !== 'id') (record as Record<string, unknown>)[key] = value;
	return record;
}

function pick<T extends { id: string | number }>(
	items: T[],
	id: string | undefined,
	what: string,
	newest: (a: T, b: T) => number,
): T {
	const found =
		id === undefined ? [...items].sort(newest)[0] : items.find((r) => String(r.id) === id);
	if (!found)
		throw new SimulationError(
			`no ${what}${id === undefined ? ' in the store' : ` with id ${id}`}`,
			404,
		);
	return found;
}

const byCreated = (a: { created_at: string }, b: { created_at: string }) =>
	a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0;

/** The next status of the usual flow, for a status update without `changes.status`. */
const NEXT_STATUS: Record<string, string> = {
	new: 'preparing',
	preparing: 'ready',
	ready: 'indelivery',
	indelivery: 'delivered',
};

function orderEvent(sim: Sim, event: WebhookEvent): Outcome {
	const { db } = sim;
	const stamp = isoAt(sim.now());
	if (event === 'order.create') {
		const template = pick(db.orders, undefined, 'order', (a, b) => b.id - a.id);
		const order: OrderRecord = structuredClone(template);
		Object.assign(order, {
			id: nextId(db.orders),
			code: randomUUID().replace(/-/g, '').slice(0, 10),
			status: 'new',
			custom_status_id: null,
		});
		Object.assign(order, { payment_status: 'pending', created_at: stamp, updated_at: stamp });
		order.histories = [
			{
				status: 'new',
				kind: 'created',
				comment: '',
				by: order.customer.name,
				by_type: 'Customer',
				created_at: stamp,
			},
		];
		apply(order, sim.changes);
		db.orders.push(order);
		return {
			record: renderOrder(sim, order, 'full'),
			deliveries: fireOrderEvent(sim, event, order, sim.times),
		};
	}
	const order = pick(db.orders, sim.id, 'order', (a, b) => b.id - a.id);
	const { status, payment_status: paymentStatus, ...rest } = sim.changes;
	apply(order, rest);
	let fired: number;
	if (event === 'order.status.update') {
		const target = typeof status === 'string' ? status : (NEXT_STATUS[order.status] ?? 'new');
		if (target === order.status)
			throw new SimulationError(`order ${order.id} already has status ${target}`);
		fired = moveOrder(sim, order, target);
	} else {
		const target =
			typeof paymentStatus === 'string'
				? paymentStatus
				: order.payment_status === 'paid'
					? 'pending'
					: 'paid';
		if (target === order.payment_status)
			throw new SimulationError(`order ${order.id} already has payment status ${target}`);
		fired = setPaymentStatus(sim, order, target);
	}
	// The change fired the event once, as the API would; `repeat` adds the duplicates.
	const repeats = sim.times > 1 ? fireOrderEvent(sim, event, order, sim.times - 1) : 0;
	return { record: renderOrder(sim, order, 'full'), deliveries: fired + repeats };
}

function productEvent(sim: Sim, event: WebhookEvent): Outcome {
	const { db } = sim;
	const stamp = isoAt(sim.now());
	if (event === 'product.create') {
		const product = structuredClone(pick(db.products, undefined, 'product', byCreated));
		const id = randomUUID();
		Object.assign(product, {
			id,
			sku: `SKU-${id.slice(0, 8).toUpperCase()}`,
			slug: `${product.slug}-${id.slice(0, 6)}`,
			parent_id: null,
		});
		Object.assign(product, { structure: 'standalone', created_at: stamp, updated_at: stamp });
		apply(product, sim.changes);
		db.products.push(product);
		return fire(sim, event, renderProduct(sim, product));
	}
	const product = pick(db.products, sim.id, 'product', byCreated);
	apply(product, sim.changes);
	product.updated_at = stamp;
	if (event === 'product.publish') product.is_published = true;
	if (event === 'product.delete') {
		db.products.splice(db.products.indexOf(product), 1);
		const deleted = {
			id: product.id,
			sku: product.sku,
			name: { ...product.name },
			store_id: db.store.uuid,
			deleted_at: stamp,
			updated_at: stamp,
		};
		return fire(sim, event, deleted);
	}
	return fire(sim, event, renderProduct(sim, product));
}

function cartEvent(sim: Sim, event: WebhookEvent): Outcome {
	const { db } = sim;
	const stamp = isoAt(sim.now());
	if (event === 'abandoned_cart.created') {
		const cart = structuredClone(pick(db.abandonedCarts, undefined, 'abandoned cart', byCreated));
		Object.assign(cart, {
			id: randomUUID(),
			cart_id: randomUUID(),
			phase: 'shipping_method',
			order_id: null,
			reminders_count: 0,
		});
		Object.assign(cart, { created_at: stamp, updated_at: stamp });
		apply(cart, sim.changes);
		db.abandonedCarts.push(cart);
		return fire(sim, event, renderCartDetail(sim, cart));
	}
	const open = db.abandonedCarts.filter((c) => c.phase !== 'completed');
	const cart = pick(
		sim.id === undefined ? open : db.abandonedCarts,
		sim.id,
		'open abandoned cart',
		byCreated,
	);
	const newestOrder = [...db.orders].sort((a, b) => b.id - a.id)[0];
	Object.assign(cart, { phase: 'completed', order_id: newestOrder?.id ?? null, updated_at: stamp });
	apply(cart, sim.changes);
	return fire(sim, event, renderCartDetail(sim, cart));
}

function customerEvent(sim: Sim, event: WebhookEvent): Outcome {
	const { db } = sim;
	const stamp = isoAt(sim.now());
	if (event === 'customer.create') {
		const customer = structuredClone(pick(db.customers, undefined, 'customer', byCreated));
		const id = nextId(db.customers);
		Object.assign(customer, {
			id,
			mobile: `9665${String(10_000_000 + id).slice(-8)}`,
			email: `customer${id}@example.sa`,
			points: 0,
		});
		Object.assign(customer, { tags: [], created_at: stamp, updated_at: stamp });
		apply(customer, sim.changes);
		db.customers.push(customer);
		return fire(sim, event, renderCustomer(sim, customer, undefined));
	}
	const customer = pick(db.customers, sim.id, 'customer', byCreated);
	apply(customer, sim.changes);
	// A login changes nothing else; the new updated_at tells one login from the next.
	customer.updated_at = stamp;
	return fire(sim, event, renderCustomer(sim, customer, undefined));
}

function categoryEvent(sim: Sim, event: WebhookEvent): Outcome {
	const { db } = sim;
	const stamp = isoAt(sim.now());
	if (event === 'category.create') {
		const category = structuredClone(pick(db.categories, undefined, 'category', byCreated));
		const id = nextId(db.categories);
		const name = { ar: `تصنيف ${id}`, en: `Category ${id}` };
		Object.assign(category, {
			id,
			uuid: randomUUID(),
			name,
			slug: `category-${id}`,
			parent_id: null,
			created_at: stamp,
			updated_at: stamp,
		});
		apply(category, sim.changes);
		db.categories.push(category);
		return fire(sim, event, renderCategoryDetail(sim, category));
	}
	const category = pick(db.categories, sim.id, 'category', byCreated);
	apply(category, sim.changes);
	category.updated_at = stamp;
	if (event === 'category.delete') {
		const payload = renderCategoryDetail(sim, category);
		db.categories.splice(db.categories.indexOf(category), 1);
		for (const product of db.products)
			product.category_ids = product.category_ids.filter((c) => c !== category.id);
		return fire(sim, event, { ...payload, deleted_at: stamp });
	}
	return fire(sim, event, renderCategoryDetail(sim, category));
}

function fire(sim: Sim, event: WebhookEvent, record: Record<string, unknown>): Outcome {
	return { record, deliveries: fireEvent(sim, event, record, undefined, sim.times) };
}

/** Order facts a hand-written payload carries (for conditions). */
function factsOf(payload: Record<string, unknown>): ConditionFacts {
	const status = isRecord(payload.order_status) ? payload.order_status.code : payload.status;
	const payment =
		isRecord(payload.payment) && isRecord(payload.payment.method)
			? payload.payment.method.code
			: payload.payment_method;
	const method =
		isRecord(payload.shipping) && isRecord(payload.shipping.method)
			? payload.shipping.method.id
			: payload.delivery_option_id;
	return {
		status: typeof status === 'string' ? status : undefined,
		paymentMethod: typeof payment === 'string' ? payment : undefined,
		deliveryOptionId: typeof method === 'number' ? method : undefined,
	};
}

export function simulateEvent(db: StoreDb, body: unknown): RouteResult {
	const input = isRecord(body) ? body : {};
	const event = input.event;
	if (!isWebhookEvent(event))
		return {
			status: 400,
			body: {
				ok: false,
				error: `"event" must be one of Zid's webhook events, got ${JSON.stringify(event)}`,
			},
		};
	const repeat = input.repeat === undefined ? 1 : Number(input.repeat);
	if (!Number.isInteger(repeat) || repeat < 1 || repeat > 10)
		return {
			status: 400,
			body: { ok: false, error: '"repeat" must be a whole number from 1 to 10' },
		};
	if (input.changes !== undefined && !isRecord(input.changes))
		return { status: 400, body: { ok: false, error: '"changes" must be an object' } };
	if (input.payload !== undefined && !isRecord(input.payload))
		return { status: 400, body: { ok: false, error: '"payload" must be an object' } };
	const sim: Sim = {
		db,
		lang: input.lang === 'ar' ? 'ar' : 'en',
		now: Date.now,
		appName: 'Zid Sandbox',
		changes: (input.changes as Record<string, unknown> | undefined) ?? {},
		id: input.id === undefined || input.id === null ? undefined : String(input.id),
		times: repeat,
	};
	try {
		let outcome: Outcome;
		if (isRecord(input.payload)) {
			const payload = input.payload;
			outcome = {
				record: payload,
				deliveries: fireEvent(sim, event, payload, factsOf(payload), repeat),
			};
		} else if (event.startsWith('order.')) outcome = orderEvent(sim, event);
		else if (event.startsWith('product.')) outcome = productEvent(sim, event);
		else if (event.startsWith('abandoned_cart.')) outcome = cartEvent(sim, event);
		else if (event.startsWith('customer.')) outcome = customerEvent(sim, event);
		else outcome = categoryEvent(sim, event);
		return {
			status: 201,
			body: { ok: true, event, record: outcome.record, deliveries: outcome.deliveries },
		};
	} catch (error) {
		if (error instanceof SimulationError)
			return { status: error.status, body: { ok: false, error: error.message } };
		throw error;
	}
}
