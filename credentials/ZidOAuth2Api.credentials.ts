import type { Icon, ICredentialType, INodeProperties } from 'n8n-workflow';

/**
 * n8n sends the authorization code, the refresh token and the client secret to the token URL, so the
 * authorize and token URLs are derived only from an OAuth server URL that is HTTPS (or HTTP on
 * loopback, for the local sandbox) and a bare address (no user name, query string or fragment).
 * Anything else gives "https-required:..." URLs, which no HTTP client sends anything to; the Zid node
 * also refuses to run with such a credential, before any request.
 */
const OAUTH_SERVER = String.raw`{{ ((url) => /^(https:\/\/[^\/?#@\s]+|http:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?)(\/[^?#@\s]*)?$/i.test(url) ? url.replace(/\/+$/, "") : "https-required:")(String($self["oauthServerUrl"] || "").trim()) }}`;

/**
 * Zid's authorization-code flow. The token answer holds two tokens (`authorization` for the
 * Authorization header, `access_token` for X-Manager-Token); n8n keeps the whole answer in
 * oauthTokenData and the Zid node reads both from there.
 */
export class ZidOAuth2Api implements ICredentialType {
	name = 'zidOAuth2Api';

	extends = ['oAuth2Api'];

	displayName = 'Zid OAuth2 API';

	documentationUrl = 'https://docs.zid.sa/authorization';

	icon: Icon = { light: 'file:../icons/zid.svg', dark: 'file:../icons/zid.dark.svg' };

	properties: INodeProperties[] = [
		{
			displayName: 'Grant Type',
			name: 'grantType',
			type: 'hidden',
			default: 'authorizationCode',
		},
		{
			displayName: 'OAuth Server URL',
			name: 'oauthServerUrl',
			type: 'string',
			default: 'https://oauth.zid.sa',
			description:
				'Zid OAuth server. Change only to use a local Zid sandbox (e.g. http://127.0.0.1:8787). Must be HTTPS (plain HTTP only on loopback), with no user name, query string or fragment.',
		},
		{
			displayName: 'API Base URL',
			name: 'apiBaseUrl',
			type: 'string',
			default: 'https://api.zid.sa/v1',
			description: 'Zid Merchant API address, ending in /v1. Change only to use a local Zid sandbox. Must be HTTPS (plain HTTP only on loopback), with no user name, query string or fragment.',
		},
		{
			displayName: 'Authorization URL',
			name: 'authUrl',
			type: 'hidden',
			default: `=${OAUTH_SERVER}/oauth/authorize`,
		},
		{
			displayName: 'Access Token URL',
			name: 'accessTokenUrl',
			type: 'hidden',
			default: `=${OAUTH_SERVER}/oauth/token`,
		},
		{
			displayName: 'Scope',
			name: 'scope',
			type: 'hidden',
			// Zid grants data scopes per app in the Partner Dashboard, not in the authorize URL.
			default: '',
		},
		{
			displayName: 'Auth URI Query Parameters',
			name: 'authQueryParameters',
			type: 'hidden',
			default: '',
		},
		{
			displayName: 'Authentication',
			name: 'authentication',
			type: 'hidden',
			// Zid reads client_id and client_secret from the token request body.
			default: 'body',
		},
	];
}
