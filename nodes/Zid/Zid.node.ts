import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { RESOURCES } from './actions/resources';
import { everydayFirst } from './actions/everyday';
import { router } from './actions/router';
import { answerAsTool, withToolLimit } from './actions/toolAnswer';
import { authenticationProperty, zidCredentials } from '../shared/credentials';
import { requestOptionsProperty } from './helpers/requestOptions';
import * as listSearch from './methods/listSearch';
import * as loadOptions from './methods/loadOptions';
import { ZID_LATEST, ZID_VERSIONS } from './helpers/version';
import { withSortCollection } from './helpers/sorting';
import { runsAsTool, withToolOutput } from './helpers/toolOutput';

export class Zid implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Zid',
		name: 'zid',
		icon: { light: 'file:../../icons/zid.svg', dark: 'file:../../icons/zid.dark.svg' },
		group: ['transform'],
		version: ZID_VERSIONS,
		defaultVersion: ZID_LATEST,
		// "Order: Get Many": each value in words (a capital at each word), except the names listed,
		// which the pickers spell otherwise. n8n's lint wants the subtitle written out here;
		// test/unit/subtitle.test.ts fails when it no longer matches every picker name.
		subtitle:
			'={{ ((r, o, R, O, w) => (R[r] ?? w(r)) + ": " + (O[r + "." + o] ?? w(o)))($parameter["resource"], $parameter["operation"], {"loyalty": "Loyalty Program", "productImport": "Product Import/Export", "storeSettings": "Store Setting"}, {"account.getProfile": "Get Manager Profile", "coupon.upsert": "Create or Update", "country.getOperating": "Get Operating Countries", "customer.addBulk": "Add in Bulk", "giftCard.addToCart": "Add to Cart", "loyalty.getCustomerHistory": "Get Customer Points History", "loyalty.getPointsPerOrder": "Get Points per Order", "loyalty.getProgram": "Get Program Data", "productAttribute.createMetafield": "Create Product-Level Attribute", "productAttribute.getManyMetafields": "Get Many Product-Level Attributes", "productCategory.addProductToCategories": "Add Product to Categories", "productCategory.detachProducts": "Detach From All Products", "productCategory.publish": "Publish or Unpublish", "productDownloadable.createStore": "Create Store Downloadable", "productDownloadable.deleteStore": "Delete Store Downloadable", "productDownloadable.generateUploadUrl": "Generate Upload URL", "productDownloadable.getManyStore": "Get Many Store Downloadables", "productQuestion.createAnswer": "Answer", "productReview.getNewTotal": "Get New Reviews Total", "product.upsert": "Create or Update", "productVoucher.getForOrder": "Get for Order", "reverseOrder.getOrderForReturn": "Get Order for Return", "reverseOrder.updateProducts": "Update Return Products", "storeSettings.getVatSettings": "Get VAT Settings", "webhook.deleteByOriginalId": "Delete by Original ID", "webhook.deleteBySubscriber": "Delete by Subscriber (Deprecated)"}, (v) => String(v).replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase())) }}',
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
		properties: [
			authenticationProperty,
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: everydayFirst(
					RESOURCES.map(({ name, value }) => ({ name, value })),
					(r) => r.value,
				),
				default: 'order',
			},
			...withToolOutput(
				withSortCollection(withToolLimit(RESOURCES.flatMap((r) => r.module.description))),
			),
			requestOptionsProperty,
		],
	};

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return runsAsTool(this) ? await answerAsTool.call(this) : await router.call(this);
	}
}
