import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf, recordOrSuccess } from '../../helpers/execute';
import { productIdLocator } from '../../helpers/properties';
import type { ZidTransport } from '../../../shared/transport';
import { downloadableIdLocator, downloadableIdOf, downloadablePath, DOWNLOADABLES_WRITE } from './shared';

const properties: INodeProperties[] = [productIdLocator('The digital product the file belongs to'), downloadableIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['productDownloadable'], operation: ['delete'] } }, properties);

/** Not in REFERENCE §8.17: the docs' "Delete Product Downloadables", with the catalogue's trailing slash. Safe to repeat. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const id = downloadableIdOf(this, i, 'downloadableId');
	return recordOrSuccess(await api.request({ method: 'DELETE', path: downloadablePath(productId, id), idempotent: true, scope: DOWNLOADABLES_WRITE, itemIndex: i }));
}
