import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { CATEGORY_FIELD, categoryForm, categoryIdOf } from './shared';
import { categoryIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	categoryIdLocator,
	fieldsCollection('updateFields', Object.values(CATEGORY_FIELD)),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCategory'], operation: ['update'] } },
	properties,
);

/**
 * Zid's update is a form POST carrying `_method=put` (Laravel's method override). It sets the
 * values given, so it is safe to repeat.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const id = categoryIdOf(this, i);
	const form = categoryForm(check, this.getNodeParameter('updateFields', i, {}) as IDataObject);
	if (Object.keys(form).length === 0)
		check.fail('Update Fields', 'add at least one field to change');
	if (form.parent_id === id) check.fail('Parent Category', 'a category cannot be its own parent');
	return await callForRecord(api, ENDPOINTS.productCategory.update, {
		params: { id },
		body: { ...form, _method: 'put' },
		itemIndex: i,
	});
}
