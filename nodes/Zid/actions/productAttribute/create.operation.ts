import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { localizedProperties } from '../../helpers/localized';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { ATTRIBUTE_FIELDS, ATTRIBUTE_NAME, attributeBody } from './shared';

const properties: INodeProperties[] = [
	...localizedProperties(ATTRIBUTE_NAME, true),
	fieldsCollection('additionalFields', ATTRIBUTE_FIELDS),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productAttribute'], operation: ['create'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const fields: IDataObject = {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
		nameAr: this.getNodeParameter('nameAr', i, ''),
		nameEn: this.getNodeParameter('nameEn', i, ''),
	};
	const body = attributeBody(InputChecker.for(this, i), fields, true);
	return (await call(api, ENDPOINTS.productAttribute.create, {
		body,
		itemIndex: i,
	})) as IDataObject;
}
