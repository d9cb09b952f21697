import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import type { ZidTransport } from '../../../shared/transport';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions({ show: { resource: ['account'], operation: ['getProfile'] } }, properties);

/** The manager profile: user, store (its id is the Store-Id header), role and permissions. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const body = (await api.request({ method: 'GET', path: '/managers/account/profile', scope: 'account.read', itemIndex: i })) as IDataObject;
	const profile: IDataObject = { ...body };
	delete profile.message;
	delete profile.status;
	return profile;
}
