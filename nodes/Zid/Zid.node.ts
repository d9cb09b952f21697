import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { RESOURCES } from './actions/resources';
import { everydayFirst } from './actions/everyday';
import { router } from './actions/router';
import { authenticationProperty, zidCredentials } from '../shared/credentials';
import { requestOptionsProperty } from './helpers/requestOptions';
import * as listSearch from './methods/listSearch';
import * as loadOptions from './methods/loadOptions';
import { ZID_LATEST, ZID_VERSIONS } from './helpers/version';
import { withSortCollection } from './helpers/sorting';
import { outputMode, runsAsTool, selectFields, withToolOutput } from './helpers/toolOutput';
import { simplifyOn } from './helpers/simplify';

/** Records a list answers an AI Agent by default: ten records make a table of about 2-4 KB. */
const TOOL_LIMIT = 10;

/** "resource.operation" of every list (an operation with a Limit). */
const LISTS = new Set(
	RESOURCES.flatMap((r) =>
		Object.entries(r.module.operations)
			.filter(([, op]) => op.description.some((p) => p.name === 'limit'))
			.map(([operation]) => `${r.value}.${operation}`),
	),
);

/** Each Limit twice: as is for workflows, and with the smaller default where the node runs as a tool (`@tool`). */
function withToolLimit(properties: INodeProperties[]): INodeProperties[] {
	return properties.flatMap((p) => {
		if (p.name !== 'limit') return [p];
		const { show = {}, hide = {} } = p.displayOptions ?? {};
		return [
			{ ...p, displayOptions: { ...p.displayOptions, hide: { ...hide, '@tool': [true] } } },
			{
				...p,
				default: Math.min(Number(p.default), TOOL_LIMIT),
				displayOptions: { ...p.displayOptions, show: { ...show, '@tool': [true] } },
			},
		];
	});
}

const ZERO_FRACTION = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)\.0+(Z|[+-]\d\d:?\d\d)?$/;
const TRAILING_ZEROS = /^(-?\d+\.\d\d)0{4,}$/;

/** One value of a list record, as a model reads it: the same facts in fewer bytes (nothing is rounded). */
function compactValue(value: unknown, nested: boolean): unknown {
	if (typeof value === 'string')
		return value.replace(ZERO_FRACTION, '$1$2').replace(TRAILING_ZEROS, '$1');
	if (Array.isArray(value))
		return value.map((v) => compactValue(v, nested)).filter((v) => v !== undefined);
	if (!value || typeof value !== 'object') return value;
	const record = value as IDataObject;
	// A record inside a record (a product's categories; Simplify has already flattened an order's customer) is a reference: its own operation has the rest.
	const keys =
		nested && record.id !== undefined
			? ['id', 'name', 'code'].filter((k) => k in record)
			: Object.keys(record);
	const out: IDataObject = {};
	for (const key of keys) {
		const v = compactValue(record[key], true);
		if (
			v === null ||
			v === undefined ||
			v === '' ||
			(typeof v === 'object' && Object.keys(v as object).length === 0)
		)
			continue;
		out[key] = v as IDataObject[keyof IDataObject];
	}
	return out;
}

/**
 * A tool's answer by its Output (from 1.1; Simplify before): Raw as Zid sent it; Selected Fields cut
 * to the fields asked for and the ID. A list with Simplify on (or Selected Fields) becomes one table
 * (the keys once, not once per record); Simplify also drops empty fields and cuts nested records to
 * their ID, name and code. A note says when the Limit may have cut the list, so the model does not
 * take the first page for the whole store.
 */
function tableForModel(ctx: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData[] {
	const list = `${String(ctx.getNodeParameter('resource', 0))}.${String(ctx.getNodeParameter('operation', 0))}`;
	if (items.some((item) => item.json.error !== undefined)) return items;
	const mode = outputMode(ctx, 0);
	if (mode === 'raw') return items;
	let note: string | undefined;
	let records: IDataObject[];
	if (mode === 'selected') {
		({ records, note } = selectFields(
			items.map((item) => item.json),
			String(ctx.getNodeParameter('outputFields', 0, '')),
		));
		if (!LISTS.has(list))
			return records.map((json, i) => ({
				json: note ? { ...json, note } : json,
				pairedItem: items[i].pairedItem,
			}));
	} else {
		if (!LISTS.has(list) || !simplifyOn(ctx, 0)) return items;
		records = items.map((item) => compactValue(item.json, false) as IDataObject);
	}
	const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
	const json: IDataObject = {
		columns,
		rows: records.map((record) => columns.map((column) => record[column] ?? null)),
	};
	const limit = ctx.getNodeParameter('returnAll', 0, false)
		? undefined
		: Number(ctx.getNodeParameter('limit', 0, TOOL_LIMIT));
	const notes = [note];
	if (limit !== undefined && records.length >= limit)
		notes.push(`Only the first ${limit} records (the tool's Limit): there may be more`);
	if (notes.some(Boolean)) json.note = notes.filter(Boolean).join('; ');
	return [{ json, pairedItem: { item: 0 } }];
}

/**
 * A failed tool call answered to the model (what went wrong, with Zid's field messages), so it can
 * correct itself instead of the whole execution stopping; "On Error: Stop Workflow" still stops it.
 */
function toolError(ctx: IExecuteFunctions, error: unknown): INodeExecutionData[][] {
	if (ctx.getNode().onError === 'stopWorkflow') throw error;
	const e = error as Error & { description?: string | null; httpCode?: string | null };
	const json: IDataObject = { error: e.message };
	if (e.description) json.description = e.description;
	if (e.httpCode) json.httpCode = e.httpCode;
	return [[{ json, pairedItem: { item: 0 } }]];
}

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
		if (!runsAsTool(this)) return await router.call(this);
		try {
			const [items] = await router.call(this);
			return [tableForModel(this, items)];
		} catch (error) {
			return toolError(this, error);
		}
	}
}
