import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { cityIdProperty, countryIdProperty } from '../../descriptions/places';

const properties: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		description: 'Name of the shipping option shown to customers',
	},
	{
		displayName: 'Cost',
		name: 'cost',
		type: 'number',
		required: true,
		default: null,
		description: 'Shipping cost in the store currency',
	},
	countryIdProperty({
		description:
			'Country whose cities the Cities field lists; it is not sent to Zid. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	cityIdProperty({
		displayName: 'City Names or IDs',
		name: 'cityIds',
		type: 'multiOptions',
		required: true,
		default: [],
		description:
			'Cities the option delivers to. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	fieldsCollection('additionalFields', [
		{
			displayName: 'Cash on Delivery',
			name: 'codEnabled',
			type: 'boolean',
			default: false,
			description: 'Whether customers may pay on delivery with this option',
		},
		{
			displayName: 'Cash on Delivery Fee',
			name: 'codFee',
			type: 'number',
			default: null,
			description: 'Extra fee for paying on delivery; needed when Cash on Delivery is on',
		},
		{
			displayName: 'Delivery Time (Arabic)',
			name: 'deliveryTimeAr',
			type: 'string',
			default: '',
			placeholder: 'e.g. من 2 إلى 4 أيام عمل',
		},
		{
			displayName: 'Delivery Time (English)',
			name: 'deliveryTimeEn',
			type: 'string',
			default: '',
			placeholder: 'e.g. 2-4 business days',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['shipping'], operation: ['addShippingOption'] } },
	properties,
);

function cityIdsOf(check: InputChecker, value: unknown): number[] {
	const list = Array.isArray(value)
		? value
		: typeof value === 'string' || typeof value === 'number'
			? String(value).split(',')
			: [];
	const ids = list.map((entry) => String(entry).trim()).filter(Boolean);
	check.required('Cities', ids);
	return [...new Set(ids.map((id) => check.positiveInt('Cities', id)))];
}

/** Form body; field names are docs/zid-api.md §8.19's inference ([U]). A create: never resent after a server error. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const codEnabled = extra.codEnabled === true;
	const hasFee = extra.codFee !== undefined && extra.codFee !== '';
	if (codEnabled && !hasFee)
		check.fail(
			'Cash on Delivery Fee',
			'a value is required when Cash on Delivery is on (0 for no fee)',
		);
	if (!codEnabled && hasFee)
		check.fail('Cash on Delivery Fee', 'applies only when Cash on Delivery is on');
	const body: IDataObject = {
		name: check.text('Name', this.getNodeParameter('name', i), { max: 100 }),
		cost: check.number('Cost', this.getNodeParameter('cost', i), { min: 0 }),
		cities: cityIdsOf(check, this.getNodeParameter('cityIds', i)),
	};
	if (extra.codEnabled !== undefined) body.cod_enabled = codEnabled;
	if (hasFee) body.cod_fee = check.number('Cash on Delivery Fee', extra.codFee, { min: 0 });
	const etaAr = check.text('Delivery Time (Arabic)', extra.deliveryTimeAr, {
		max: 100,
		optional: true,
	});
	const etaEn = check.text('Delivery Time (English)', extra.deliveryTimeEn, {
		max: 100,
		optional: true,
	});
	if (etaAr) body.delivery_estimated_time_ar = etaAr;
	if (etaEn) body.delivery_estimated_time_en = etaEn;
	return await callForRecord(api, ENDPOINTS.shipping.addShippingOption, { body, itemIndex: i });
}
