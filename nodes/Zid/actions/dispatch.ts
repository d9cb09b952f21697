import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { runsAsTool } from '../helpers/toolOutput';
import * as listSearch from '../methods/listSearch';
import * as loadOptions from '../methods/loadOptions';
import { router } from './router';
import { answerAsTool } from './toolAnswer';

/**
 * What the Zid node and each domain node (actions/domains.ts) run and load from: one place, so
 * the nodes differ only in their descriptions.
 */

/** The pickers' list searches and dropdown loaders. */
export const ZID_METHODS = { listSearch, loadOptions };

/** The tool's answer when an AI Agent runs the node, else the router (one result per item). */
export async function runAction(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return runsAsTool(this) ? await answerAsTool.call(this) : await router.call(this);
}
