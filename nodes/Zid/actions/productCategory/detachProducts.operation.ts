import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { unwrap } from '../../helpers/execute';
import type { ZidTransport } from '../../../shared/transport';
import { CATEGORIES_WRITE, categoryIdOf, categoryPath } from './shared';
import { categoryIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [categoryIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['productCategory'], operation: ['detachProducts'] } }, properties);

/** Takes every product out of the category (the products stay); the item is the emptied category. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const id = categoryIdOf(this, i);
	const answer = await api.request({ method: 'DELETE', path: `${categoryPath(id)}/products/delete`, idempotent: true, scope: CATEGORIES_WRITE, itemIndex: i });
	return unwrap(answer, 'category') as IDataObject;
}
