import { get } from './endpoint';

/** Account (docs/zid-api.md §8.25). */
export const account = {
	/** The manager, the store (its id is the Store-Id header) and the app's permissions. */
	getProfile: get('/managers/account/profile', { scope: 'account.read' }),
};
