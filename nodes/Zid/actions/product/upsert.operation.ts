import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, updateDisplayOptions } from 'n8n-workflow';
import { nodeErrorOf } from '../../helpers/batch';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call, callForRecords } from '../../../shared/transport';
import { parseZidError } from '../../../shared/transport/errors/zidError';
import { productBody } from './productBody';
import { PRODUCT_FIELD, productFields } from './productFields';

const required = (property: INodeProperties): INodeProperties => ({ ...property, required: true });

/** Fields both Create Product and Bulk Update Products take (docs/zid-api.md §8.4), so either path sends the same product. */
const UPSERT_FIELDS = [
	'salePrice',
	'description',
	'isDraft',
	'requiresShipping',
	'keywords',
	'weight',
	'weightUnit',
];

/** Creates after a lost answer, each after a look-up found no product with the SKU. */
const MAX_CREATES = 3;

const properties: INodeProperties[] = [
	{
		...required(PRODUCT_FIELD.sku),
		description:
			'The SKU that names the product: the product with this SKU is updated, or created when the store has none',
	},
	...productFields(['name']).map(required),
	{ ...required(PRODUCT_FIELD.price), default: null },
	PRODUCT_FIELD.isInfinite,
	{
		...required(PRODUCT_FIELD.quantity),
		default: null,
		displayOptions: { show: { isInfinite: [false] } },
	},
	fieldsCollection('additionalFields', productFields(UPSERT_FIELDS)),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['product'], operation: ['upsert'] } },
	properties,
);

/** Zid refused the request (a 4xx other than auth and rate) naming only `field` (or `<n>.field` in a bulk answer). */
function refusedFor(error: unknown, field: string): boolean {
	if (!(error instanceof NodeApiError)) return false;
	const status = Number(error.httpCode);
	if (![400, 404, 422].includes(status)) return false;
	const { fields } = parseZidError((error.errorResponse as IDataObject | undefined)?.body);
	return fields.length > 0 && fields.every((f) => f.field.replace(/^\d+\./, '') === field);
}

/** No answer, a 5xx or an unreadable 2xx: Zid may have created the product. A 4xx is a refusal. */
function outcomeUnknown(error: unknown): boolean {
	if (!(error instanceof NodeApiError)) return false;
	const status = Number(error.httpCode);
	return !error.httpCode || Number.isNaN(status) || status >= 500 || status < 300;
}

/**
 * Sets `body` on the product with this SKU (Bulk Update Products names it by SKU, so no list is
 * read: Zid's product search was seen ignoring its term). Undefined when Zid has no such SKU.
 */
async function updateBySku(
	ctx: IExecuteFunctions,
	api: ZidTransport,
	i: number,
	sku: string,
	body: IDataObject,
): Promise<IDataObject | undefined> {
	try {
		const answer = await callForRecords(api, ENDPOINTS.product.bulkUpdate, {
			body: [{ sku, ...body }],
			itemIndex: i,
		});
		return answer.find((p) => p.sku === sku);
	} catch (error) {
		if (refusedFor(error, 'sku')) return undefined;
		throw nodeErrorOf(ctx, error, i);
	}
}

/**
 * Create or Update by SKU. Exact under retries: a create is never resent blindly. After a create
 * whose outcome is unknown, the SKU is looked up first and only created again when Zid has none;
 * a create Zid refuses because the SKU is taken becomes an update. Zid keeps SKUs unique (§8.4).
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const sku = check.text('SKU', this.getNodeParameter('sku', i, ''), { max: 255 });
	const isInfinite = this.getNodeParameter('isInfinite', i, false) as boolean;
	const fields: IDataObject = {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
		nameAr: check.text('Name (Arabic)', this.getNodeParameter('nameAr', i, ''), { max: 255 }),
		nameEn: check.text('Name (English)', this.getNodeParameter('nameEn', i, ''), { max: 255 }),
		price: check.number('Price', check.required('Price', this.getNodeParameter('price', i, null)), {
			min: 0,
		}),
		isInfinite,
	};
	if (!isInfinite)
		fields.quantity = check.positiveInt(
			'Quantity',
			check.required('Quantity', this.getNodeParameter('quantity', i, null)),
			{ min: 0 },
		);
	const body = productBody(check, fields);

	const existing = await updateBySku(this, api, i, sku, body);
	if (existing) return existing;
	for (let attempt = 1; ; attempt++) {
		try {
			return (await call(api, ENDPOINTS.product.create, {
				body: { ...body, sku },
				itemIndex: i,
			})) as IDataObject;
		} catch (error) {
			if (refusedFor(error, 'sku')) {
				// Taken since the look-up (another run, or the merchant): update that product instead.
				const taken = await updateBySku(this, api, i, sku, body);
				if (taken) return taken;
				throw new NodeOperationError(this.getNode(), `Zid refused the SKU "${sku}"`, {
					description:
						'Zid says this SKU is in use but does not find a product by it. Check the SKU in the Zid dashboard (a variant may hold it), then run the item again.',
					itemIndex: i,
				});
			}
			if (!outcomeUnknown(error) || attempt >= MAX_CREATES) throw nodeErrorOf(this, error, i);
			// The answer was lost: look before creating again.
			const created = await updateBySku(this, api, i, sku, body);
			if (created) return created;
		}
	}
}
