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

/** The Zid node's orders resources as a node of their own (nodes/Zid/actions/domains.ts). */
export class ZidOrders implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Zid Orders',
		name: 'zidOrders',
		icon: { light: 'file:../../icons/zid.svg', dark: 'file:../../icons/zid.dark.svg' },
		group: ['transform'],
		version: DOMAIN_VERSIONS,
		defaultVersion: ZID_LATEST,
		subtitle: ZID_SUBTITLE,
		description: 'Read and update orders, abandoned carts, returns and shipping in a Zid store',
		defaults: { name: 'Zid Orders' },
		usableAsTool: {
			replacements: {
				description:
					"Lets an AI agent read and update a Zid store's orders, abandoned carts, returns and shipping",
			},
		},
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: zidCredentials,
		properties: domainProperties('orders'),
	};

	methods = ZID_METHODS;

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await runAction.call(this);
	}
}
