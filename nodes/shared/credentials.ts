import type { INodeCredentialDescription, INodeProperties } from 'n8n-workflow';

/** The two credentials a Zid node signs in with. */
export type CredentialType = 'zidOAuth2Api' | 'zidApi';

/** Both Zid nodes sign in the same two ways. */
export const zidCredentials: INodeCredentialDescription[] = [
	{
		name: 'zidOAuth2Api',
		required: true,
		displayOptions: { show: { authentication: ['oAuth2'] } },
	},
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

/**
 * Both credentials' Response Language: the Accept-Language of every call (docs/zid-api.md §1) unless
 * the node's Request Options › Language chooses another. Credentials saved before it existed read English.
 */
export const responseLanguageProperty: INodeProperties = {
	displayName: 'Response Language',
	name: 'language',
	type: 'options',
	options: (['Arabic', 'English'] as const).map((name) => ({
		name,
		value: name === 'Arabic' ? 'ar' : 'en',
		description: `Names and Zid's messages in ${name}`,
	})),
	default: 'en',
	description:
		'Language of names and error messages in Zid answers. A Zid node can choose another in Request Options › Language.',
};
