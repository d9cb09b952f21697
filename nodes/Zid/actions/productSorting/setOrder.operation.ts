import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordOrSuccess } from '../../helpers/execute';
import { fieldsCollection } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS, call } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { categoryIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	{
		displayName: 'Product IDs',
		name: 'productIds',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f, 0b470326-d2b1-4d96-8ee1-ea03a50dfd83',
		description: 'The product UUIDs in their new order, first shown first: comma-separated, or an array from an expression',
	},
	fieldsCollection('additionalFields', [
		{ ...categoryIdLocator, required: false, description: 'Sort the products within this category only, instead of the whole store' },
	]),
];

export const description = updateDisplayOptions({ show: { resource: ['productSorting'], operation: ['setOrder'] } }, properties);

function productIds(check: InputChecker, value: unknown): string[] {
	const entries = (Array.isArray(value) ? value : String(value ?? '').split(',')).map((entry) => String(entry).trim()).filter(Boolean);
	check.required('Product IDs', entries);
	const seen = new Set<string>();
	return entries.map((entry, n) => {
		const id = check.uuid(`Product IDs (entry ${n + 1})`, entry);
		if (seen.has(id.toLowerCase())) check.fail(`Product IDs (entry ${n + 1})`, `${id} is listed twice`);
		seen.add(id.toLowerCase());
		return id;
	});
}

/** Sets (not adds to) the order, so sending it again leaves the same order: safe to repeat although a POST. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const body: IDataObject = { products: productIds(check, this.getNodeParameter('productIds', i)) };
	const category = this.getNodeParameter('additionalFields.categoryId', i, '', { extractValue: true }) as unknown;
	if (category !== undefined && category !== null && category !== '') body.category = check.positiveInt('Category', category);
	return recordOrSuccess(await call(api, ENDPOINTS.productSorting.setOrder, { body, itemIndex: i }));
}
