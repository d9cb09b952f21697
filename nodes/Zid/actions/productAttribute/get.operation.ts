import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { attributeIdLocator, attributeIdOf } from '../../descriptions/attribute';

const properties: INodeProperties[] = [attributeIdLocator];

export const description = updateDisplayOptions(
	{ show: { resource: ['productAttribute'], operation: ['get'] } },
	properties,
);

/** The attribute with its presets. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = attributeIdOf(this, i);
	return (await call(api, ENDPOINTS.productAttribute.get, {
		params: { id },
		itemIndex: i,
	})) as IDataObject;
}
