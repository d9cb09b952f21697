import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { runAction, ZID_METHODS } from './actions/dispatch';
import { RESOURCES } from './actions/resources';
import { everydayFirst } from './actions/everyday';
import { actionProperties } from './actions/properties';
import { zidCredentials } from '../shared/credentials';
import { ZID_LATEST, ZID_VERSIONS } from './helpers/version';
import { ZID_SUBTITLE } from './helpers/subtitle';

export class Zid implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Zid',
		name: 'zid',
		icon: { light: 'file:../../icons/zid.svg', dark: 'file:../../icons/zid.dark.svg' },
		group: ['transform'],
		version: ZID_VERSIONS,
		defaultVersion: ZID_LATEST,
		subtitle: ZID_SUBTITLE,
		description:
			'Read and change orders, products, stock, coupons, loyalty, customers and more in a Zid store',
		defaults: { name: 'Zid' },
		// The tool variant's own description in the node panel (n8n applies `replacements` to the tool it makes).
		usableAsTool: {
			replacements: {
				description:
					"Lets an AI agent read and change a Zid store's orders, products, stock, coupons, loyalty points and customers",
			},
		},
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: zidCredentials,
		properties: actionProperties(
			everydayFirst(
				RESOURCES.map(({ name, value }) => ({ name, value })),
				(r) => r.value,
			),
			RESOURCES.map((r) => r.module),
			'order',
		),
	};

	methods = ZID_METHODS;

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await runAction.call(this);
	}
}
