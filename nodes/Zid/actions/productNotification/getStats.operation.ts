import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import type { ZidTransport } from '../../../shared/transport';
import { NOTIFICATIONS_PATH, NOTIFICATIONS_READ } from './shared';

export const description = updateDisplayOptions({ show: { resource: ['productNotification'], operation: ['getStats'] } }, []);

/** Totals of the store's availability requests: how many were notified, how many bought, for how much. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	return (await api.request({ method: 'GET', path: `${NOTIFICATIONS_PATH}stats/`, scope: NOTIFICATIONS_READ, itemIndex: i })) as IDataObject;
}
