import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { getManyRecords } from '../../helpers/execute';
import { returnAllAndLimit } from '../../helpers/properties';
import type { ZidTransport } from '../../../shared/transport';
import { LOCATIONS_PATH } from './shared';

const properties: INodeProperties[] = [...returnAllAndLimit(50)];

export const description = updateDisplayOptions({ show: { resource: ['storeLocation'], operation: ['getMany'] } }, properties);

/** A store without locations answers an error code rather than an empty page: that is no items, not a failure. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	return await getManyRecords(this, i, api, { method: 'GET', path: LOCATIONS_PATH, noRecordsIsEmpty: true }, { style: 'perPage', listKey: 'results', maxPageSize: 50 });
}
