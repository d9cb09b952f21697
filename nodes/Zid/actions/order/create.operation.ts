import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { unwrap } from '../../helpers/execute';
import type { ZidTransport } from '../../../shared/transport';
import { ORDER_BODY_PROPERTIES, readOrderBody } from './shared';

export const description = updateDisplayOptions({ show: { resource: ['order'], operation: ['create'] } }, ORDER_BODY_PROPERTIES);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const body = readOrderBody(this, i);
	// Needs orders.read_write plus the app's "order_create" permission (Order.create).
	const response = await api.request({ method: 'POST', path: '/managers/store/drafts', body, idempotent: false, scope: 'Order.create', itemIndex: i });
	return unwrap(response, 'order') as IDataObject;
}
