import { createHash } from 'crypto';
import type { IDataObject, IExecuteFunctions, IHookFunctions, ILoadOptionsFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { checkBaseUrl } from './policy';

export type ZidContext = IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions;
export type CredentialType = 'zidOAuth2Api' | 'zidApi';

export const DEFAULT_BASE_URL = 'https://api.zid.sa/v1';

/** The tokens and address of one Zid store, as read from the credential of this call. */
export interface Connection {
	credentialType: CredentialType;
	baseUrl: string;
	/** Zid's store token: X-Manager-Token / Access-Token. */
	accessToken: string;
	/** OAuth2 only: which member of the token response holds the Authorization token. */
	authorizationKey?: 'authorization' | 'Authorization';
	storeId?: string;
	/** Every token value, so error texts can be scrubbed of them. */
	secrets: string[];
}

/** Reads a node parameter in any context (execute contexts take an item index, hooks do not). */
export function readParameter<T>(ctx: ZidContext, name: string, fallback: T, itemIndex = 0): T {
	if ('getInputData' in ctx) return ctx.getNodeParameter(name, itemIndex, fallback) as T;
	return (ctx as IHookFunctions).getNodeParameter(name, fallback) as T;
}

export function credentialTypeOf(ctx: ZidContext): CredentialType {
	return readParameter<string>(ctx, 'authentication', 'oAuth2') === 'accessToken' ? 'zidApi' : 'zidOAuth2Api';
}

function text(value: unknown): string {
	return typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
}

export async function openConnection(ctx: ZidContext): Promise<Connection> {
	const credentialType = credentialTypeOf(ctx);
	const credentials = await ctx.getCredentials(credentialType);
	let connection: Connection;
	if (credentialType === 'zidOAuth2Api') {
		const tokenData = (credentials.oauthTokenData ?? {}) as IDataObject;
		const authorizationKey = text(tokenData.authorization) ? 'authorization' : text(tokenData.Authorization) ? 'Authorization' : undefined;
		const accessToken = text(tokenData.access_token);
		if (!authorizationKey || !accessToken) {
			throw new NodeOperationError(
				ctx.getNode(),
				'The Zid OAuth2 credential holds no Zid tokens yet',
				{ description: 'Open the credential and click "Connect my account" so Zid returns both the authorization and the access token.' },
			);
		}
		connection = {
			credentialType,
			baseUrl: text(credentials.apiBaseUrl) || DEFAULT_BASE_URL,
			accessToken,
			authorizationKey,
			secrets: [accessToken, text(tokenData[authorizationKey]), text(tokenData.refresh_token), text(credentials.clientSecret)],
		};
	} else {
		const accessToken = text(credentials.managerToken);
		const authorization = text(credentials.authorizationToken);
		if (!accessToken || !authorization) {
			throw new NodeOperationError(ctx.getNode(), 'The Zid API credential needs both the Authorization token and the Manager token');
		}
		connection = {
			credentialType,
			baseUrl: text(credentials.baseUrl) || DEFAULT_BASE_URL,
			accessToken,
			storeId: text(credentials.storeId) || undefined,
			secrets: [accessToken, authorization],
		};
	}
	const problem = checkBaseUrl(connection.baseUrl);
	if (problem) throw new NodeOperationError(ctx.getNode(), problem, { description: 'Fix the API Base URL in the Zid credential.' });
	return connection;
}

/** A stable key for one credential's store without keeping the token itself around. */
export function tokenKey(connection: Connection): string {
	return createHash('sha256').update(`${connection.baseUrl}|${connection.accessToken}`).digest('hex').slice(0, 24);
}
