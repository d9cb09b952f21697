import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordOrSuccess } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';

export const description = updateDisplayOptions(
	{ show: { resource: ['productImport'], operation: ['export'] } },
	[],
);

/** Asks Zid to email a CSV of every product (Zid answers 204). Sends mail: never resent after a server error. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	return recordOrSuccess(await call(api, ENDPOINTS.productImport.export, { itemIndex: i }));
}
