/**
 * How the Zid node answers an AI Agent when it runs as a tool (n8n's UX guideline for AI tools): a
 * smaller default Limit, a list as one table, and a call that went wrong told to the model.
 */
import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { outputMode, selectFields } from '../helpers/toolOutput';
import { simplifyOn } from '../helpers/simplify';
import { RESOURCES } from './resources';
import { router } from './router';

/** Records a list answers an AI Agent by default: ten records make a table of about 2-4 KB. */
const TOOL_LIMIT = 10;

/** "resource.operation" of every list (an operation with a Limit). */
const LISTS = new Set(
	RESOURCES.flatMap((r) =>
		Object.entries(r.module.operations)
			.filter(([, op]) => op.description.some((p) => p.name === 'limit'))
			.map(([operation]) => `${r.value}.${operation}`),
	),
);

/** Each Limit twice: as is for workflows, and with the smaller default where the node runs as a tool (`@tool`). */
export function withToolLimit(properties: INodeProperties[]): INodeProperties[] {
	return properties.flatMap((p) => {
		if (p.name !== 'limit') return [p];
		const { show = {}, hide = {} } = p.displayOptions ?? {};
		return [
			{ ...p, displayOptions: { ...p.displayOptions, hide: { ...hide, '@tool': [true] } } },
			{
				...p,
				default: Math.min(Number(p.default), TOOL_LIMIT),
				displayOptions: { ...p.displayOptions, show: { ...show, '@tool': [true] } },
			},
		];
	});
}

const ZERO_FRACTION = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)\.0+(Z|[+-]\d\d:?\d\d)?$/;
const TRAILING_ZEROS = /^(-?\d+\.\d\d)0{4,}$/;

/** One value of a list record, as a model reads it: the same facts in fewer bytes (nothing is rounded). */
function compactValue(value: unknown, nested: boolean): unknown {
	if (typeof value === 'string')
		return value.replace(ZERO_FRACTION, '$1$2').replace(TRAILING_ZEROS, '$1');
	if (Array.isArray(value))
		return value.map((v) => compactValue(v, nested)).filter((v) => v !== undefined);
	if (!value || typeof value !== 'object') return value;
	const record = value as IDataObject;
	// A record inside a record (a product's categories; Simplify has already flattened an order's customer) is a reference: its own operation has the rest.
	const keys =
		nested && record.id !== undefined
			? ['id', 'name', 'code'].filter((k) => k in record)
			: Object.keys(record);
	const out: IDataObject = {};
	for (const key of keys) {
		const v = compactValue(record[key], true);
		if (
			v === null ||
			v === undefined ||
			v === '' ||
			(typeof v === 'object' && Object.keys(v as object).length === 0)
		)
			continue;
		out[key] = v as IDataObject[keyof IDataObject];
	}
	return out;
}

/**
 * A tool's answer by its Output (from 1.1; Simplify before): Raw as Zid sent it; Selected Fields cut
 * to the fields asked for and the ID. A list with Simplify on (or Selected Fields) becomes one table
 * (the keys once, not once per record); Simplify also drops empty fields and cuts nested records to
 * their ID, name and code. A note says when the Limit may have cut the list, so the model does not
 * take the first page for the whole store.
 */
function tableForModel(ctx: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData[] {
	const list = `${String(ctx.getNodeParameter('resource', 0))}.${String(ctx.getNodeParameter('operation', 0))}`;
	if (items.some((item) => item.json.error !== undefined)) return items;
	const mode = outputMode(ctx, 0);
	if (mode === 'raw') return items;
	let note: string | undefined;
	let records: IDataObject[];
	if (mode === 'selected') {
		({ records, note } = selectFields(
			items.map((item) => item.json),
			String(ctx.getNodeParameter('outputFields', 0, '')),
		));
		if (!LISTS.has(list))
			return records.map((json, i) => ({
				json: note ? { ...json, note } : json,
				pairedItem: items[i].pairedItem,
			}));
	} else {
		if (!LISTS.has(list) || !simplifyOn(ctx, 0)) return items;
		records = items.map((item) => compactValue(item.json, false) as IDataObject);
	}
	const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
	const json: IDataObject = {
		columns,
		rows: records.map((record) => columns.map((column) => record[column] ?? null)),
	};
	const limit = ctx.getNodeParameter('returnAll', 0, false)
		? undefined
		: Number(ctx.getNodeParameter('limit', 0, TOOL_LIMIT));
	const notes = [note];
	if (limit !== undefined && records.length >= limit)
		notes.push(`Only the first ${limit} records (the tool's Limit): there may be more`);
	if (notes.some(Boolean)) json.note = notes.filter(Boolean).join('; ');
	return [{ json, pairedItem: { item: 0 } }];
}

/**
 * A failed tool call answered to the model (what went wrong, with Zid's field messages), so it can
 * correct itself instead of the whole execution stopping; "On Error: Stop Workflow" still stops it.
 */
function toolError(ctx: IExecuteFunctions, error: unknown): INodeExecutionData[][] {
	if (ctx.getNode().onError === 'stopWorkflow') throw error;
	const e = error as Error & { description?: string | null; httpCode?: string | null };
	const json: IDataObject = { error: e.message };
	if (e.description) json.description = e.description;
	if (e.httpCode) json.httpCode = e.httpCode;
	return [[{ json, pairedItem: { item: 0 } }]];
}

/** The node's run as a tool: the router's items as the model's answer, or what went wrong. */
export async function answerAsTool(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	try {
		const [items] = await router.call(this);
		return [tableForModel(this, items)];
	} catch (error) {
		return toolError(this, error);
	}
}
