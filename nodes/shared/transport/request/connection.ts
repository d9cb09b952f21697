import { createHash } from 'crypto';
import type { CredentialType } from '../../credentials';
import type {
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	ILoadOptionsFunctions,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { authHeaders } from './headers';
import { headersProblem } from '../sendable/header';
import { sendablePath } from '../sendable/path';
import { checkBaseUrl, isCleartextUrl } from '../sendable/url';

export type ZidContext =
	| IExecuteFunctions
	| ILoadOptionsFunctions
	| IHookFunctions
	| IPollFunctions;

export const DEFAULT_BASE_URL = 'https://api.zid.sa/v1';

/** The languages Zid answers in (Accept-Language, docs/zid-api.md §1). */
export type ZidLanguage = 'en' | 'ar';

/** The tokens and address of one Zid store, as read from the credential of this call. */
export interface Connection {
	credentialType: CredentialType;
	baseUrl: string;
	/** Zid's store token: X-Manager-Token / Access-Token. */
	accessToken: string;
	/** OAuth2 only: which member of the token response holds the Authorization token. */
	authorizationKey?: 'authorization' | 'Authorization';
	storeId?: string;
	/** The credential's Response Language: the Accept-Language of calls whose node does not choose one. */
	language: ZidLanguage;
	/** Every token value, so error texts can be scrubbed of them. */
	secrets: string[];
}

/** Reads a node parameter in any context (execute contexts take an item index, hooks do not). */
export function readParameter<T>(ctx: ZidContext, name: string, fallback: T, itemIndex = 0): T {
	if ('getInputData' in ctx) return ctx.getNodeParameter(name, itemIndex, fallback) as T;
	return (ctx as IHookFunctions).getNodeParameter(name, fallback) as T;
}

export function credentialTypeOf(ctx: ZidContext): CredentialType {
	return readParameter<string>(ctx, 'authentication', 'oAuth2') === 'accessToken'
		? 'zidApi'
		: 'zidOAuth2Api';
}

function text(value: unknown): string {
	return typeof value === 'string'
		? value.trim()
		: value === undefined || value === null
			? ''
			: String(value);
}

/** Credentials saved before the Response Language existed have none: English, as before. */
function languageOf(credentials: IDataObject): ZidLanguage {
	return credentials.language === 'ar' ? 'ar' : 'en';
}

export async function openConnection(ctx: ZidContext): Promise<Connection> {
	const credentialType = credentialTypeOf(ctx);
	const credentials = await ctx.getCredentials(credentialType);
	let connection: Connection;
	if (credentialType === 'zidOAuth2Api') {
		const tokenData = (credentials.oauthTokenData ?? {}) as IDataObject;
		const authorizationKey = text(tokenData.authorization)
			? 'authorization'
			: text(tokenData.Authorization)
				? 'Authorization'
				: undefined;
		const accessToken = text(tokenData.access_token);
		if (!authorizationKey || !accessToken) {
			throw new NodeOperationError(
				ctx.getNode(),
				'The Zid OAuth2 credential holds no Zid tokens yet',
				{
					description:
						'Open the credential and click "Connect my account" so Zid returns both the authorization and the access token.',
				},
			);
		}
		checkOAuthServer(ctx, credentials);
		checkTokens(ctx, text(tokenData[authorizationKey]), accessToken);
		connection = {
			credentialType,
			baseUrl: text(credentials.apiBaseUrl) || DEFAULT_BASE_URL,
			accessToken,
			authorizationKey,
			language: languageOf(credentials),
			secrets: [
				accessToken,
				text(tokenData[authorizationKey]),
				text(tokenData.refresh_token),
				text(credentials.clientSecret),
			],
		};
	} else {
		const accessToken = text(credentials.managerToken);
		const authorization = text(credentials.authorizationToken);
		if (!accessToken || !authorization) {
			throw new NodeOperationError(
				ctx.getNode(),
				'The Zid API credential needs both the Authorization token and the Manager token',
			);
		}
		checkTokens(ctx, authorization, accessToken);
		connection = {
			credentialType,
			baseUrl: text(credentials.baseUrl) || DEFAULT_BASE_URL,
			accessToken,
			storeId: text(credentials.storeId) || undefined,
			language: languageOf(credentials),
			secrets: [accessToken, authorization],
		};
	}
	const problem = checkBaseUrl(connection.baseUrl);
	if (problem) {
		throw new NodeOperationError(
			ctx.getNode(),
			`Invalid "API Base URL" in the Zid credential: ${problem}`,
			{
				description: 'Fix the API Base URL in the Zid credential. Nothing was sent to Zid.',
			},
		);
	}
	return connection;
}

/** A token that could not go out in its header (a line break or invisible character pasted with it) is named, never shown. */
function checkTokens(ctx: ZidContext, authorization: string, accessToken: string): void {
	const problem = headersProblem({
		Authorization: `Bearer ${authorization}`,
		...authHeaders(accessToken),
	});
	if (problem) {
		throw new NodeOperationError(ctx.getNode(), problem, {
			description:
				'Reconnect the Zid credential, or paste the tokens again without line breaks or invisible characters.',
		});
	}
}

/**
 * n8n sends the refresh token and the client secret to the token URL derived from the OAuth server
 * URL whenever a call gets 401; a node run is what triggers that, so a credential whose OAuth server
 * (or a token or authorize URL stored in it) would be reached over plain HTTP does not run at all.
 */
function checkOAuthServer(ctx: ZidContext, credentials: IDataObject): void {
	const server = text(credentials.oauthServerUrl);
	let problem = checkBaseUrl(server);
	if (!problem) {
		const cleartext = (['accessTokenUrl', 'authUrl'] as const).find((name) =>
			isCleartextUrl(text(credentials[name])),
		);
		if (cleartext)
			problem = `Zid only accepts HTTPS: the ${cleartext === 'authUrl' ? 'authorization' : 'token'} URL of the credential uses plain HTTP`;
	}
	if (problem) {
		throw new NodeOperationError(
			ctx.getNode(),
			`Invalid "OAuth Server URL" in the Zid OAuth2 credential: ${problem}`,
			{
				description:
					'n8n sends the client secret and the refresh token to this server when it refreshes the tokens, so it must use HTTPS (plain HTTP only for a local sandbox on 127.0.0.1/localhost). Nothing was sent to Zid.',
			},
		);
	}
}

/**
 * Refuses, before anything is sent, a request whose path would not stay the operation's own or one
 * of whose headers could not be sent as it is (the rules are in sendable/: sendablePath,
 * headerProblem). Returns the request with its path as it will be sent.
 */
export function sendable<R extends { path: string; itemIndex?: number }>(
	ctx: ZidContext,
	request: R,
	headers: IDataObject,
): R {
	const checked = sendablePath(request.path);
	const problem = checked.problem ?? headersProblem(headers);
	if (problem !== undefined) {
		throw new NodeOperationError(ctx.getNode(), problem, {
			itemIndex: request.itemIndex,
			description:
				'The request was stopped before it was sent. IDs and names cannot be "." or ".." (in any encoding), and header values (Store ID, cart session token, language) must be printable text on one line, without control or invisible characters.',
		});
	}
	return checked.path === request.path ? request : { ...request, path: checked.path };
}

/** A stable key for one credential's store without keeping the token itself around. */
export function tokenKey(connection: Connection): string {
	return createHash('sha256')
		.update(`${connection.baseUrl}|${connection.accessToken}`)
		.digest('hex')
		.slice(0, 24);
}
