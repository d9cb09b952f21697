import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { localizedProperties } from '../../helpers/localized';
import { fieldsCollection } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { ATTRIBUTE_FIELDS, ATTRIBUTE_NAME, attributeBody, ATTRIBUTES_PATH, PRODUCTS_WRITE } from './shared';

const properties: INodeProperties[] = [...localizedProperties(ATTRIBUTE_NAME, true), fieldsCollection('additionalFields', ATTRIBUTE_FIELDS)];

export const description = updateDisplayOptions({ show: { resource: ['productAttribute'], operation: ['create'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const fields: IDataObject = {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
		nameAr: this.getNodeParameter('nameAr', i, ''),
		nameEn: this.getNodeParameter('nameEn', i, ''),
	};
	const body = attributeBody(InputChecker.for(this, i), fields, true);
	return (await api.request({ method: 'POST', path: ATTRIBUTES_PATH, body, scope: PRODUCTS_WRITE, itemIndex: i })) as IDataObject;
}
