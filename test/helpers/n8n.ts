/**
 * Runs our node classes inside n8n-core's real execution contexts (ExecuteContext,
 * LoadOptionsContext): the same parameter resolution, credential loading, OAuth2 signing and
 * token refresh that n8n uses, with an in-memory credential store standing in for n8n's database.
 */
import {
	Workflow,
	type IBinaryKeyData,
	type ICredentialDataDecryptedObject,
	type ICredentialsHelper,
	type ICredentialType,
	type IDataObject,
	type IExecuteData,
	type IHttpRequestOptions,
	type INode,
	type INodeCredentialsDetails,
	type INodeExecutionData,
	type INodeType,
	type INodeTypes,
	type IRunExecutionData,
	type IWorkflowExecuteAdditionalData,
	type INodeParameters,
	type ILoadOptionsFunctions,
} from 'n8n-workflow';
import { ExecuteContext, LoadOptionsContext } from 'n8n-core';
import { Container } from '@n8n/di';
import { SSHClientsManager } from 'n8n-core/dist/execution-engine/ssh-clients-manager';
import { Zid } from '../../nodes/Zid/Zid.node';
import { ZidApi } from '../../credentials/ZidApi.credentials';
import { ZidOAuth2Api } from '../../credentials/ZidOAuth2Api.credentials';

export type CredentialName = 'zidOAuth2Api' | 'zidApi';

const credentialTypes: Record<CredentialName, ICredentialType> = {
	zidOAuth2Api: new ZidOAuth2Api(),
	zidApi: new ZidApi(),
};

/** Resolves `={{$credentials.x}}` and `=Bearer {{$credentials.x}}` templates of an authenticate block. */
function resolveTemplate(value: string, credentials: IDataObject): string {
	if (!value.startsWith('=')) return value;
	return value.slice(1).replace(/\{\{\s*\$credentials\.([A-Za-z0-9_]+)\s*\}\}/g, (_m, key: string) => String(credentials[key] ?? ''));
}

/**
 * Evaluates the credential's expression defaults (the hidden authorize and token URLs) with n8n's own
 * expression engine, `$self` being the credential's data, as n8n's CredentialsHelper does.
 */
function resolveExpressions(data: IDataObject): IDataObject {
	const node: INode = { id: 'credential', name: 'Credential', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} };
	const noTypes = { getByName: () => ({}), getByNameAndVersion: () => ({ description: { properties: [] } }), getKnownTypes: () => ({}) } as unknown as INodeTypes;
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes: noTypes });
	return workflow.expression.getComplexParameterValue(node, data as INodeParameters, 'internal', {}, undefined, undefined, data) as IDataObject;
}

export class CredentialStore implements Pick<ICredentialsHelper, 'getDecrypted'> {
	readonly data = new Map<string, ICredentialDataDecryptedObject>();
	readonly refreshes: IDataObject[] = [];

	set(type: CredentialName, data: IDataObject): void {
		const full: IDataObject = {};
		for (const property of [...(type === 'zidOAuth2Api' ? oauthDefaults() : []), ...credentialTypes[type].properties]) {
			full[property.name] = property.default as IDataObject[keyof IDataObject];
		}
		Object.assign(full, data);
		this.data.set(type, resolveExpressions(full) as ICredentialDataDecryptedObject);
	}

	get(type: CredentialName): IDataObject {
		return this.data.get(type) as IDataObject;
	}

	async getDecrypted(_a: unknown, nodeCredentials: INodeCredentialsDetails, type: string): Promise<ICredentialDataDecryptedObject> {
		const data = this.data.get(type);
		if (!data) throw new Error(`No test credential of type ${type} (${nodeCredentials.name})`);
		// n8n decrypts a fresh copy on every read; so do we.
		return JSON.parse(JSON.stringify(data));
	}
}

function oauthDefaults() {
	// Fields oAuth2Api contributes that our credential does not override.
	return [
		{ name: 'clientId', default: '' },
		{ name: 'clientSecret', default: '' },
		{ name: 'ignoreSSLIssues', default: false },
	];
}

function helperFor(store: CredentialStore): ICredentialsHelper {
	const helper = {
		getParentTypes: (name: string) => (name === 'zidOAuth2Api' ? ['oAuth2Api'] : []),
		getDecrypted: store.getDecrypted.bind(store),
		async authenticate(credentials: ICredentialDataDecryptedObject, typeName: string, requestOptions: IHttpRequestOptions) {
			const type = credentialTypes[typeName as CredentialName];
			const auth = type.authenticate;
			if (!auth || typeof auth === 'function') return requestOptions;
			const headers = { ...(requestOptions.headers ?? {}) } as IDataObject;
			for (const [key, value] of Object.entries(auth.properties.headers ?? {})) {
				headers[key] = resolveTemplate(String(value), credentials as IDataObject);
			}
			return { ...requestOptions, headers };
		},
		async preAuthentication() {
			return undefined;
		},
		async updateCredentials() {},
		async updateCredentialsOauthTokenData(_node: INodeCredentialsDetails, type: string, data: ICredentialDataDecryptedObject) {
			const current = store.data.get(type) ?? {};
			store.refreshes.push(data.oauthTokenData as IDataObject);
			store.data.set(type, { ...current, oauthTokenData: data.oauthTokenData } as ICredentialDataDecryptedObject);
		},
		getCredentialsProperties: (type: string) => credentialTypes[type as CredentialName]?.properties ?? [],
	};
	return helper as unknown as ICredentialsHelper;
}

