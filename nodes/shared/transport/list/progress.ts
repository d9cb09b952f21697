import type { IDataObject, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

export interface Progress {
	fetched: number;
	pages: number;
	/** How many records the list announced, when it did. */
	announced?: number;
	/** Where to start again: page, size and the record position in the current query; absent when following a cursor link. */
	resume?: {
		page: number;
		sizeParam: string;
		pageSize: number;
		offset: number;
		window?: IDataObject;
	};
}

/** The words added to an error when a list fails part-way: what was fetched, what was announced, where to resume. */
export function describeProgress(progress: Progress): string {
	const announced =
		progress.announced !== undefined
			? ` of the ${progress.announced.toLocaleString('en-US')} the list announced`
			: '';
	const fetched = `Fetched ${progress.fetched.toLocaleString('en-US')} record(s)${announced} in ${progress.pages} page(s) before it stopped; the node output none of them.`;
	if (!progress.resume)
		return `${fetched} To resume, follow the "next" link of the last page that was read.`;
	const { page, sizeParam, pageSize, offset, window } = progress.resume;
	const filters =
		window && Object.keys(window).length
			? ` with ${Object.entries(window)
					.map(([k, v]) => `${k}=${String(v)}`)
					.join(', ')}`
			: '';
	return `${fetched} To resume, start at page ${page} with ${sizeParam}=${pageSize}${filters} (record offset ${offset.toLocaleString('en-US')}).`;
}

/** Statuses that say the credential or the app is wrong: where a list stopped is noise there. */
const ACCESS_REFUSED = new Set(['401', '403']);

/**
 * Adds the progress to an n8n error (description and context) and hands it back, same class.
 * Not to a refused credential or scope: fixing that is the whole story, and the list starts over.
 */
export function withProgress(error: unknown, progress: Progress): unknown {
	if (!(error instanceof NodeApiError) && !(error instanceof NodeOperationError)) return error;
	if (error instanceof NodeApiError && ACCESS_REFUSED.has(String(error.httpCode))) return error;
	const note = describeProgress(progress);
	error.description = error.description ? `${error.description}\n${note}` : note;
	error.context = {
		...(error.context ?? {}),
		fetchedRecords: progress.fetched,
		fetchedPages: progress.pages,
		...(progress.announced !== undefined ? { announcedRecords: progress.announced } : {}),
		...(progress.resume ? { resumeAt: progress.resume } : {}),
	};
	return error;
}

/** The error of a list Zid answered in a way that cannot be trusted to be complete, with the progress. */
export function listError(
	node: INode,
	request: { method: string; path: string; itemIndex?: number },
	text: { message: string; description: string },
	progress: Progress,
): unknown {
	const where = `${request.method} ${request.path}`;
	const error = new NodeApiError(node, { request: where } as JsonObject, {
		message: text.message,
		description: `${text.description}\nRequest: ${where}`,
		itemIndex: request.itemIndex,
	});
	return withProgress(error, progress);
}
