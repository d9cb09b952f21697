/**
 * Every Zid action node with the resources it shows: the Zid node (all of them) and each domain
 * node (nodes/Zid/actions/domains.ts). Tests that walk a node's description walk each of these.
 */
import type { INodeType } from 'n8n-workflow';
import { RESOURCES } from '../../nodes/Zid/actions/resources';
import { DOMAINS, domainResources, type DomainName } from '../../nodes/Zid/actions/domains';
import { Zid } from '../../nodes/Zid/Zid.node';
import { ZidCoupons } from '../../nodes/ZidCoupons/ZidCoupons.node';
import { ZidCustomers } from '../../nodes/ZidCustomers/ZidCustomers.node';
import { ZidOrders } from '../../nodes/ZidOrders/ZidOrders.node';
import { ZidProducts } from '../../nodes/ZidProducts/ZidProducts.node';

export interface ActionNode {
	node: INodeType;
	resources: typeof RESOURCES;
}

const DOMAIN_NODES: Record<DomainName, INodeType> = {
	orders: new ZidOrders(),
	products: new ZidProducts(),
	customers: new ZidCustomers(),
	coupons: new ZidCoupons(),
};

export const DOMAIN_ACTION_NODES: ActionNode[] = (Object.keys(DOMAINS) as DomainName[]).map(
	(domain) => ({ node: DOMAIN_NODES[domain], resources: domainResources(domain) }),
);

export const ACTION_NODES: ActionNode[] = [
	{ node: new Zid(), resources: RESOURCES },
	...DOMAIN_ACTION_NODES,
];

/** The action nodes' display names as a regex alternative, for places named `Zid Orders: ...`. */
export const ACTION_OWNER = `(?:${ACTION_NODES.map((n) => n.node.description.displayName).join('|')})`;
