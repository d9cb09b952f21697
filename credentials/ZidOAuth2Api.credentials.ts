import type { Icon, ICredentialType, INodeProperties } from 'n8n-workflow';
import { RESOURCES } from '../nodes/Zid/actions/resources';
import { responseLanguageProperty } from '../nodes/shared/credentials';
import { ENDPOINTS, type Endpoint } from '../nodes/shared/endpoints';

/**
 * n8n sends the authorization code, the refresh token and the client secret to the token URL, so the
 * authorize and token URLs are derived only from an OAuth server URL that is HTTPS (or HTTP on
 * loopback, for the local sandbox) and a bare address (no user name, query string or fragment).
 * Anything else gives "https-required:..." URLs, which no HTTP client sends anything to; the Zid node
 * also refuses to run with such a credential, before any request.
 */
const OAUTH_SERVER = String.raw`{{ ((url) => /^(https:\/\/[^\/?#@\s]+|http:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?)(\/[^?#@\s]*)?$/i.test(url) ? url.replace(/\/+$/, "") : "https-required:")(String($self["oauthServerUrl"] || "").trim()) }}`;

/**
 * The scopes each resource's catalogue entries name (docs/zid-api.md §4), resources that need the
 * same ones on one line. Catalogue-service endpoints also need the manager profile's scope: this
 * credential holds no store ID, so the node reads it from the profile first.
 */
function scopesByResource(): Array<{ resources: string[]; scopes: string[] }> {
	const profileScope = ENDPOINTS.account.getProfile.scope;
	const lines = new Map<string, { resources: string[]; scopes: string[] }>();
	for (const [key, entries] of Object.entries(ENDPOINTS)) {
		const scopes = new Set<string>();
		for (const endpoint of Object.values(entries) as Endpoint[]) {
			if (endpoint.scope) scopes.add(endpoint.scope);
			if (endpoint.headers !== 'manager' && profileScope) scopes.add(profileScope);
		}
		const sorted = [...scopes].sort((a, b) => a.localeCompare(b));
		const name = RESOURCES.find((resource) => resource.value === key)?.name ?? key;
		const line = lines.get(sorted.join()) ?? { resources: [], scopes: sorted };
		line.resources.push(name);
		lines.set(sorted.join(), line);
	}
	return [...lines.values()];
}

const SETUP_NOTICE = [
	'<b>Connect your store in 5 steps</b> (no code):',
	[
		'1. Sign in to the <a href="https://partner.zid.sa" target="_blank">Zid Partner Dashboard</a> (or sign up) and create an app: a name and an app URL (your n8n address will do).',
		"2. Copy the OAuth Redirect URL shown in this dialog into the app's allowed redirect URLs, exactly.",
		'3. Give the app the scopes of the resources you use (below).',
		"4. Paste the app's Client ID and Client Secret here.",
		"5. Click Connect, sign in with your store's manager account and approve: this installs the app on your store.",
	].join('<br>'),
	'If Zid refuses the install, the app may still need Zid\'s approval: ask Zid\'s partner support. More in the <a href="https://github.com/n8n-nodes-zid/n8n-nodes-zid#connect-your-store" target="_blank">README</a>.',
	'<b>Scopes by resource</b> (the Zid Trigger needs those of Webhook):',
	scopesByResource()
		.map(
			({ resources, scopes }) =>
				`${resources.join(', ')}: ${scopes.length ? scopes.join(', ') : 'none named by Zid'}`,
		)
		.join('<br>'),
].join('<br><br>');

/**
 * Zid's authorization-code flow. The token answer holds two tokens (`authorization` for the
 * Authorization header, `access_token` for X-Manager-Token); n8n keeps the whole answer in
 * oauthTokenData and the Zid node reads both from there.
 *
 * No `test` request: n8n signs an OAuth2 credential's test with `access_token` as the Bearer token
 * (it cannot be told to use `authorization`), Zid refuses that with 401, and n8n then renews the
 * tokens, at every test. Without one, n8n's test checks that the credential is connected; a node run
 * refused with 401 or 403 says what to do (transport/errors/zidError.ts).
 */
export class ZidOAuth2Api implements ICredentialType {
	name = 'zidOAuth2Api';

	extends = ['oAuth2Api'];

	displayName = 'Zid OAuth2 API';

	documentationUrl = 'https://docs.zid.sa/authorization';

	icon: Icon = { light: 'file:../icons/zid.svg', dark: 'file:../icons/zid.dark.svg' };

	properties: INodeProperties[] = [
		{
			displayName: SETUP_NOTICE,
			name: 'setupNotice',
			type: 'notice',
			default: '',
		},
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
			description:
				'Zid Merchant API address, ending in /v1. Change only to use a local Zid sandbox. Must be HTTPS (plain HTTP only on loopback), with no user name, query string or fragment.',
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
		responseLanguageProperty,
	];
}
