import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { unwrap } from '../../helpers/execute';
import { storeIdOf } from '../../helpers/store';
import { InputChecker } from '../../helpers/validate';
import type { ZidRequest, ZidTransport } from '../../../shared/transport';

/**
 * The header naming the shopper's cart. The gift-card pages only say "a unique identifier for the
 * current cart session" [U]; Zid's storefront cart samples (Get cart details) send `Cart-Session-Id`.
 */
export const CART_SESSION_HEADER = 'Cart-Session-Id';

export const cartSessionProperty: INodeProperties = {
	displayName: 'Cart Session Token',
	name: 'cartSession',
	type: 'string',
	typeOptions: { password: true },
	required: true,
	default: '',
	description: 'The ID of the shopper\'s cart session, as the storefront holds it (sent in Zid\'s cart-session header)',
};

/** A cart call: `/stores/{store}/carts/gift-card` with the cart session header. */
export async function cartRequest(
	ctx: IExecuteFunctions,
	i: number,
	api: ZidTransport,
	request: Pick<ZidRequest, 'method' | 'body' | 'idempotent'>,
): Promise<IDataObject> {
	const session = InputChecker.for(ctx, i).text('Cart Session Token', ctx.getNodeParameter('cartSession', i), { max: 255 });
	if (/[\r\n]/.test(session)) InputChecker.for(ctx, i).fail('Cart Session Token', 'must be on one line');
	const storeId = await storeIdOf(ctx, i, api);
	const call: ZidRequest = {
		...request,
		path: `/stores/${encodeURIComponent(storeId)}/carts/gift-card`,
		headers: { [CART_SESSION_HEADER]: session },
		itemIndex: i,
	};
	return unwrap(await api.request(call), 'payload') as IDataObject;
}
