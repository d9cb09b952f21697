import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { runInChunks } from '../../helpers/batch';
import { productIdOf } from '../../helpers/parameters';
import type { BatchOutcome, OperationResult } from '../../helpers/resourceModule';
import { fieldsCollection } from '../../descriptions/collections';
import { fieldsOrJsonProperty } from '../../descriptions/inputs';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecords } from '../../../shared/transport';
import { BULK_FIELDS, BULK_KEYS } from './fieldSets';
import { checkSalePrice, productBody } from './productBody';
import { productFields } from './productFields';
import { productIdLocator } from '../../descriptions/pickers';

/** The most products one Bulk Update call takes (docs/zid-api.md §8.4). */
const BULK_SIZE = 50;

const fields = { show: { specifyProduct: ['fields'] } };

const properties: INodeProperties[] = [
	{
		displayName:
			'Each input item updates one product. Zid takes 50 products a call, so the items go out 50 at a time.',
		name: 'bulkNotice',
		type: 'notice',
		default: '',
	},
	fieldsOrJsonProperty({
		name: 'specifyProduct',
		displayName: 'Specify Product',
		fields: 'Pick the product and the fields to change',
		json: "Give the product's entry as Zid documents it",
	}),
	{
		displayName: 'Identify Product By',
		name: 'identifyBy',
		type: 'options',
		options: [
			{ name: 'ID', value: 'id', description: "The product's UUID" },
			{ name: 'SKU', value: 'sku', description: "The product's SKU" },
		],
		default: 'id',
		description: 'How Zid finds the product to change',
		displayOptions: fields,
	},
	{
		...productIdLocator('The product to change'),
		displayOptions: { show: { specifyProduct: ['fields'], identifyBy: ['id'] } },
	},
	{
		displayName: 'SKU',
		name: 'sku',
		type: 'string',
		required: true,
		default: '',
		description: 'SKU of the product to change',
		displayOptions: { show: { specifyProduct: ['fields'], identifyBy: ['sku'] } },
	},
	{ ...fieldsCollection('updateFields', productFields(BULK_FIELDS)), displayOptions: fields },
	{
		displayName: 'Product (JSON)',
		name: 'productJson',
		type: 'json',
		required: true,
		default: '{\n  "id": "",\n  "price": 0\n}',
		description: `The product's entry as Zid takes it: the product's ID or SKU, and any of ${BULK_KEYS.join(', ')}`,
		hint: 'See <a href="https://docs.zid.sa/">Bulk Update Products</a> in the Zid docs',
		displayOptions: { show: { specifyProduct: ['json'] } },
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['product'], operation: ['bulkUpdate'] } },
	properties,
);

type Check = (check: InputChecker, label: string, value: unknown) => void;

const nullable =
	(inner: Check): Check =>
	(check, label, value) => {
		if (value !== null) inner(check, label, value);
	};
const amount: Check = (check, label, value) => void check.number(label, value, { min: 0 });
const count: Check = (check, label, value) => void check.positiveInt(label, value, { min: 0 });
const bool: Check = (check, label, value) => {
	if (typeof value !== 'boolean') check.fail(label, 'must be true or false');
};
const texts: Check = (check, label, value) => {
	if (typeof value === 'string') return void check.text(label, value);
	const record = (
		value && typeof value === 'object' && !Array.isArray(value) ? value : { value }
	) as IDataObject;
	const keys = Object.keys(record);
	if (keys.length === 0 || keys.some((key) => key !== 'ar' && key !== 'en'))
		check.fail(label, 'must be a text or {"ar": ..., "en": ...}');
	for (const key of keys) check.text(`${label}.${key}`, record[key]);
};

