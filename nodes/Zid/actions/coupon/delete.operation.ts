import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { couponIdLocator } from '../../descriptions/pickers';
import { couponIdOf } from './shared';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [couponIdLocator];

export const description = updateDisplayOptions(
	{ show: { resource: ['coupon'], operation: ['delete'] } },
	properties,
);

/** Deleting by ID is safe to repeat, so an unclear failure is retried. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = couponIdOf(this, i);
	await call(api, ENDPOINTS.coupon.delete, { params: { id }, itemIndex: i });
	return deletedOutput(this, id, () => ({ id, deleted: true }));
}
