import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { recordOrSuccess } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { downloadableIdLocator, downloadableIdOf } from './shared';
import { productIdLocator } from '../../descriptions/pickers';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [
	productIdLocator('The digital product the file belongs to'),
	downloadableIdLocator,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productDownloadable'], operation: ['delete'] } },
	properties,
);

/** Unconfirmed in docs/zid-api.md §8.17: the docs' "Delete Product Downloadables", with the catalogue's trailing slash. Safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const id = downloadableIdOf(this, i, 'downloadableId');
	const answer = await call(api, ENDPOINTS.productDownloadable.delete, {
		params: { productId, id },
		itemIndex: i,
	});
	return deletedOutput(this, id, () => recordOrSuccess(answer));
}
