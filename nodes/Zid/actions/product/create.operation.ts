import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { fieldsCollection } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS, call } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { ADDITIONAL_BODY, OPTIONAL_FIELDS, PRODUCT_FIELD, productBody, productFields, withAdditionalBody } from './shared';

const required = (property: INodeProperties): INodeProperties => ({ ...property, required: true });

const properties: INodeProperties[] = [
	...productFields(['name']).map(required),
	required(PRODUCT_FIELD.price),
	PRODUCT_FIELD.isInfinite,
	{ ...required(PRODUCT_FIELD.quantity), displayOptions: { show: { isInfinite: [false] } } },
	fieldsCollection('additionalFields', [...productFields(OPTIONAL_FIELDS), ADDITIONAL_BODY]),
];

export const description = updateDisplayOptions({ show: { resource: ['product'], operation: ['create'] } }, properties);

/** POST /products/ (JSON). A create is never resent after an unclear failure. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const { additionalBody, ...extra } = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const isInfinite = this.getNodeParameter('isInfinite', i, false) as boolean;
	const fields: IDataObject = {
		...extra,
		nameAr: check.text('Name (Arabic)', this.getNodeParameter('nameAr', i, ''), { max: 255 }),
		nameEn: check.text('Name (English)', this.getNodeParameter('nameEn', i, ''), { max: 255 }),
		price: check.number('Price', this.getNodeParameter('price', i, ''), { min: 0 }),
		isInfinite,
	};
	// Zid keeps a quantity only for products that can run out.
	if (!isInfinite) fields.quantity = check.required('Quantity', this.getNodeParameter('quantity', i, '')) as number;
	const body = withAdditionalBody(check, productBody(check, fields), additionalBody);
	return (await call(api, ENDPOINTS.product.create, { body, itemIndex: i })) as IDataObject;
}
