import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { listProperties, readList } from '../../helpers/lists';
import type { ZidTransport } from '../../../shared/transport';
import { attributeIdOf } from '../../descriptions/attribute';
import { presetAttributeLocator } from './shared';

const properties: INodeProperties[] = [
	presetAttributeLocator,
	...listProperties(ENDPOINTS.productAttributePreset.getMany),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productAttributePreset'], operation: ['getMany'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	return await readList(this, i, api, ENDPOINTS.productAttributePreset.getMany, {
		params: { attributeId: attributeIdOf(this, i) },
	});
}