const zid = new Zid();
const nodeTypes: INodeTypes = {
	getByName: () => zid as INodeType,
	getByNameAndVersion: () => zid as INodeType,
	getKnownTypes: () => ({}),
};

export interface RunOptions {
	parameters: INodeParameters;
	credential: CredentialName;
	store: CredentialStore;
	items?: IDataObject[];
	/** Binary data of the input items, by index (`{ data: { data: base64, mimeType, fileName } }`). */
	binary?: Array<IBinaryKeyData | undefined>;
	continueOnFail?: boolean;
	timezone?: string;
}

function buildNode(options: Pick<RunOptions, 'parameters' | 'credential' | 'continueOnFail'>): INode {
	const authentication = options.credential === 'zidApi' ? 'accessToken' : 'oAuth2';
	return {
		id: 'zid-node-under-test',
		name: 'Zid',
		type: 'n8n-nodes-zid.zid',
		typeVersion: 1,
		position: [0, 0],
		parameters: { authentication, ...options.parameters },
		credentials: { [options.credential]: { id: '1', name: `Test ${options.credential}` } },
		continueOnFail: options.continueOnFail,
	};
}

function buildWorkflow(node: INode, timezone: string): Workflow {
	return new Workflow({ id: 'wf', name: 'test', nodes: [node], connections: {}, active: false, nodeTypes, settings: { timezone } });
}

export function additionalData(store: CredentialStore, currentNodeParameters?: INodeParameters): IWorkflowExecuteAdditionalData {
	return {
		currentNodeParameters,
		credentialsHelper: helperFor(store),
		executionId: 'test-execution',
		restApiUrl: 'http://127.0.0.1/rest',
		webhookBaseUrl: 'http://127.0.0.1/webhook',
		webhookTestBaseUrl: 'http://127.0.0.1/webhook-test',
		webhookWaitingBaseUrl: 'http://127.0.0.1/webhook-waiting',
		formWaitingBaseUrl: 'http://127.0.0.1/form-waiting',
		instanceBaseUrl: 'http://127.0.0.1/',
		variables: {},
		userId: 'test-user',
	} as unknown as IWorkflowExecuteAdditionalData;
}

/** Executes the Zid node once over `items` (default: one empty item) and returns its output. */
export async function runZid(options: RunOptions): Promise<INodeExecutionData[]> {
	const node = buildNode(options);
	const workflow = buildWorkflow(node, options.timezone ?? 'Asia/Riyadh');
	const items: INodeExecutionData[] = (options.items ?? [{}]).map((json, index) => {
		const binary = options.binary?.[index];
		return binary ? { json, binary } : { json };
	});
	const executeData: IExecuteData = { node, data: { main: [items] }, source: { main: [null] } } as unknown as IExecuteData;
	const runExecutionData = { resultData: { runData: {} }, executionData: { contextData: {}, nodeExecutionStack: [], waitingExecution: {}, waitingExecutionSource: {} } } as unknown as IRunExecutionData;
	const context = new ExecuteContext(
		workflow,
		node,
		additionalData(options.store),
		'manual',
		runExecutionData,
		0,
		items,
		{ main: [items] },
		executeData,
		[],
	);
	const output = await zid.execute!.call(context);
	return (output as INodeExecutionData[][])[0];
}

/** A load-options / list-search context for the Zid node with the given current parameters. */
export function loadOptionsContext(options: Pick<RunOptions, 'parameters' | 'credential' | 'store'>): ILoadOptionsFunctions {
	const node = buildNode(options);
	const workflow = buildWorkflow(node, 'Asia/Riyadh');
	return new LoadOptionsContext(workflow, node, additionalData(options.store, node.parameters), 'parameters' as never) as unknown as ILoadOptionsFunctions;
}

export const zidNode = zid;

// n8n-core's request helpers create an SSH client manager whose cleanup interval would keep
// jest's worker alive; stop it when a test file is done.
afterAll(() => {
	if (Container.has(SSHClientsManager)) clearInterval((Container.get(SSHClientsManager) as unknown as { cleanupTimer: NodeJS.Timeout }).cleanupTimer);
});
