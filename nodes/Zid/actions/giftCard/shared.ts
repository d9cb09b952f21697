import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { storeIdOf } from '../../helpers/store';
import { InputChecker } from '../../helpers/validate';
import { type Endpoint } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';

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
	description:
		"The ID of the shopper's cart session, as the storefront holds it (sent in Zid's cart-session header)",
};

/** A cart call of the store's storefront, with the item's cart session header. */
export async function cartRequest(
	ctx: IExecuteFunctions,
	i: number,
	api: ZidTransport,
	endpoint: Endpoint,
	body?: IDataObject,
): Promise<IDataObject> {
	const session = InputChecker.for(ctx, i).text(
		'Cart Session Token',
		ctx.getNodeParameter('cartSession', i),
		{ max: 255 },
	);
	if (/[\r\n]/.test(session))
		InputChecker.for(ctx, i).fail('Cart Session Token', 'must be on one line');
	const store = await storeIdOf(ctx, i, api);
	return await callForRecord(api, endpoint, {
		params: { store },
		body,
		headers: { [CART_SESSION_HEADER]: session },
		itemIndex: i,
	});
}
