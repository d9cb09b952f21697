import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { localizedProperties, readLocalized } from '../../helpers/localized';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { FIELD_HINT, FIELD_LABEL } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the shopper writes on'),
	{
		displayName: 'Type',
		name: 'type',
		type: 'string',
		required: true,
		default: 'TEXT',
		description: 'Kind of input as Zid names it, such as TEXT',
	},
	...localizedProperties(FIELD_LABEL, true),
	fieldsCollection('additionalFields', [
		...localizedProperties(FIELD_HINT),
		{
			displayName: 'Price',
			name: 'price',
			type: 'number',
			default: null,
			description: 'What filling the field adds to the product price',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCustomization'], operation: ['createInputField'] } },
	properties,
);

/** Zid's type names are upper case words (TEXT); the docs list no others, so any such word is passed on. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const type = check.text('Type', this.getNodeParameter('type', i), { max: 50 }).toUpperCase();
	if (!/^[A-Z][A-Z_]*$/.test(type))
		check.fail('Type', `${JSON.stringify(type)} is not a Zid field type (a word such as TEXT)`);
	const labels = {
		labelAr: this.getNodeParameter('labelAr', i, ''),
		labelEn: this.getNodeParameter('labelEn', i, ''),
	};
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body: IDataObject = {
		type,
		label: readLocalized(check, labels, FIELD_LABEL, true) as IDataObject,
	};
	const hint = readLocalized(check, extra, FIELD_HINT, false);
	if (hint) body.hint = hint;
	// Zid takes the price as a decimal string ("100.00").
	if (extra.price !== undefined)
		body.price = check.number('Price', extra.price, { min: 0 }).toFixed(2);
	return (await call(api, ENDPOINTS.productCustomization.createInputField, {
		params: { productId },
		body,
		itemIndex: i,
	})) as IDataObject;
}
