import type { IDataObject, IExecuteFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import { ZidTransport } from '../transport';
import { RESOURCES } from './resources';

const modules = new Map(RESOURCES.map((r) => [r.value, r.module]));

function toItems(result: IDataObject | IDataObject[], itemIndex: number): INodeExecutionData[] {
	const records = Array.isArray(result) ? result : [result];
	return records.map((json) => ({ json, pairedItem: { item: itemIndex } }));
}

/** Runs the chosen operation once per input item; one output item per record, paired to its input. */
export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const out: INodeExecutionData[] = [];
	let api: ZidTransport | undefined;
	for (let i = 0; i < items.length; i++) {
		try {
			const resource = this.getNodeParameter('resource', i) as string;
			const operation = this.getNodeParameter('operation', i) as string;
			const handler = modules.get(resource)?.operations[operation];
			if (!handler) {
				throw new NodeOperationError(this.getNode(), `The operation "${operation}" of "${resource}" is not supported`, { itemIndex: i });
			}
			api ??= await ZidTransport.open(this, i);
			out.push(...toItems(await handler.execute.call(this, i, api), i));
		} catch (error) {
			if (this.continueOnFail()) {
				const e = error as NodeApiError | NodeOperationError;
				out.push({ json: { error: e.message, description: e.description ?? undefined, httpCode: (e as NodeApiError).httpCode ?? undefined }, pairedItem: { item: i } });
				continue;
			}
			// Both constructors hand back an error that already is one of theirs unchanged.
			if (error instanceof NodeApiError) throw new NodeApiError(this.getNode(), error as unknown as JsonObject, { itemIndex: i });
			throw new NodeOperationError(this.getNode(), error as Error, { itemIndex: i });
		}
	}
	return [out];
}
