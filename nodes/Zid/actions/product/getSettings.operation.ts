import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { unwrap } from '../../helpers/execute';
import type { ZidTransport } from '../../../shared/transport';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions({ show: { resource: ['product'], operation: ['getSettings'] } }, properties);

/** The store's product settings (`settings{...}`); a fixed path Zid keeps apart from /products/{id}/. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const body = await api.request({ method: 'GET', path: '/products/settings/', itemIndex: i });
	return unwrap(body, 'settings') as IDataObject;
}
