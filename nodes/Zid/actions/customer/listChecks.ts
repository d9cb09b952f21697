/**
 * List Customers: Search Term (name, e-mail, mobile, docs/zid-api.md §8.24) must show in each
 * customer returned, or Zid must demonstrably have applied it (helpers/filterCheck.ts).
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { containsTerm, ListGuard, phoneShows } from '../../helpers/filterCheck';

export function customerGuard(
	ctx: IExecuteFunctions,
	itemIndex: number,
	qs: IDataObject,
): ListGuard {
	const term = typeof qs.search_term === 'string' ? qs.search_term : undefined;
	const search = term
		? {
				param: 'search_term',
				label: 'Search Term',
				shows: (c: IDataObject) =>
					containsTerm([c.name, c.email], term) || phoneShows(c.mobile, term),
			}
		: undefined;
	return new ListGuard(ctx, itemIndex, 'customers', [], search);
}

/** How many customers a query selects: `grand_total` of a one-customer page. */
export function customerCount(
	api: ZidTransport,
	itemIndex: number,
): (qs: IDataObject) => Promise<number | undefined> {
	return async (qs) => {
		const page = { ...qs, page: 1, per_page: 1 };
		const body = (await call(api, ENDPOINTS.customer.getMany, {
			qs: page,
			itemIndex,
		})) as IDataObject;
		return typeof body?.grand_total === 'number' ? body.grand_total : undefined;
	};
}
