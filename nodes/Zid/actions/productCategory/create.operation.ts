import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { CATEGORY_FIELD, categoryForm } from './shared';

const properties: INodeProperties[] = [
	{ ...CATEGORY_FIELD.nameAr, required: true },
	{ ...CATEGORY_FIELD.nameEn, required: true },
	fieldsCollection('additionalFields', [
		CATEGORY_FIELD.descriptionAr,
		CATEGORY_FIELD.descriptionEn,
		CATEGORY_FIELD.parentId,
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCategory'], operation: ['create'] } },
	properties,
);

/** POST .../categories/add (form); with a parent it makes a sub-category. Never resent after an unclear failure. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const fields: IDataObject = {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
		nameAr: check.text('Name (Arabic)', this.getNodeParameter('nameAr', i, ''), { max: 255 }),
		nameEn: check.text('Name (English)', this.getNodeParameter('nameEn', i, ''), { max: 255 }),
	};
	const body = categoryForm(check, fields);
	return await callForRecord(api, ENDPOINTS.productCategory.create, { body, itemIndex: i });
}
