import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { getManyRecords } from '../../helpers/execute';
import { returnAllAndLimit } from '../../helpers/properties';
import type { ZidTransport } from '../../../shared/transport';
import { attributeIdOf, PRESET_PAGE_SIZE, presetAttributeLocator, presetsPath, PRODUCTS_READ } from './shared';

const properties: INodeProperties[] = [presetAttributeLocator, ...returnAllAndLimit(PRESET_PAGE_SIZE)];

export const description = updateDisplayOptions({ show: { resource: ['productAttributePreset'], operation: ['getMany'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const request = { method: 'GET' as const, path: presetsPath(attributeIdOf(this, i)), scope: PRODUCTS_READ };
	return await getManyRecords(this, i, api, request, { style: 'next', listKey: 'results', maxPageSize: PRESET_PAGE_SIZE });
}
