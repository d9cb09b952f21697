import type {
	IAuthenticateGeneric,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

/** For people who already hold a store's two Zid tokens (e.g. from their own app's install flow). */
export class ZidApi implements ICredentialType {
	name = 'zidApi';

	displayName = 'Zid API';

	documentationUrl = 'https://docs.zid.sa/authorization';

	icon: Icon = { light: 'file:../icons/zid.svg', dark: 'file:../icons/zid.dark.svg' };

	properties: INodeProperties[] = [
		{
			displayName: 'Authorization Token',
			name: 'authorizationToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'The "authorization" value of Zid\'s token answer, without "Bearer ". Identifies your app.',
		},
		{
			displayName: 'Manager Token',
			name: 'managerToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'The "access_token" value of Zid\'s token answer (sent as X-Manager-Token). Identifies the store.',
		},
		{
			displayName: 'Store ID',
			name: 'storeId',
			type: 'string',
			default: '',
			description: 'Numeric store ID. Optional: when empty it is read once from the manager profile.',
		},
		{
			displayName: 'API Base URL',
			name: 'baseUrl',
			type: 'string',
			default: 'https://api.zid.sa/v1',
			description: 'Zid Merchant API address, ending in /v1. Change only to use a local Zid sandbox.',
		},
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: {
				Authorization: '=Bearer {{$credentials.authorizationToken}}',
				'X-Manager-Token': '={{$credentials.managerToken}}',
				'Access-Token': '={{$credentials.managerToken}}',
				Role: 'Manager',
			},
		},
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
			url: '/managers/account/profile',
			headers: { Accept: 'application/json' },
		},
	};
}
