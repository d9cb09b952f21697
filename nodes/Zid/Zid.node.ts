import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { RESOURCES } from './actions/resources';
import { router } from './actions/router';
import { authenticationProperty, requestOptionsProperty, zidCredentials } from './helpers/properties';
import * as listSearch from './methods/listSearch';
import * as loadOptions from './methods/loadOptions';

export class Zid implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Zid',
		name: 'zid',
		icon: { light: 'file:../../icons/zid.svg', dark: 'file:../../icons/zid.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Read and change orders, products, stock, coupons, loyalty, customers and more in a Zid store',
		defaults: { name: 'Zid' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: zidCredentials,
		properties: [
			authenticationProperty,
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: RESOURCES.map(({ name, value }) => ({ name, value })),
				default: 'order',
			},
			...RESOURCES.flatMap((r) => r.module.description),
			requestOptionsProperty,
		],
	};

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
