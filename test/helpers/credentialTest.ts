/**
 * n8n's credential test (the credential dialog's "Test" / "Retry"), as n8n's CredentialsTester runs it
 * (n8n-io/n8n packages/cli/src/services/credentials-tester.service.ts, not installed here): a
 * credential with a declarative `test` has its request sent by n8n-core's own RoutingNode with the
 * credential's data (same expressions, `authenticate` headers and HTTP client as in n8n), and a
 * refused answer is matched against the test's `responseCode` rules in order, an accepted one's body
 * against its `responseSuccessBody` rules; an OAuth2 credential without a `test` passes when it holds
 * an access token. Only that choice of message is restated here.
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
 * Which n8n line to answer as. Both run the same tester code; they differ in what reaches it from a
 * refused request. n8n 2.x (checked: 2.39.10, 2.41.1) keeps the request's error as `cause`, so the
 * test's `responseCode` rules see the status. n8n 1.123's n8n-workflow (and 2.8's, installed for
 * these tests) declares `cause` as a class field, which wipes it: the tester then shows the error's
 * own text ("Authorization failed - please check your credentials") instead of the rules.
 */
export type N8nLine = '1.x' | '2.x';

function refusedAnswer(
	error: RequestError,
	line: N8nLine,
): { status: number; statusText?: string } | undefined {
	if (error.cause?.response) return error.cause.response;
	if (line === '1.x') return undefined;
	// 2.x: the status the kept cause would carry; every version also sets it as httpCode.
	const status = Number(error.httpCode);
	return Number.isInteger(status) && status >= 100 ? { status } : undefined;
}

/** Lodash's `get` on a dotted path, as the tester reads a `responseSuccessBody` rule's key. */
function memberAt(value: unknown, path: string): unknown {
	let at = value;
	for (const key of path.split('.')) {
		if (at === null || at === undefined) return undefined;
		at = (at as Record<string, unknown>)[key];
	}
	return at;
}

/** What n8n's credential dialog would say for the credential `type` as it is in `store`. */
export async function testCredential(
	store: CredentialStore,
	type: CredentialName,
	line: N8nLine = '1.x',
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
	let items: Awaited<ReturnType<RoutingNode['runNode']>>;
	try {
		items = await new RoutingNode(context, nodeType, decrypted).runNode();
	} catch (caught) {
		const error = caught as RequestError;
		const response = refusedAnswer(error, line);
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
	const body = items?.[0]?.[0]?.json;
	for (const rule of test.rules ?? []) {
		if (
			rule.type === 'responseSuccessBody' &&
			memberAt(body, rule.properties.key) === rule.properties.value
		)
			return { status: 'Error', message: rule.properties.message };
	}
	return { status: 'OK', message: N8N_SUCCESS };
}
