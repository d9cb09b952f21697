import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import type { ZidTransport } from '../../shared/transport';
import { everydayFirst } from '../actions/everyday';
import type { ListQuery } from '../descriptions/listFilters';

export type OperationResult = IDataObject | IDataObject[];

/** What a batched operation made of one input item: its record(s), or the error that item met. */
export type BatchOutcome =
	| { itemIndex: number; result: OperationResult }
	| { itemIndex: number; error: Error };

export interface OperationModule {
	description: INodeProperties[];
	execute(this: IExecuteFunctions, itemIndex: number, api: ZidTransport): Promise<OperationResult>;
	/**
	 * Optional: takes every input item at once, for operations that send many items in one request
	 * (Bulk Update Products). The router then calls this instead of `execute`. It returns one
	 * outcome per item; an item's error is returned only under Continue On Fail, else thrown.
	 */
	executeBatch?(
		this: IExecuteFunctions,
		itemIndices: number[],
		api: ZidTransport,
	): Promise<BatchOutcome[]>;
	/** A list's filters and options with the query parameters they become (descriptions/listFilters.ts). */
	listQuery?: ListQuery;
}

export interface ResourceModule {
	description: INodeProperties[];
	operations: Record<string, OperationModule>;
}

export interface OperationChoice extends INodePropertyOptions {
	value: string;
	action: string;
	module: OperationModule;
}

function toOption(choice: OperationChoice): INodePropertyOptions {
	const option: INodePropertyOptions & { module?: OperationModule } = { ...choice };
	delete option.module;
	return option;
}

/** Builds a resource from its operations: the picker and every operation's own properties. */
export function defineResource(
	resource: string,
	choices: OperationChoice[],
	defaultOperation?: string,
): ResourceModule {
	const operations: Record<string, OperationModule> = {};
	for (const choice of choices) operations[choice.value] = choice.module;
	const defaultValue = defaultOperation ?? choices[0].value;
	const picker: INodeProperties = {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [resource] } },
		options: everydayFirst(choices.map(toOption), (o) => `${resource}.${String(o.value)}`),
		default: defaultValue,
	};
	return { description: [picker, ...choices.flatMap((c) => c.module.description)], operations };
}
