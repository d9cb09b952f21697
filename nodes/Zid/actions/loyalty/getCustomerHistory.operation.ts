import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { getUnpagedRecords, returnAllAndLimitUnpaged } from '../../helpers/lists';
import type { ZidTransport } from '../../../shared/transport';
import { customerIdOf, LOYALTY_PATH, LOYALTY_READ } from './shared';
import { customerIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [customerIdLocator, ...returnAllAndLimitUnpaged()];

export const description = updateDisplayOptions({ show: { resource: ['loyalty'], operation: ['getCustomerHistory'] } }, properties);

/** One item per history entry, newest first; Zid sends the whole history in one answer. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const path = `${LOYALTY_PATH}/points-history/${customerIdOf(this, i)}/`;
	return await getUnpagedRecords(this, i, api, { method: 'GET', path, scope: LOYALTY_READ }, 'history');
}
