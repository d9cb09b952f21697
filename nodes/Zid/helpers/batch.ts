import type { IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { BatchOutcome, OperationResult } from './resourceModule';

/** The error as one of n8n's own (those come back unchanged), tied to the item it belongs to. */
export function nodeErrorOf(
	ctx: IExecuteFunctions,
	error: unknown,
	itemIndex?: number,
): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError)
		return new NodeApiError(ctx.getNode(), error as unknown as JsonObject, { itemIndex });
	return new NodeOperationError(ctx.getNode(), error as Error, { itemIndex });
}

export interface ChunkSpec<T> {
	/** Largest number of elements one request carries. */
	size: number;
	/** Reads and checks one input item; throws a NodeOperationError naming the field on bad input. */
	prepare(itemIndex: number): T;
	/** Sends one chunk; returns, for each element in order, what its input item outputs. */
	send(elements: T[], itemIndices: number[]): Promise<OperationResult[]>;
}

/**
 * Many input items in few requests. Every item is read and checked first, so no request goes out
 * while an item is bad (under Continue On Fail a bad item becomes its own error and the others go
 * on). Then the good items go out in chunks of `size`, in input order; a chunk that fails fails
 * its items under Continue On Fail, else the run.
 */
export async function runInChunks<T>(
	ctx: IExecuteFunctions,
	itemIndices: number[],
	spec: ChunkSpec<T>,
): Promise<BatchOutcome[]> {
	const outcomes: BatchOutcome[] = [];
	const ready: Array<{ itemIndex: number; element: T }> = [];
	for (const itemIndex of itemIndices) {
		try {
			ready.push({ itemIndex, element: spec.prepare(itemIndex) });
		} catch (error) {
			if (!ctx.continueOnFail()) throw nodeErrorOf(ctx, error, itemIndex);
			outcomes.push({ itemIndex, error: error as Error });
		}
	}
	for (let start = 0; start < ready.length; start += spec.size) {
		const chunk = ready.slice(start, start + spec.size);
		try {
			const results = await spec.send(
				chunk.map((c) => c.element),
				chunk.map((c) => c.itemIndex),
			);
			chunk.forEach((c, n) =>
				outcomes.push({ itemIndex: c.itemIndex, result: results[n] ?? { success: true } }),
			);
		} catch (error) {
			if (!ctx.continueOnFail()) throw nodeErrorOf(ctx, error, chunk[0].itemIndex);
			for (const c of chunk) outcomes.push({ itemIndex: c.itemIndex, error: error as Error });
		}
	}
	return outcomes.sort((a, b) => a.itemIndex - b.itemIndex);
}
