import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { unwrap } from '../../helpers/execute';
import { fieldsCollection } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { CATEGORIES_WRITE, CATEGORY_FIELD, categoryForm, categoryIdOf, categoryPath } from './shared';
import { categoryIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [categoryIdLocator, fieldsCollection('updateFields', Object.values(CATEGORY_FIELD))];

export const description = updateDisplayOptions({ show: { resource: ['productCategory'], operation: ['update'] } }, properties);

/**
 * Zid's update is a form POST carrying `_method=put` (Laravel's method override). It sets the
 * values given, so it is safe to repeat.
 */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const id = categoryIdOf(this, i);
	const form = categoryForm(check, this.getNodeParameter('updateFields', i, {}) as IDataObject);
	if (Object.keys(form).length === 0) check.fail('Update Fields', 'add at least one field to change');
	if (form.parent_id === id) check.fail('Parent Category', 'a category cannot be its own parent');
	const answer = await api.request({
		method: 'POST',
		path: `${categoryPath(id)}/update`,
		body: { ...form, _method: 'put' },
		bodyType: 'form',
		idempotent: true,
		scope: CATEGORIES_WRITE,
		itemIndex: i,
	});
	return unwrap(answer, 'category') as IDataObject;
}
