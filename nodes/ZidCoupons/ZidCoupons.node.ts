import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { domainProperties } from '../Zid/actions/domains';
import { router } from '../Zid/actions/router';
import { answerAsTool } from '../Zid/actions/toolAnswer';
import { ZID_SUBTITLE } from '../Zid/helpers/subtitle';
import { runsAsTool } from '../Zid/helpers/toolOutput';
import { DOMAIN_VERSIONS, ZID_LATEST } from '../Zid/helpers/version';
import * as listSearch from '../Zid/methods/listSearch';
import * as loadOptions from '../Zid/methods/loadOptions';
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

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return runsAsTool(this) ? await answerAsTool.call(this) : await router.call(this);
	}
}
