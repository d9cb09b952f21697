/** Product badge (REFERENCE.md §8.7): Zid's predefined badges; a product takes one through its `badge` field. */
import { bare } from '../core/envelopes';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';

function listBadges(ctx: RouteContext): RouteResult {
	return bare({ data: ctx.db.badges.map((b) => ({ id: b.id, body: { ...b.body } })) });
}

export const badgeRoutes = routeGroup('catalogue', [
	// Scope not printed in the docs [U]: listing badges is taken as a products read.
	{ method: 'GET', path: '/badges/', scopes: [SCOPES.productsRead], handler: listBadges },
]);
