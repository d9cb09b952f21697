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

/** The Zid node's customers resources as a node of their own (nodes/Zid/actions/domains.ts). */
export class ZidCustomers implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Zid Customers & Loyalty',
		name: 'zidCustomers',
		icon: { light: 'file:../../icons/zid.svg', dark: 'file:../../icons/zid.dark.svg' },
		group: ['transform'],
		version: DOMAIN_VERSIONS,
		defaultVersion: ZID_LATEST,
		subtitle: ZID_SUBTITLE,
		description: 'Read customers and add or deduct loyalty points in a Zid store',
		defaults: { name: 'Zid Customers & Loyalty' },
		usableAsTool: {
			replacements: {
				description:
					"Lets an AI agent read a Zid store's customers and their loyalty points, and add or deduct points",
			},
		},
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: zidCredentials,
		properties: domainProperties('customers'),
	};

	methods = ZID_METHODS;

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await runAction.call(this);
	}
}
