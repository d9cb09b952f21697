/** Product badge (docs/zid-api.md §8.7): Zid's predefined badges; a product takes one through its `badge` field. */
import { bare } from '../core/envelopes';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import type { BadgeRecord } from '../db';

/** A badge as zidsa/sdk-python reads it: body, icon (or null) and whether it is a template. */
function renderBadge(b: BadgeRecord): Record<string, unknown> {
	return { body: { ...b.body }, icon: b.icon ? { ...b.icon } : null, is_example: b.is_example };
}

function listBadges(ctx: RouteContext): RouteResult {
	return bare({ data: ctx.db.badges.map(renderBadge) });
}

export const badgeRoutes = routeGroup('catalogue', [
	// Scope not printed in the docs [U]: listing badges is taken as a products read.
	{ method: 'GET', path: '/badges/', scopes: [SCOPES.productsRead], handler: listBadges },
]);
