import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordsOf } from '../../../shared/transport';
import type { ZidTransport } from '../../../shared/transport';
import { returnAllAndLimit } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';

const properties: INodeProperties[] = [...returnAllAndLimit(100)];

export const description = updateDisplayOptions({ show: { resource: ['productCategory'], operation: ['getMany'] } }, properties);

/** Zid returns every category in one answer (no pagination); Limit trims it here. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const returnAll = this.getNodeParameter('returnAll', i, false) as boolean;
	const limit = returnAll ? undefined : InputChecker.for(this, i).positiveInt('Limit', this.getNodeParameter('limit', i, 50));
	const body = await api.request({ method: 'GET', path: '/managers/store/categories', scope: 'products.read', itemIndex: i });
	const categories = recordsOf(body, 'categories');
	return limit === undefined ? categories : categories.slice(0, limit);
}