/** How Zid's members of a bulk entry are checked when they come as JSON. */
const JSON_CHECKS: Record<string, Check> = {
	name: texts,
	description: texts,
	price: amount,
	sale_price: nullable(amount),
	cost: nullable(amount),
	quantity: nullable(count),
	is_draft: bool,
	is_infinite: bool,
	requires_shipping: bool,
	is_published: bool,
	keywords: (check, label, value) => {
		if (!Array.isArray(value) || value.some((word) => typeof word !== 'string'))
			check.fail(label, 'must be a list of texts');
	},
	weight: (check, label, value) => {
		const weight = (value && typeof value === 'object' ? value : {}) as IDataObject;
		check.number(`${label}.value`, weight.value, { min: 0 });
		check.oneOf(`${label}.unit`, weight.unit, ['kg', 'g']);
	},
};

function entryFromJson(ctx: IExecuteFunctions, i: number, check: InputChecker): IDataObject {
	const label = 'Product (JSON)';
	const entry = check.json(label, ctx.getNodeParameter('productJson', i, '{}')) as IDataObject;
	if (entry.id !== undefined && entry.id !== null && entry.id !== '')
		check.uuid(`${label} › id`, entry.id);
	else if (typeof entry.sku !== 'string' || entry.sku.trim() === '')
		check.fail(label, 'identify the product by "id" (its UUID) or "sku"');
	const keys = Object.keys(entry).filter((key) => key !== 'id' && key !== 'sku');
	const unknown = keys.filter((key) => !BULK_KEYS.includes(key));
	if (unknown.length)
		check.fail(
			label,
			`Bulk Update cannot change ${unknown.join(', ')}; it changes ${BULK_KEYS.join(', ')}`,
		);
	if (keys.length === 0) check.fail(label, 'add at least one member to change');
	for (const key of keys) JSON_CHECKS[key](check, `${label} › ${key}`, entry[key]);
	if (entry.is_infinite === true && typeof entry.quantity === 'number')
		check.fail(`${label} › quantity`, 'leave it out when is_infinite is true');
	checkSalePrice(check, entry, `${label} › sale_price`);
	return entry;
}

function entryFromFields(ctx: IExecuteFunctions, i: number, check: InputChecker): IDataObject {
	const key =
		ctx.getNodeParameter('identifyBy', i, 'id') === 'sku'
			? { sku: check.text('SKU', ctx.getNodeParameter('sku', i, ''), { max: 255 }) }
			: { id: productIdOf(ctx, i) };
	const body = productBody(check, ctx.getNodeParameter('updateFields', i, {}) as IDataObject);
	if (Object.keys(body).length === 0)
		check.fail('Update Fields', 'add at least one field to change');
	return { ...key, ...body };
}

/** One input item's entry of the bulk body, checked before any request. */
function readEntry(ctx: IExecuteFunctions, i: number): IDataObject {
	const check = InputChecker.for(ctx, i);
	return ctx.getNodeParameter('specifyProduct', i, 'fields') === 'json'
		? entryFromJson(ctx, i, check)
		: entryFromFields(ctx, i, check);
}

/** PATCH /products/ with up to 50 entries; each item gets the product Zid answered for its entry. */
async function sendEntries(
	api: ZidTransport,
	entries: IDataObject[],
	itemIndices: number[],
): Promise<OperationResult[]> {
	const updated = await callForRecords(api, ENDPOINTS.product.bulkUpdate, {
		body: entries,
		itemIndex: itemIndices[0],
	});
	return entries.map(
		(entry) => updated.find((p) => (entry.id ? p.id === entry.id : p.sku === entry.sku)) ?? entry,
	);
}

/** Every input item becomes one entry; the entries go out in chunks of 50 (setting values: safe to repeat). */
export async function executeBatch(
	this: IExecuteFunctions,
	itemIndices: number[],
	api: ZidTransport,
): Promise<BatchOutcome[]> {
	return await runInChunks(this, itemIndices, {
		size: BULK_SIZE,
		prepare: (i) => readEntry(this, i),
		send: async (entries, indices) => await sendEntries(api, entries, indices),
	});
}

/** One item alone (the router uses executeBatch for this operation). */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<OperationResult> {
	const [outcome] = await executeBatch.call(this, [i], api);
	if ('error' in outcome) throw outcome.error;
	return outcome.result;
}
