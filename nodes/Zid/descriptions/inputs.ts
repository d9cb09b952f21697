import type { INodeProperties } from 'n8n-workflow';

/** Single inputs several operations share: a binary field, an amount, fields-or-JSON. */

/** The name of the input item's binary field that holds the file to upload. */
export function inputBinaryField(description: string): INodeProperties {
	return {
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		required: true,
		default: 'data',
		hint: 'The name of the input binary field containing the file to be uploaded',
		description,
	};
}

/**
 * A required amount (money or a percentage). No editor limit or precision: the editor would round or
 * raise what was typed before the node saw it; the operation checks the value and refuses instead.
 */
export function amountProperty(
	displayName: string,
	name: string,
	description: string,
	defaultValue = 10,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'number',
		required: true,
		default: defaultValue,
		description,
	};
}

/** "Specify X": typed fields (`fields`) or one JSON body (`json`), for operations that offer both. */
export function fieldsOrJsonProperty(spec: {
	name: string;
	displayName: string;
	fields: string;
	json: string;
}): INodeProperties {
	return {
		displayName: spec.displayName,
		name: spec.name,
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Using Fields Below', value: 'fields', description: spec.fields },
			{ name: 'Using JSON', value: 'json', description: spec.json },
		],
		default: 'fields',
	};
}
