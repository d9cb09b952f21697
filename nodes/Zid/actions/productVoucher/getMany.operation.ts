import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { productIdOf } from '../../helpers/parameters';
import { listProperties, readList } from '../../helpers/lists';
import type { ZidTransport } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The voucher product whose codes to list'),
	...listProperties(ENDPOINTS.productVoucher.getMany),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productVoucher'], operation: ['getMany'] } },
	properties,
);

/** Only a voucher product has codes: Zid refuses the list of any other product. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	return await readList(this, i, api, ENDPOINTS.productVoucher.getMany, {
		params: { productId: productIdOf(this, i) },
	});
}
