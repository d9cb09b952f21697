import { call, useSandbox } from '../helpers/sandbox';

describe('sandbox gift cards (storefront cart)', () => {
	const h = useSandbox();

	const openCart = () => h.sandbox.db.abandonedCarts.find((c) => c.phase !== 'completed')!;
	const path = () => `/stores/${h.sandbox.db.store.id}/carts/gift-card`;
	/** Storefront calls carry the app's Authorization and the cart session, no store token. */
	const storefront = (
		method: string,
		session: string | undefined,
		json?: unknown,
		lang?: 'ar' | 'en',
	) =>
		call(h.sandbox, undefined, method, path(), {
			headers: {
				Authorization: `Bearer ${h.tokens.authorization}`,
				...(session && { 'Cart-Session-Id': session }),
			},
			json,
			lang,
		});

	it("adds a gift card to the session's cart (replacing an earlier one) and removes it", async () => {
		const cart = openCart();
		const added = await storefront('POST', cart.session_id, {
			sender_name: 'Mohamed Ali',
			receiver_name: 'Fatima Ahmed',
			gift_message: 'عيد سعيد',
			card_design: { file: 'https://media.example.com/d.png' },
		});
		expect(added.status).toBe(200);
		expect(added.body.payload).toMatchObject({
			session_id: cart.session_id,
			is_gift_order: true,
			gift_card_details: {
				sender_name: 'Mohamed Ali',
				card_design: { file: 'https://media.example.com/d.png' },
			},
		});
		await storefront('POST', cart.session_id, { sender_name: 'Sara', receiver_name: 'Noura' });
		expect(h.sandbox.db.giftCards.filter((g) => g.cart_session_id === cart.session_id)).toEqual([
			expect.objectContaining({ sender_name: 'Sara' }),
		]);
		const removed = await storefront('DELETE', cart.session_id);
		expect(removed.body.payload).toMatchObject({ is_gift_order: false, gift_card_details: null });
		expect((await storefront('DELETE', cart.session_id)).status).toBe(200);
	});

	it('needs the cart session and the names; an unknown cart or store is 404; no Authorization is 401', async () => {
		const missing = await storefront('POST', undefined, {}, 'ar');
		expect(missing.status).toBe(422);
		expect(missing.body.error.fields).toEqual({
			'Cart-Session-Id': ['حقل Cart-Session-Id مطلوب.'],
		});
		const names = await storefront('POST', openCart().session_id, { sender_name: 'x' });
		expect(names.body.error.fields).toEqual({
			receiver_name: ['The receiver_name field is required.'],
		});
		expect(
			(await storefront('POST', 'no-such-session', { sender_name: 'a', receiver_name: 'b' }))
				.status,
		).toBe(404);
		const other = await call(h.sandbox, h.tokens, 'DELETE', '/stores/1/carts/gift-card', {
			headers: { 'Cart-Session-Id': openCart().session_id },
		});
		expect(other.status).toBe(404);
		const anonymous = await call(h.sandbox, undefined, 'DELETE', path(), {
			headers: { 'Cart-Session-Id': openCart().session_id },
		});
		expect(anonymous.status).toBe(401);
	});
});
