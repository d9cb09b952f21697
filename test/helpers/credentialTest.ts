/**
 * n8n's credential test (the credential dialog's "Test" / "Retry"), as n8n's CredentialsTester runs it
 * (n8n-io/n8n packages/cli/src/services/credentials-tester.service.ts, not installed here): a
 * credential with a declarative `test` has its request sent by n8n-core's own RoutingNode with the
 * credential's data (same expressions, `authenticate` headers and HTTP client as in n8n), and a
 * refused answer is matched against the test's `rules` in order; an OAuth2 credential without a `test`
 * passes when it holds an access token. Only that choice of message is restated here.
 */
import { ExecuteContext, RoutingNode } from 'n8n-core';
import {
	Workflow,
	type ICredentialDataDecryptedObject,
	type ICredentialsDecrypted,
	type ICredentialType,
	type IExecuteData,
	type INode,
	type INodeCredentialTestResult,
	type INodeType,
	type INodeTypes,
	type IRunExecutionData,
} from 'n8n-workflow';
import { ZidApi } from '../../credentials/ZidApi.credentials';
import { ZidOAuth2Api } from '../../credentials/ZidOAuth2Api.credentials';
import { additionalData, type CredentialName, type CredentialStore } from './n8n';

const TYPES: Record<CredentialName, ICredentialType> = {
	zidApi: new ZidApi(),
	zidOAuth2Api: new ZidOAuth2Api(),
};

/** n8n's texts (packages/cli RESPONSE_ERROR_MESSAGES and the tester's own). */
export const N8N_SUCCESS = 'Connection successful!';
export const N8N_OAUTH2_NOT_CONNECTED = 'This OAuth2 credential was not connected to an account.';

interface RequestError {
	message?: string;
	httpCode?: string | null;
	cause?: { response?: { status: number; statusText?: string }; code?: string };
}

/**
 * The refused answer's status, where n8n's tester reads it: `error.cause.response`. Recent n8n
 * (checked: 2.39.10) keeps the request's error as `cause`; older n8n-workflow (2.8, installed for these
 * tests, and n8n 1.123's) drops it, so those n8n versions show their own text instead of the
 * credential's rules ("Authorization failed - please check your credentials"). The status is then read
 * from `httpCode`, which every version sets to the same status: this answers as recent n8n does.
 */
function refusedAnswer(error: RequestError): { status: number; statusText?: string } | undefined {
	if (error.cause?.response) return error.cause.response;
	const status = Number(error.httpCode);
	return Number.isInteger(status) && status >= 100 ? { status } : undefined;
}

/** What n8n's credential dialog would say for the credential `type` as it is in `store`. */
export async function testCredential(
	store: CredentialStore,
	type: CredentialName,
): Promise<INodeCredentialTestResult> {
	const credentialType = TYPES[type];
	const test = credentialType.test;
	if (!test) {
		if (!credentialType.extends?.includes('oAuth2Api'))
			return { status: 'Error', message: 'No testing function found for this credential.' };
		const tokens = store.get(type).oauthTokenData;
		const connected = !!tokens && typeof tokens === 'object' && 'access_token' in tokens;
		return connected
			? { status: 'OK', message: N8N_SUCCESS }
			: { status: 'Error', message: N8N_OAUTH2_NOT_CONNECTED };
	}

	const node: INode = {
		id: 'temp',
		name: 'Temp-Node',
		type: 'temp',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
		credentials: { [type]: { id: '1', name: `Test ${type}` } },
	};
	const nodeType: INodeType = {
		description: {
			displayName: 'Temp',
			name: 'temp',
			group: [],
			version: 1,
			description: '',
			defaults: {},
			inputs: [],
			outputs: [],
			credentials: [{ name: type, required: true }],
			properties: [
				{
					displayName: 'Temp',
					name: 'temp',
					type: 'string',
					routing: { request: test.request },
					default: '',
				},
			],
		},
	};
	const nodeTypes: INodeTypes = {
		getByName: () => nodeType,
		getByNameAndVersion: () => nodeType,
		getKnownTypes: () => ({}),
	};
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	const inputData = { main: [[{ json: {} }]] };
	const runExecutionData = { resultData: { runData: {} } } as unknown as IRunExecutionData;
	const executeData: IExecuteData = { node, data: {}, source: null };
	const context = new ExecuteContext(
		workflow,
		node,
		additionalData(store),
		'internal',
		runExecutionData,
		0,
		[],
		inputData,
		executeData,
		[],
	);
	const decrypted: ICredentialsDecrypted = {
		id: '1',
		name: `Test ${type}`,
		type,
		data: store.get(type) as ICredentialDataDecryptedObject,
	};
	try {
		await new RoutingNode(context, nodeType, decrypted).runNode();
	} catch (caught) {
		const error = caught as RequestError;
		const response = refusedAnswer(error);
		if (response) {
			for (const rule of test.rules ?? []) {
				if (rule.type === 'responseCode' && rule.properties.value === response.status)
					return { status: 'Error', message: rule.properties.message };
			}
			if (response.status < 199 || response.status > 299) {
				return {
					status: 'Error',
					message: response.statusText || `Received HTTP status code: ${response.status}`,
				};
			}
		} else if (error.cause?.code) {
			return { status: 'Error', message: error.cause.code };
		}
		return { status: 'Error', message: String(error.message) };
	}
	return { status: 'OK', message: N8N_SUCCESS };
}
