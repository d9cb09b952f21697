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
	type IWorkflowDataProxyAdditionalKeys,
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

/** A workflow of one inert node: what n8n's CredentialsHelper evaluates credential expressions in. */
function expressionWorkflow(): { workflow: Workflow; node: INode } {
	const node: INode = {
		id: 'credential',
		name: 'Credential',
		type: 'n8n-nodes-base.noOp',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
	const noTypes = {
		getByName: () => ({}),
		getByNameAndVersion: () => ({ description: { properties: [] } }),
		getKnownTypes: () => ({}),
	} as unknown as INodeTypes;
	return {
		workflow: new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes: noTypes }),
		node,
	};
}

/**
 * A credential's data with its expressions (the hidden authorize and token URLs) evaluated by n8n's
 * own expression engine, `$self` being the data itself, as n8n's CredentialsHelper does on decryption.
 */
export function resolveCredentialData(data: IDataObject): IDataObject {
	const { workflow, node } = expressionWorkflow();
	return workflow.expression.getComplexParameterValue(
		node,
		data as INodeParameters,
		'internal',
		{},
		undefined,
		undefined,
		data,
	) as IDataObject;
}

/** One credential expression (`={{ ... }}`) evaluated by n8n's engine, with `$self` and/or `$credentials` as n8n sets them. */
export function evaluateCredentialExpression(
	expression: string,
	scope: { self?: IDataObject; credentials?: IDataObject } = {},
): unknown {
	const { workflow, node } = expressionWorkflow();
	const keys = (
		scope.credentials ? { $credentials: scope.credentials } : {}
	) as IWorkflowDataProxyAdditionalKeys;
	const resolved = workflow.expression.getComplexParameterValue(
		node,
		{ value: expression },
		'internal',
		keys,
		undefined,
		undefined,
		scope.self ?? {},
	) as IDataObject;
	return resolved.value;
}

export class CredentialStore implements Pick<ICredentialsHelper, 'getDecrypted'> {
	readonly data = new Map<string, ICredentialDataDecryptedObject>();
	readonly refreshes: IDataObject[] = [];

	set(type: CredentialName, data: IDataObject): void {
		const full: IDataObject = {};
		for (const property of [
			...(type === 'zidOAuth2Api' ? oauthDefaults() : []),
			...credentialTypes[type].properties,
		]) {
			full[property.name] = property.default as IDataObject[keyof IDataObject];
		}
		Object.assign(full, data);
		this.data.set(type, resolveCredentialData(full) as ICredentialDataDecryptedObject);
	}

	get(type: CredentialName): IDataObject {
		return this.data.get(type) as IDataObject;
	}

	async getDecrypted(
		_a: unknown,
		nodeCredentials: INodeCredentialsDetails,
		type: string,
	): Promise<ICredentialDataDecryptedObject> {
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
		// n8n's CredentialsHelper.authenticate: a function is called with the credential's data and the
		// request; a generic block has each header, key and value, resolved by the workflow's
		// expression engine with `$credentials` (its resolveValue).
		async authenticate(
			credentials: ICredentialDataDecryptedObject,
			typeName: string,
			requestOptions: IHttpRequestOptions,
			workflow: Workflow,
			node: INode,
		) {
			const auth = credentialTypes[typeName as CredentialName].authenticate;
			if (!auth) return requestOptions;
			if (typeof auth === 'function') return await auth(credentials, requestOptions);
			const resolve = (value: string) => {
				if (value.charAt(0) !== '=') return value;
				const resolved = workflow.expression.getSimpleParameterValue(
					node,
					value,
					'internal',
					{ $credentials: credentials } as IWorkflowDataProxyAdditionalKeys,
					undefined,
					'',
				);
				return resolved ? String(resolved) : '';
			};
			const headers = { ...(requestOptions.headers ?? {}) } as IDataObject;
			for (const [key, value] of Object.entries(auth.properties.headers ?? {}))
				headers[resolve(key)] = resolve(String(value));
			return { ...requestOptions, headers };
		},
		async preAuthentication() {
			return undefined;
		},
		async updateCredentials() {},
		async updateCredentialsOauthTokenData(
			_node: INodeCredentialsDetails,
			type: string,
			data: ICredentialDataDecryptedObject,
		) {
			const current = store.data.get(type) ?? {};
			store.refreshes.push(data.oauthTokenData as IDataObject);
			store.data.set(type, {
				...current,
				oauthTokenData: data.oauthTokenData,
			} as ICredentialDataDecryptedObject);
		},
		getCredentialsProperties: (type: string) =>
			credentialTypes[type as CredentialName]?.properties ?? [],
	};
	return helper as unknown as ICredentialsHelper;
}

