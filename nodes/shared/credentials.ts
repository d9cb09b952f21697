import type { INodeCredentialDescription, INodeProperties } from 'n8n-workflow';

/** Both Zid nodes sign in the same two ways. */
export const zidCredentials: INodeCredentialDescription[] = [
	{ name: 'zidOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
	{ name: 'zidApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
];

export const authenticationProperty: INodeProperties = {
	displayName: 'Authentication',
	name: 'authentication',
	type: 'options',
	options: [
		{ name: 'OAuth2', value: 'oAuth2' },
		{ name: 'Access Token', value: 'accessToken' },
	],
	default: 'oAuth2',
};
