import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions(
	{ show: { resource: ['account'], operation: ['getProfile'] } },
	properties,
);

/** The manager profile: user, store (its id is the Store-Id header), role and permissions. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const body = (await call(api, ENDPOINTS.account.getProfile, { itemIndex: i })) as IDataObject;
	const profile: IDataObject = { ...body };
	delete profile.message;
	delete profile.status;
	return profile;
}
