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

/** The Zid node's products resources as a node of their own (nodes/Zid/actions/domains.ts). */
export class ZidProducts implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Zid Products & Stock',
		name: 'zidProducts',
		icon: { light: 'file:../../icons/zid.svg', dark: 'file:../../icons/zid.dark.svg' },
		group: ['transform'],
		version: DOMAIN_VERSIONS,
		defaultVersion: ZID_LATEST,
		subtitle: ZID_SUBTITLE,
		description: 'Read and change products, stock, categories and store locations in a Zid store',
		defaults: { name: 'Zid Products & Stock' },
		usableAsTool: {
			replacements: {
				description:
					"Lets an AI agent read and change a Zid store's products, stock, categories and store locations",
			},
		},
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: zidCredentials,
		properties: domainProperties('products'),
	};

	methods = ZID_METHODS;

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await runAction.call(this);
	}
}
