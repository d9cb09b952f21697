import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordOrSuccess } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { downloadableIdOf, libraryFileIdLocator } from './shared';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [libraryFileIdLocator];

export const description = updateDisplayOptions(
	{ show: { resource: ['productDownloadable'], operation: ['deleteStore'] } },
	properties,
);

/** Inferred `DELETE /downloadables-library/{id}/` (unconfirmed, docs/zid-api.md §8.17). Deleting by ID is safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = downloadableIdOf(this, i, 'libraryFileId');
	const answer = await call(api, ENDPOINTS.productDownloadable.deleteStore, {
		params: { id },
		itemIndex: i,
	});
	return deletedOutput(this, id, () => recordOrSuccess(answer));
}
