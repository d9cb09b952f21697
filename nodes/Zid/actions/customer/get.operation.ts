import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readCustomer } from '../../helpers/customer';
import { simplifyProperty } from '../../descriptions/listFields';
import type { ZidTransport } from '../../../shared/transport';
import { customerIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [customerIdLocator, simplifyProperty];

export const description = updateDisplayOptions(
	{ show: { resource: ['customer'], operation: ['get'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	return await readCustomer(this, i, api);
}
