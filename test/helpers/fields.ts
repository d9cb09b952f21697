/**
 * Every field of the Zid node with where it sits (`resource/operation name`, `... filters.customerId`),
 * the fields inside collections and fixed-collection rows included.
 */
import type { INodeProperties, INodePropertyCollection, INodePropertyOptions } from 'n8n-workflow';
import { zidNode } from './n8n';

export function nodeFields(): Array<{ at: string; field: INodeProperties }> {
	const out: Array<{ at: string; field: INodeProperties }> = [];
	const walk = (field: INodeProperties, at: string) => {
		out.push({ at, field });
		for (const option of (field.options ?? []) as Array<
			INodeProperties | INodePropertyCollection | INodePropertyOptions
		>) {
			if ('type' in option) walk(option, `${at}.${option.name}`);
			if ('values' in option)
				for (const value of option.values) walk(value, `${at}.${option.name}.${value.name}`);
		}
	};
	for (const field of zidNode.description.properties) {
		const show = field.displayOptions?.show ?? {};
		walk(
			field,
			`${(show.resource ?? []).join('|')}/${(show.operation ?? []).join('|')} ${field.name}`,
		);
	}
	return out;
}
