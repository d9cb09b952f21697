import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { createLocationProperties, INVENTORIES_WRITE, locationBody, LOCATIONS_PATH } from './shared';

const properties: INodeProperties[] = createLocationProperties;

export const description = updateDisplayOptions({ show: { resource: ['storeLocation'], operation: ['create'] } }, properties);

const REQUIRED = ['nameAr', 'nameEn', 'countryId', 'cityId', 'latitude', 'longitude', 'fullAddress', 'shortAddress'];

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const fields: IDataObject = { ...(this.getNodeParameter('additionalFields', i, {}) as IDataObject) };
	for (const name of REQUIRED) fields[name] = this.getNodeParameter(name, i, '');
	const body = locationBody(InputChecker.for(this, i), fields, true);
	return (await api.request({ method: 'POST', path: LOCATIONS_PATH, body, scope: INVENTORIES_WRITE, itemIndex: i })) as IDataObject;
}
