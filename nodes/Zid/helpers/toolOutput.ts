import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { beforeVersion, fromVersion, isAtLeast } from './version';

/** The version from which a tool has Output instead of Simplify. */
const OUTPUT_FROM = 1.1;

export type OutputMode = 'simplified' | 'raw' | 'selected';

/** n8n runs a node as an AI Agent tool under its type name + "Tool". */
export const runsAsTool = (ctx: IExecuteFunctions): boolean => ctx.getNode().type.endsWith('Tool');

/**
 * n8n's UX guideline for AI tools: where an answer is wide (the operations with Simplify), the
 * tool offers Output: Simplified, Raw, or Selected Fields (the ID always kept), so a model gets
 * only what it needs. From 1.1; a tool saved at 1 keeps its Simplify. Workflows keep Simplify.
 */
export function withToolOutput(properties: INodeProperties[]): INodeProperties[] {
	return properties.flatMap((p) => {
		if (p.name !== 'simplify') return [p];
		const d = p.displayOptions ?? {};
		const show = (extra: object) => ({ ...d, show: { ...d.show, ...extra } });
		return [
			{ ...p, displayOptions: show(beforeVersion(OUTPUT_FROM)) },
			{
				...p,
				displayOptions: { ...show(fromVersion(OUTPUT_FROM)), hide: { ...d.hide, '@tool': [true] } },
			},
			{
				displayName: 'Output',
				name: 'output',
				type: 'options',
				options: [
					{
						name: 'Simplified',
						value: 'simplified',
						description: 'The fields most used, as Simplify gives them',
					},
					{ name: 'Raw', value: 'raw', description: 'Every field Zid returns' },
					{
						name: 'Selected Fields',
						value: 'selected',
						description: 'Only the fields listed, and always the ID',
					},
				],
				default: 'simplified',
				description: 'What the tool answers the AI agent with',
				displayOptions: show({ ...fromVersion(OUTPUT_FROM), '@tool': [true] }),
			},
			{
				displayName: 'Fields',
				name: 'outputFields',
				type: 'string',
				default: '',
				placeholder: 'e.g. status, order_total, customer.name',
				description:
					"Comma-separated fields of Zid's record to answer with (a dot reaches inside a field); the ID is always included",
				displayOptions: show({
					...fromVersion(OUTPUT_FROM),
					'@tool': [true],
					output: ['selected'],
				}),
			},
		];
	});
}

/** The tool's Output, or undefined where Simplify decides (workflows, tools saved at 1, operations without it). */
export function outputMode(ctx: IExecuteFunctions, itemIndex: number): OutputMode | undefined {
	if (!runsAsTool(ctx) || !isAtLeast(ctx, OUTPUT_FROM)) return undefined;
	const mode = ctx.getNodeParameter('output', itemIndex, '') as string;
	return mode === 'raw' || mode === 'selected' || mode === 'simplified' ? mode : undefined;
}

function valueAt(record: IDataObject, path: string): unknown {
	return path
		.split('.')
		.reduce<unknown>(
			(v, key) => (v && typeof v === 'object' ? (v as IDataObject)[key] : undefined),
			record,
		);
}

/**
 * Each record cut to the selected fields, the ID first; a field no record has is named in `note`
 * so the model (and the user reading the run) knows it was asked for and not there.
 */
export function selectFields(
	records: IDataObject[],
	fields: string,
): { records: IDataObject[]; note?: string } {
	const wanted = [
		...new Set(
			fields
				.split(',')
				.map((f) => f.trim())
				.filter(Boolean),
		),
	].filter((f) => f !== 'id');
	const cut = records.map((record) => {
		const out: IDataObject = { id: record.id as IDataObject[string] };
		for (const field of wanted) {
			const value = valueAt(record, field);
			if (value !== undefined) out[field] = value as IDataObject[string];
		}
		return out;
	});
	const missing = wanted.filter((f) => cut.every((record) => !(f in record)));
	return missing.length && records.length
		? { records: cut, note: `Not in Zid's answer: ${missing.join(', ')}` }
		: { records: cut };
}
