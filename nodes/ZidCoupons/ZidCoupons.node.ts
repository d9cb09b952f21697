import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { runAction, ZID_METHODS } from '../Zid/actions/dispatch';
import { domainProperties } from '../Zid/actions/domains';
import { ZID_SUBTITLE } from '../Zid/helpers/subtitle';
import { DOMAIN_VERSIONS, ZID_LATEST } from '../Zid/helpers/version';
import { zidCredentials } from '../shared/credentials';

/** The Zid node's coupons resources as a node of their own (nodes/Zid/actions/domains.ts). */
export class ZidCoupons implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Zid Coupons & Offers',
		name: 'zidCoupons',
		icon: { light: 'file:../../icons/zid.svg', dark: 'file:../../icons/zid.dark.svg' },
		group: ['transform'],
		version: DOMAIN_VERSIONS,
		defaultVersion: ZID_LATEST,
		subtitle: ZID_SUBTITLE,
		description: 'Create and manage coupons, bundle offers and gift cards in a Zid store',
		defaults: { name: 'Zid Coupons & Offers' },
		usableAsTool: {
			replacements: {
				description:
					"Lets an AI agent create and manage a Zid store's coupons, bundle offers and gift cards",
			},
		},
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: zidCredentials,
		properties: domainProperties('coupons'),
	};

	methods = ZID_METHODS;

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await runAction.call(this);
	}
}
