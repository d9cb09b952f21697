import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { locationBody, updateLocationFields } from './shared';
import { storeLocationIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [storeLocationIdLocator, updateLocationFields];

export const description = updateDisplayOptions(
	{ show: { resource: ['storeLocation'], operation: ['update'] } },
	properties,
);

/** PATCH sends only the fields given. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const id = check.uuid('Store Location', locatorValue(this, i, 'storeLocationId'));
	const body = locationBody(
		check,
		this.getNodeParameter('updateFields', i, {}) as IDataObject,
		false,
	);
	if (Object.keys(body).length === 0)
		check.fail('Update Fields', 'add at least one field to change (Country alone changes nothing)');
	return (await call(api, ENDPOINTS.storeLocation.update, {
		params: { id },
		body,
		itemIndex: i,
	})) as IDataObject;
}
