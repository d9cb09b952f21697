import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { listProperties, readList } from '../../helpers/lists';
import { ENDPOINTS } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { customerIdOf } from './shared';
import { customerIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	customerIdLocator,
	...listProperties(ENDPOINTS.loyalty.getCustomerHistory),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['getCustomerHistory'] } },
	properties,
);

/** One item per history entry, newest first; Zid sends the whole history in one answer. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const customerId = customerIdOf(this, i);
	return await readList(this, i, api, ENDPOINTS.loyalty.getCustomerHistory, {
		params: { customerId },
	});
}
