import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../shared/transport';

/**
 * The store id that storefront paths carry (`/stores/{id}/...`, `/customers/loyalty-program/{id}/...`):
 * the token credential's Store ID, else `user.store.id` of the manager profile (docs/zid-api.md §8.25).
 */
export async function storeIdOf(
	ctx: IExecuteFunctions,
	itemIndex: number,
	api: ZidTransport,
): Promise<string> {
	const id = await api.ensureStoreId();
	if (!id) {
		throw new NodeOperationError(ctx.getNode(), 'The Zid store ID is unknown', {
			itemIndex,
			description:
				'Set "Store ID" in the Zid API credential, or grant the app the account.read scope so the store ID can be read from the manager profile.',
		});
	}
	return id;
}

/**
 * The store's currency per run (its transport): one profile read however many items ask. Not process
 * state: the entry goes with the run's transport.
 */
const currencies = new WeakMap<ZidTransport, Promise<string | undefined>>();

/**
 * The store's currency code (`user.store.currency.code` of the manager profile, docs/zid-api.md §8.25),
 * for amounts Zid sends without one (coupons). Undefined, with a warning in n8n's log, when the
 * profile cannot be read (an app without account.read): the amounts still come, without a currency.
 */
export async function storeCurrencyOf(
	ctx: IExecuteFunctions,
	api: ZidTransport,
): Promise<string | undefined> {
	let currency = currencies.get(api);
	if (!currency) {
		currency = callForRecord(api, ENDPOINTS.account.getProfile, {}).then(
			(profile) => {
				const code = objectOf(objectOf(objectOf(profile.user).store).currency).code;
				return typeof code === 'string' && code !== '' ? code : undefined;
			},
			(error: Error) => {
				ctx.logger.warn(
					`Zid: the store currency could not be read from the manager profile: ${error.message}`,
				);
				return undefined;
			},
		);
		currencies.set(api, currency);
	}
	return await currency;
}

function objectOf(value: unknown): IDataObject {
	return value && typeof value === 'object' && !Array.isArray(value) ? (value as IDataObject) : {};
}
