import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';
import { ENDPOINTS } from '../../shared/endpoints';
import { ZidTransport, callForRecord } from '../../shared/transport';

/**
 * The custom option fields of a product, as View Product lists them (`custom_option_fields[]`,
 * docs/zid-api.md §8.4): Zid has no list of its own for them (§8.9).
 */
export async function optionFieldsOf(
	ctx: ILoadOptionsFunctions,
	productId: string,
): Promise<IDataObject[]> {
	const api = await ZidTransport.open(ctx);
	const product = await callForRecord(api, ENDPOINTS.product.get, { params: { id: productId } });
	const fields = Array.isArray(product.custom_option_fields)
		? (product.custom_option_fields as unknown[])
		: [];
	return fields.filter(
		(field): field is IDataObject =>
			Boolean(field) && typeof field === 'object' && !Array.isArray(field),
	);
}
