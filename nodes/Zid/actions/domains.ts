import type { INodeProperties } from 'n8n-workflow';
import type { ResourceModule } from '../helpers/resourceModule';
import { actionProperties } from './properties';
import { RESOURCES } from './resources';

/**
 * The domain nodes (Zid Orders, Zid Products & Stock, ...): each shows some of the Zid node's
 * resources, with the Zid node's operations, router and sign-in, so a merchant who searches for
 * "order" or "stock" opens a short list. n8n lists a node's actions resource by resource in the
 * order of its Resource picker and shows no search inside a community node's actions, so each
 * list starts with the resources that hold everyday tasks, the shortest first, so that all of them
 * are on the first screen (README "Everyday tasks"); the other resources follow by name.
 */
export const DOMAINS = {
	orders: {
		lead: ['order', 'abandonedCart'],
		rest: ['reverseOrder', 'shipping'],
	},
	products: {
		lead: ['productStock', 'product'],
		rest: [
			'productAttribute',
			'productAttributePreset',
			'productBadge',
			'productCategory',
			'productCustomization',
			'productDownloadable',
			'productImage',
			'productImport',
			'productNotification',
			'productQuestion',
			'productReview',
			'productSorting',
			'productVoucher',
			'storeLocation',
		],
	},
	customers: {
		lead: ['customer', 'loyalty'],
		rest: [],
	},
	coupons: {
		lead: ['coupon'],
		rest: ['bundleOffer', 'giftCard'],
	},
} satisfies Record<string, { lead: string[]; rest: string[] }>;

export type DomainName = keyof typeof DOMAINS;

/** A domain's resources in the order its Resource picker lists them. */
export function domainResources(domain: DomainName): typeof RESOURCES {
	const { lead, rest } = DOMAINS[domain];
	const of = (value: string) => {
		const resource = RESOURCES.find((r) => r.value === value);
		// A renamed resource must fail the build's tests, not drop out of a node unnoticed.
		if (!resource) throw new Error(`The domain "${domain}" lists no Zid resource "${value}"`);
		return resource;
	};
	const sorted = rest.map(of).sort((a, b) => a.name.localeCompare(b.name));
	return [...lead.map(of), ...sorted];
}

/** A domain node's properties: the Zid node's, for its resources only. */
export function domainProperties(domain: DomainName): INodeProperties[] {
	const resources = domainResources(domain);
	return actionProperties(
		resources.map(({ name, value }) => ({ name, value })),
		resources.map((r): ResourceModule => r.module),
		resources[0].value,
	);
}
