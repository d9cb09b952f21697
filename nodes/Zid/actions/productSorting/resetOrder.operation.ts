import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordOrSuccess } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';

export const description = updateDisplayOptions(
	{ show: { resource: ['productSorting'], operation: ['resetOrder'] } },
	[],
);

/** Drops every manual order (Zid answers 204); safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	return recordOrSuccess(await call(api, ENDPOINTS.productSorting.resetOrder, { itemIndex: i }));
}
