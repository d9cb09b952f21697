import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';

const DELAY_UNITS = [
	{ name: 'Minute', value: 'minute', description: 'The delay is counted in minutes' },
	{ name: 'Hour', value: 'hour', description: 'The delay is counted in hours' },
	{ name: 'Day', value: 'day', description: 'The delay is counted in days' },
];

/** Placeholders Zid fills in (docs/zid-api.md §8.12): the email text and the email title take different ones. */
const TEXT_PLACEHOLDERS = ['customer_name', 'product_name', 'product_url'] as const;
const TITLE_PLACEHOLDERS = ['product_name', 'store_name'] as const;

const TEXT_HINT = 'Placeholders: {customer_name}, {product_name}, {product_url}';
const TITLE_HINT = 'Placeholders: {product_name}, {store_name}';

const properties: INodeProperties[] = [
	{
		displayName: 'Delay Unit',
		name: 'delayUnit',
		type: 'options',
		options: DELAY_UNITS,
		required: true,
		default: 'hour',
		description: 'Unit of the wait between a product coming back in stock and the email',
	},
	{
		displayName: 'Delay Value',
		name: 'delayValue',
		type: 'number',
		required: true,
		default: 1,
		description: 'How many units to wait before the email goes out',
	},
	fieldsCollection('additionalFields', [
		{
			displayName: 'Email Text (Arabic)',
			name: 'emailTextAr',
			type: 'string',
			typeOptions: { rows: 4 },
			default: '',
			hint: TEXT_HINT,
			description: 'Body of the Arabic email',
		},
		{
			displayName: 'Email Text (English)',
			name: 'emailTextEn',
			type: 'string',
			typeOptions: { rows: 4 },
			default: '',
			hint: TEXT_HINT,
			description: 'Body of the English email',
		},
		{
			displayName: 'Email Title (Arabic)',
			name: 'emailTitleAr',
			type: 'string',
			default: '',
			hint: TITLE_HINT,
			description: 'Subject of the Arabic email',
		},
		{
			displayName: 'Email Title (English)',
			name: 'emailTitleEn',
			type: 'string',
			default: '',
			hint: TITLE_HINT,
			description: 'Subject of the English email',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productNotification'], operation: ['saveSettings'] } },
	properties,
);

/** `{ar, en}` with only the languages given; undefined when neither is. */
function localized(ar: string, en: string): IDataObject | undefined {
	const text: IDataObject = {};
	if (ar) text.ar = ar;
	if (en) text.en = en;
	return Object.keys(text).length ? text : undefined;
}

/**
 * A `{name}` that Zid does not fill in would reach customers as it is: refuse it before sending.
 * Returns the trimmed text ('' when empty).
 */
function checkPlaceholders(
	check: InputChecker,
	field: string,
	value: unknown,
	allowed: readonly string[],
): string {
	const text = check.text(field, value, { max: 5000, optional: true });
	for (const [, name] of text.matchAll(/\{\s*([^{}]*?)\s*\}/g)) {
		if (!allowed.includes(name)) {
			check.fail(
				field,
				`{${name}} is not a placeholder Zid fills in here; use ${allowed.map((p) => `{${p}}`).join(', ')}`,
			);
		}
	}
	return text;
}

/**
 * Saves the settings given, replacing their values: sending the same settings twice leaves the
 * same settings, so the call is marked safe to repeat although it is a POST.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body: IDataObject = {
		delay_unit: check.oneOf(
			'Delay Unit',
			this.getNodeParameter('delayUnit', i),
			DELAY_UNITS.map((u) => u.value),
		),
		delay_value: check.positiveInt('Delay Value', this.getNodeParameter('delayValue', i), {
			min: 0,
		}),
	};
	const emailText = localized(
		checkPlaceholders(check, 'Email Text (Arabic)', fields.emailTextAr, TEXT_PLACEHOLDERS),
		checkPlaceholders(check, 'Email Text (English)', fields.emailTextEn, TEXT_PLACEHOLDERS),
	);
	const emailTitle = localized(
		checkPlaceholders(check, 'Email Title (Arabic)', fields.emailTitleAr, TITLE_PLACEHOLDERS),
		checkPlaceholders(check, 'Email Title (English)', fields.emailTitleEn, TITLE_PLACEHOLDERS),
	);
	if (emailText) body.email_text = emailText;
	if (emailTitle) body.email_title = emailTitle;
	return await callForRecord(api, ENDPOINTS.productNotification.saveSettings, {
		body,
		itemIndex: i,
	});
}
