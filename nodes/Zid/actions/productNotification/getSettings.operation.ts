import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { unwrap } from '../../helpers/execute';
import type { ZidTransport } from '../../../shared/transport';
import { NOTIFICATIONS_PATH, NOTIFICATIONS_READ } from './shared';

export const description = updateDisplayOptions({ show: { resource: ['productNotification'], operation: ['getSettings'] } }, []);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject | IDataObject[]> {
	const body = await api.request({ method: 'GET', path: `${NOTIFICATIONS_PATH}settings/`, scope: NOTIFICATIONS_READ, itemIndex: i });
	return unwrap(body, 'settings');
}
