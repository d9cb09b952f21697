import { NodeApiError, NodeOperationError, type IDataObject } from 'n8n-workflow';
import { failureOf, jsonOf, restore, useHarness } from '../helpers/zid';

const h = useHarness();

const giftCard = (operation: string, extra: IDataObject = {}) => ({
	resource: 'giftCard',
	operation,
	...extra,
});
const openCart = () => h.sandbox.db.abandonedCarts.find((c) => c.phase !== 'completed')!;
const cartPath = () => `/v1/stores/${h.sandbox.db.store.id}/carts/gift-card`;
/** The cart calls of a run (an OAuth2 run may first read the manager profile for the store id). */
const cartRequests = () => h.apiRequests().filter((r) => r.path === cartPath());

describe('gift card: storefront cart', () => {
	test('Add to Cart: POST /stores/{store}/carts/gift-card, JSON body, the cart session in Cart-Session-Id', async () => {
		const cart = openCart();
		const [item] = jsonOf(
			await h.run(
				giftCard('addToCart', {
					cartSession: cart.session_id,
					senderName: 'Mohamed Ali',
					receiverName: 'Fatima Ahmed',
					additionalFields: {
						giftMessage: 'عيد سعيد، يا فاطمة!',
						mediaLink: 'https://media.example.com/v.mp4',
						cardDesign: 'https://media.example.com/d.png',
					},
				}),
			),
		);
		const [request] = cartRequests();
		expect(request).toMatchObject({ method: 'POST', contentType: 'application/json', status: 200 });
		expect(request.headers['cart-session-id']).toBe(cart.session_id);
		expect(request.body).toEqual({
			sender_name: 'Mohamed Ali',
			receiver_name: 'Fatima Ahmed',
			media_link: 'https://media.example.com/v.mp4',
			gift_message: 'عيد سعيد، يا فاطمة!',
			card_design: { file: 'https://media.example.com/d.png' },
		});
		expect(h.sandbox.db.giftCards).toEqual([
			expect.objectContaining({
				cart_session_id: cart.session_id,
				sender_name: 'Mohamed Ali',
				card_design: 'https://media.example.com/d.png',
			}),
		]);
		expect(item).toMatchObject({
			session_id: cart.session_id,
			is_gift_order: true,
			gift_card_details: { receiver_name: 'Fatima Ahmed' },
		});
	});

	test('Remove From Cart (unconfirmed): DELETE on the same path; safe to repeat, so a 500 is retried', async () => {
		const cart = openCart();
		h.sandbox.db.giftCards.push({
			cart_session_id: cart.session_id,
			sender_name: 'a',
			receiver_name: 'b',
			media_link: null,
			gift_message: null,
			card_design: null,
			created_at: new Date().toISOString(),
		});
		h.sandbox.setFaults({ rate500: 0.5, seed: 7, methods: ['DELETE'], phase: 'after' });
		const [item] = jsonOf(
			await h.run(giftCard('removeFromCart', { cartSession: cart.session_id }), {
				credential: 'zidApi',
			}),
		);
		expect(cartRequests().map((r) => [r.method, r.status, r.headers['cart-session-id']])).toEqual([
			['DELETE', 500, cart.session_id],
			['DELETE', 200, cart.session_id],
		]);
		expect(h.sandbox.db.giftCards).toEqual([]);
		expect(item).toMatchObject({ session_id: cart.session_id, gift_card_details: null });
	});

	test("an unknown cart session is Zid's 404; a missing session or name fails before any request", async () => {
		const error = await failureOf(
			h.run(
				giftCard('addToCart', {
					cartSession: 'expired-session',
					senderName: 'a',
					receiverName: 'b',
				}),
			),
		);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('404');
		expect(error.message).toBe('404 Not found: Cart not found.');

		h.sandbox.clearRequests();
		for (const [extra, message] of [
			[
				{ cartSession: '', senderName: 'a', receiverName: 'b' },
				'Invalid "Cart Session Token": a value is required',
			],
			[
				{ cartSession: 'x', senderName: 'a', receiverName: ' ' },
				'Invalid "Receiver Name": a value is required',
			],
			[
				{
					cartSession: 'x',
					senderName: 'a',
					receiverName: 'b',
					additionalFields: { mediaLink: 'media.example.com/v' },
				},
				'Invalid "Media Link": "media.example.com/v" is not a web address',
			],
		] as const) {
			const bad = await failureOf(h.run(giftCard('addToCart', extra)));
			expect(bad).toBeInstanceOf(NodeOperationError);
			expect(bad.message).toBe(message);
		}
		expect(h.apiRequests()).toHaveLength(0);
	});

	test('adding is not resent after a 500 (the card may be on the cart) but is after a 429', async () => {
		const cart = openCart();
		const add = giftCard('addToCart', {
			cartSession: cart.session_id,
			senderName: 'a',
			receiverName: 'b',
		});
		h.sandbox.setFaults({ rate500: 1, methods: ['POST'], phase: 'after' });
		const error = await failureOf(h.run(add));
		expect(error.httpCode).toBe('500');
		expect(cartRequests()).toHaveLength(1);
		expect(h.sandbox.db.giftCards).toHaveLength(1);

		restore(h);
		// Seed 7: the first POST draws a 429 (Retry-After: 1), the second none.
		h.sandbox.setFaults({ rate429: 0.5, seed: 7, methods: ['POST'] });
		await h.run(add);
		expect(cartRequests().map((r) => r.status)).toEqual([429, 200]);
		expect(h.sandbox.db.giftCards).toHaveLength(1);
	});
});
