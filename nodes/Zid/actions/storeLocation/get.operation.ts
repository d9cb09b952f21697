import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { storeLocationIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [storeLocationIdLocator];

export const description = updateDisplayOptions(
	{ show: { resource: ['storeLocation'], operation: ['get'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = InputChecker.for(this, i).uuid(
		'Store Location',
		locatorValue(this, i, 'storeLocationId'),
	);
	return (await call(api, ENDPOINTS.storeLocation.get, {
		params: { id },
		itemIndex: i,
	})) as IDataObject;
}
