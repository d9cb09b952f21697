import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { OPTIONAL_FIELDS } from './fieldSets';
import { productBody, withAdditionalBody } from './productBody';
import { ADDITIONAL_BODY, productFields } from './productFields';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product to change'),
	fieldsCollection('updateFields', [
		...productFields(['name', 'price', 'isInfinite', 'quantity', ...OPTIONAL_FIELDS]),
		ADDITIONAL_BODY,
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['product'], operation: ['update'] } },
	properties,
);

/** PATCH sends only the fields given; setting values is safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const id = productIdOf(this, i);
	const { additionalBody, ...fields } = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	const body = withAdditionalBody(check, productBody(check, fields), additionalBody);
	if (Object.keys(body).length === 0)
		check.fail('Update Fields', 'add at least one field to change');
	return (await call(api, ENDPOINTS.product.update, {
		params: { id },
		body,
		itemIndex: i,
	})) as IDataObject;
}