const zid: INodeType = new Zid();

export interface RunOptions {
	parameters: INodeParameters;
	credential: CredentialName;
	store: CredentialStore;
	items?: IDataObject[];
	/** Binary data of the input items, by index (`{ data: { data: base64, mimeType, fileName } }`). */
	binary?: Array<IBinaryKeyData | undefined>;
	continueOnFail?: boolean;
	timezone?: string;
	/** The node type to run, by default the Zid node (e.g. the tool n8n makes of it for an AI Agent). */
	nodeType?: INodeType;
	/** Node settings besides the parameters (onError, ...). */
	node?: Partial<INode>;
}

function buildNode(
	options: Pick<RunOptions, 'parameters' | 'credential' | 'continueOnFail' | 'nodeType' | 'node'>,
): INode {
	const authentication = options.credential === 'zidApi' ? 'accessToken' : 'oAuth2';
	return {
		id: 'zid-node-under-test',
		name: 'Zid',
		type: `n8n-nodes-zid.${(options.nodeType ?? zid).description.name}`,
		typeVersion: 1,
		position: [0, 0],
		parameters: { authentication, ...options.parameters },
		credentials: { [options.credential]: { id: '1', name: `Test ${options.credential}` } },
		continueOnFail: options.continueOnFail,
		...options.node,
	};
}

/** The workflow n8n would hold the node in; n8n's Workflow fills in the parameters' defaults. */
function buildWorkflow(node: INode, timezone: string, nodeType: INodeType = zid): Workflow {
	const types: INodeTypes = {
		getByName: () => nodeType,
		getByNameAndVersion: () => nodeType,
		getKnownTypes: () => ({}),
	};
	return new Workflow({
		id: 'wf',
		name: 'test',
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: types,
		settings: { timezone },
	});
}

export function additionalData(
	store: CredentialStore,
	currentNodeParameters?: INodeParameters,
): IWorkflowExecuteAdditionalData {
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

/** Executes the Zid node (or `nodeType`) once over `items` (default: one empty item) in n8n-core's ExecuteContext; returns its output. */
export async function runZid(options: RunOptions): Promise<INodeExecutionData[]> {
	const nodeType = options.nodeType ?? zid;
	const node = buildNode(options);
	const workflow = buildWorkflow(node, options.timezone ?? 'Asia/Riyadh', nodeType);
	const items: INodeExecutionData[] = (options.items ?? [{}]).map((json, index) => {
		const binary = options.binary?.[index];
		return binary ? { json, binary } : { json };
	});
	const executeData: IExecuteData = {
		node,
		data: { main: [items] },
		source: { main: [null] },
	} as unknown as IExecuteData;
	const runExecutionData = {
		resultData: { runData: {} },
		executionData: {
			contextData: {},
			nodeExecutionStack: [],
			waitingExecution: {},
			waitingExecutionSource: {},
		},
	} as unknown as IRunExecutionData;
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
	const output = await nodeType.execute!.call(context);
	return (output as INodeExecutionData[][])[0];
}

/** A load-options / list-search context for the Zid node with the given current parameters. */
/** `path`: where the loading field sits, as the editor sends it (`parameters.filters.shippingCity`), for `&sibling` lookups. */
export function loadOptionsContext(
	options: Pick<RunOptions, 'parameters' | 'credential' | 'store'> & { path?: string },
): ILoadOptionsFunctions {
	const node = buildNode(options);
	const workflow = buildWorkflow(node, 'Asia/Riyadh');
	return new LoadOptionsContext(
		workflow,
		node,
		additionalData(options.store, node.parameters),
		(options.path ?? 'parameters') as never,
	) as unknown as ILoadOptionsFunctions;
}

export const zidNode = zid;

// n8n-core's request helpers create an SSH client manager whose cleanup interval would keep
// jest's worker alive; stop it when a test file is done.
afterAll(() => {
	if (Container.has(SSHClientsManager))
		clearInterval(
			(Container.get(SSHClientsManager) as unknown as { cleanupTimer: NodeJS.Timeout })
				.cleanupTimer,
		);
});
