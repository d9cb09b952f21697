import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordOrSuccess } from '../../helpers/execute';
import type { ZidTransport } from '../../../shared/transport';
import { EXPORT_PATH, PRODUCTS_WRITE } from './shared';

export const description = updateDisplayOptions({ show: { resource: ['productImport'], operation: ['export'] } }, []);

/** Asks Zid to email a CSV of every product (Zid answers 204). Sends mail: never resent after a server error. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	return recordOrSuccess(await api.request({ method: 'POST', path: EXPORT_PATH, scope: PRODUCTS_WRITE, itemIndex: i }));
}
