/**
 * Every field of the Zid node with where it sits (`resource/operation name`, `... filters.customerId`),
 * the fields inside collections and fixed-collection rows included. `allFields` adds the domain
 * nodes, the triggers and both credentials, each place prefixed with its owner (`Zid Trigger: ...`).
 */
import type {
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	INodeTypeDescription,
} from 'n8n-workflow';
import { ZidApi } from '../../credentials/ZidApi.credentials';
import { ZidOAuth2Api } from '../../credentials/ZidOAuth2Api.credentials';
import { ZidAppTrigger } from '../../nodes/ZidAppTrigger/ZidAppTrigger.node';
import { ZidTrigger } from '../../nodes/ZidTrigger/ZidTrigger.node';
import { DOMAIN_ACTION_NODES } from './actionNodes';
import { zidNode } from './n8n';

export interface PlacedField {
	at: string;
	field: INodeProperties;
	/** The operations the field is shown for (empty when it is not tied to one). */
	operations: string[];
}

function fieldsOf(properties: INodeProperties[], prefix = ''): PlacedField[] {
	const out: PlacedField[] = [];
	const walk = (field: INodeProperties, at: string, operations: string[]) => {
		out.push({ at, field, operations });
		for (const option of (field.options ?? []) as Array<
			INodeProperties | INodePropertyCollection | INodePropertyOptions
		>) {
			if ('type' in option) walk(option, `${at}.${option.name}`, operations);
			if ('values' in option)
				for (const value of option.values)
					walk(value, `${at}.${option.name}.${value.name}`, operations);
		}
	};
	for (const field of properties) {
		const show = field.displayOptions?.show ?? {};
		const operations = ((show.operation ?? []) as unknown[]).map(String);
		walk(
			field,
			`${prefix}${(show.resource ?? []).join('|')}/${operations.join('|')} ${field.name}`,
			operations,
		);
	}
	return out;
}

export function nodeFields(): Array<{ at: string; field: INodeProperties }> {
	return fieldsOf(zidNode.description.properties);
}

export function allFields(): PlacedField[] {
	const node = (description: INodeTypeDescription) =>
		fieldsOf(description.properties, `${description.displayName}: `);
	return [
		...node(zidNode.description),
		...DOMAIN_ACTION_NODES.flatMap(({ node: domain }) => node(domain.description)),
		...node(new ZidTrigger().description),
		...node(new ZidAppTrigger().description),
		...fieldsOf(new ZidApi().properties, 'Zid API credential: '),
		...fieldsOf(new ZidOAuth2Api().properties, 'Zid OAuth2 credential: '),
	];
}
