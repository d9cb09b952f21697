/*
 * The sandbox's answer switches, apart from types.ts so that the store (db/) can name them
 * without importing what types.ts builds on the store.
 */

/**
 * Extra: which of two answers the sandbox gives where live Zid stores answered otherwise than the
 * contract (CONTRACT.md "Live answers and the contract"): `live` (default) or `contract`.
 */
export type SandboxMode = 'live' | 'contract';
/**
 * What List Bundle Offers' `start_date` / `end_date` select (undocumented, CONTRACT.md): the offer's
 * period within the days (`within`, default), its first and last day equal to them (`on`), its
 * first day between them (`starts`), or the period overlapping them (`overlap`).
 */
export type BundleOfferDays = 'within' | 'on' | 'starts' | 'overlap';
export const BUNDLE_OFFER_DAYS: readonly BundleOfferDays[] = ['within', 'on', 'starts', 'overlap'];
