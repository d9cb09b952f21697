import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import type { ZidTransport } from '../../shared/transport';

/**
 * The store id that storefront paths carry (`/stores/{id}/...`, `/customers/loyalty-program/{id}/...`):
 * the token credential's Store ID, else `user.store.id` of the manager profile (docs/zid-api.md §8.25).
 */
export async function storeIdOf(ctx: IExecuteFunctions, itemIndex: number, api: ZidTransport): Promise<string> {
	const id = await api.ensureStoreId();
	if (!id) {
		throw new NodeOperationError(ctx.getNode(), 'The Zid store ID is unknown', {
			itemIndex,
			description: 'Set "Store ID" in the Zid API credential, or grant the app the account.read scope so the store ID can be read from the manager profile.',
		});
	}
	return id;
}
