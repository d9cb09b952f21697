import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordOrSuccess } from '../../helpers/execute';
import type { ZidTransport } from '../../../shared/transport';
import { ORDERING_PATH, PRODUCTS_WRITE } from './shared';

export const description = updateDisplayOptions({ show: { resource: ['productSorting'], operation: ['resetOrder'] } }, []);

/** Drops every manual order (Zid answers 204); safe to repeat. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	return recordOrSuccess(await api.request({ method: 'DELETE', path: ORDERING_PATH, idempotent: true, scope: PRODUCTS_WRITE, itemIndex: i }));
}
