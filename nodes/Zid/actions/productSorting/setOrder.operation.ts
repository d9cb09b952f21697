import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordOrSuccess } from '../../helpers/answers';
import { fieldsCollection, replacedField } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { categoryIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	...replacedField(
		{
			displayName: 'Product IDs',
			name: 'productIds',
			type: 'string',
			default: '',
			placeholder:
				'e.g. 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f, 0b470326-d2b1-4d96-8ee1-ea03a50dfd83',
			description:
				'The product UUIDs in their new order, first shown first: comma-separated, or an array from an expression. Replaced by Product Names or IDs: clear this field to pick the products from a list.',
		},
		{
			displayName: 'Product Names or IDs',
			name: 'products',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getProducts' },
			required: true,
			default: [],
			description:
				'The products in their new order, the first picked shown first. The list holds the store\'s first 250 products; give others by ID. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
	),
	fieldsCollection('additionalFields', [
		{
			...categoryIdLocator,
			required: false,
			description: 'Sort the products within this category only, instead of the whole store',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productSorting'], operation: ['setOrder'] } },
	properties,
);

/** The products in order, from Product Names or IDs, or from Product IDs in a workflow saved before it. */
function productIds(ctx: IExecuteFunctions, i: number, check: InputChecker): string[] {
	const legacy = ctx.getNodeParameter('productIds', i, '') as unknown;
	const given = legacy !== '' && legacy !== null && legacy !== undefined;
	const label = given ? 'Product IDs' : 'Product Names or IDs';
	const value = given ? legacy : ctx.getNodeParameter('products', i, []);
	const entries = (Array.isArray(value) ? value : String(value ?? '').split(','))
		.map((entry) => String(entry).trim())
		.filter(Boolean);
	check.required(label, entries);
	const seen = new Set<string>();
	return entries.map((entry, n) => {
		const id = check.uuid(`${label} (entry ${n + 1})`, entry);
		if (seen.has(id.toLowerCase()))
			check.fail(`${label} (entry ${n + 1})`, `${id} is listed twice`);
		seen.add(id.toLowerCase());
		return id;
	});
}

/** Sets (not adds to) the order, so sending it again leaves the same order: safe to repeat although a POST. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const body: IDataObject = { products: productIds(this, i, check) };
	const category = this.getNodeParameter('additionalFields.categoryId', i, '', {
		extractValue: true,
	}) as unknown;
	if (category !== undefined && category !== null && category !== '')
		body.category = check.positiveInt('Category', category);
	return recordOrSuccess(
		await call(api, ENDPOINTS.productSorting.setOrder, { body, itemIndex: i }),
	);
}
