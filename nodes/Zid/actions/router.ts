import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	NodeApiError,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { nodeErrorOf } from '../helpers/batch';
import type { BatchOutcome, OperationModule } from '../helpers/resourceModule';
import { ZidTransport } from '../../shared/transport';
import { isAtLeast } from '../helpers/version';
import { RESOURCES } from './resources';

const modules = new Map(RESOURCES.map((r) => [r.value, r.module]));

function toItems(result: IDataObject | IDataObject[], itemIndex: number): INodeExecutionData[] {
	const records = Array.isArray(result) ? result : [result];
	return records.map((json) => ({ json, pairedItem: { item: itemIndex } }));
}

function operationOf(ctx: IExecuteFunctions, i: number): OperationModule {
	const resource = ctx.getNodeParameter('resource', i) as string;
	const operation = ctx.getNodeParameter('operation', i) as string;
	const handler = modules.get(resource)?.operations[operation];
	if (!handler) {
		throw new NodeOperationError(
			ctx.getNode(),
			`The operation "${operation}" of "${resource}" is not supported`,
			{ itemIndex: i },
		);
	}
	return handler;
}

/**
 * From 1.1 the message ends with the item, as n8n's own nodes write it (`[item 2]`). Version 1 keeps
 * its text: a saved workflow may branch on `$json.error` under Continue On Fail.
 */
function withItem(ctx: IExecuteFunctions, error: unknown, i: number): unknown {
	const e = error as Error;
	if (!isAtLeast(ctx, 1.1) || typeof e?.message !== 'string' || /\[item \d+\]$/.test(e.message))
		return error;
	e.message = `${e.message} [item ${i}]`;
	return error;
}

/** An item's failure: an error item paired to it under Continue On Fail, else the run stops. */
function failure(ctx: IExecuteFunctions, raw: unknown, i: number): INodeExecutionData {
	if (ctx.continueOnFail()) {
		const error = withItem(ctx, raw, i);
		const e = error as NodeApiError | NodeOperationError;
		return {
			json: {
				error: e.message,
				description: e.description ?? undefined,
				httpCode: (e as NodeApiError).httpCode ?? undefined,
			},
			pairedItem: { item: i },
		};
	}
	throw withItem(ctx, nodeErrorOf(ctx, raw, i), i);
}

/** All items through the operation's executeBatch (one request per chunk of items). */
async function runBatched(
	ctx: IExecuteFunctions,
	handler: Required<OperationModule>,
	count: number,
): Promise<INodeExecutionData[]> {
	const indices = Array.from({ length: count }, (_, i) => i);
	let outcomes: BatchOutcome[];
	try {
		outcomes = await handler.executeBatch.call(ctx, indices, await ZidTransport.open(ctx, 0));
	} catch (error) {
		// Thrown without Continue On Fail (the first item fails the run), or before any item was read.
		outcomes = indices.map((itemIndex) => ({ itemIndex, error: error as Error }));
	}
	return outcomes.flatMap((o) =>
		'error' in o ? [failure(ctx, o.error, o.itemIndex)] : toItems(o.result, o.itemIndex),
	);
}

/**
 * Runs the chosen operation once per input item; one output item per record, paired to its input.
 * Resource and operation take no expressions, so all items share one operation: when it has an
 * executeBatch, the items go to it together.
 */
export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	let first: OperationModule | undefined;
	try {
		first = items.length > 0 ? operationOf(this, 0) : undefined;
	} catch {
		// The loop below reports it, per item.
	}
	if (first?.executeBatch)
		return [await runBatched(this, first as Required<OperationModule>, items.length)];
	const out: INodeExecutionData[] = [];
	let api: ZidTransport | undefined;
	for (let i = 0; i < items.length; i++) {
		try {
			const handler = operationOf(this, i);
			api ??= await ZidTransport.open(this, i);
			out.push(...toItems(await handler.execute.call(this, i, api), i));
		} catch (error) {
			out.push(failure(this, error, i));
		}
	}
	return [out];
}
