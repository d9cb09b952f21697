import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { createLocationProperties, locationBody } from './shared';

const properties: INodeProperties[] = createLocationProperties;

export const description = updateDisplayOptions(
	{ show: { resource: ['storeLocation'], operation: ['create'] } },
	properties,
);

const REQUIRED = [
	'nameAr',
	'nameEn',
	'countryId',
	'cityId',
	'latitude',
	'longitude',
	'fullAddress',
	'shortAddress',
];

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const fields: IDataObject = {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
	};
	for (const name of REQUIRED) fields[name] = this.getNodeParameter(name, i, '');
	const body = locationBody(InputChecker.for(this, i), fields, true);
	return (await call(api, ENDPOINTS.storeLocation.create, { body, itemIndex: i })) as IDataObject;
}
