import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { collectionRows, locatorValue } from '../../helpers/parameters';
import { localizedProperties, readLocalized, type LocalizedSpec } from '../../helpers/localized';
import { fieldsCollection, repeatableRows } from '../../descriptions/collections';
import { idLocator, UUID_ID } from '../../helpers/locators';
import { InputChecker } from '../../helpers/validate';

/** Zid has no list of a product's option fields: they are listed from the product (View Product's `custom_option_fields`). */
export const optionFieldIdLocator: INodeProperties = {
	...idLocator({
		name: 'optionFieldId',
		displayName: 'Option Field',
		label: 'option field',
		searchMethod: 'searchOptionFields',
		idRegex: UUID_ID,
		placeholder: 'e.g. 5d1c7a0e-3b8f-4e2a-9c61-7f0e2d4b8a13',
	}),
	description: 'The option field to use. The list shows the option fields of the chosen product.',
};

export function optionFieldIdOf(ctx: IExecuteFunctions, i: number): string {
	return InputChecker.for(ctx, i).uuid('Option Field', locatorValue(ctx, i, 'optionFieldId'));
}

export const OPTION_TYPES = [
	{ name: 'Checkbox', value: 'CHECKBOX', description: 'The shopper may tick several choices' },
	{ name: 'Dropdown', value: 'DROPDOWN', description: 'The shopper picks one choice' },
];

export const FIELD_LABEL: LocalizedSpec = {
	name: 'label',
	displayName: 'Label',
	subject: 'label the shopper sees',
};
export const FIELD_HINT: LocalizedSpec = {
	name: 'hint',
	displayName: 'Hint',
	subject: 'help text under the field',
};

/** The rows of `choices`; Update also takes a choice's ID, so Zid keeps that choice (and its orders) rather than making a new one. */
function choicesProperty(withIds: boolean): INodeProperties {
	const values: INodeProperties[] = [
		{
			displayName: 'Arabic',
			name: 'ar',
			type: 'string',
			required: true,
			default: '',
			description: 'The choice as Arabic shoppers see it',
		},
		{
			displayName: 'English',
			name: 'en',
			type: 'string',
			required: true,
			default: '',
			description: 'The choice as English shoppers see it',
		},
		{
			displayName: 'Price',
			name: 'price',
			type: 'number',
			default: 0,
			description: 'What the choice adds to the product price (0: free)',
		},
	];
	if (withIds) {
		values.push({
			displayName: 'Choice Name or ID',
			name: 'id',
			type: 'options',
			typeOptions: {
				loadOptionsMethod: 'getOptionFieldChoices',
				loadOptionsDependsOn: ['productId.value', 'optionFieldId.value'],
			},
			default: '',
			description:
				'An existing choice of the field to keep (with its orders), or New Choice. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		});
	}
	return repeatableRows({
		displayName: 'Choices',
		name: 'choices',
		row: 'choice',
		rowDisplayName: 'Choice',
		values,
		description: 'What the shopper chooses from',
	});
}

/** Create and Update (a full replacement) take the same inputs. */
export function optionFieldProperties(withChoiceIds: boolean): INodeProperties[] {
	return [
		...localizedProperties(FIELD_LABEL, true),
		choicesProperty(withChoiceIds),
		{
			displayName: 'Published',
			name: 'isPublished',
			type: 'boolean',
			default: true,
			description: 'Whether shoppers see the field',
		},
		{
			displayName: 'Required',
			name: 'isRequired',
			type: 'boolean',
			default: false,
			description: 'Whether the shopper must choose before buying',
		},
		{
			displayName: 'Display Order',
			name: 'displayOrder',
			type: 'number',
			required: true,
			default: 1,
			description: "Position among the product's option fields (lower first)",
		},
		fieldsCollection('additionalFields', [
			...localizedProperties(FIELD_HINT),
			{
				displayName: 'Can Choose Multiple Options',
				name: 'canChooseMultipleOptions',
				type: 'boolean',
				default: true,
				description:
					'Whether the shopper may pick several choices; Zid derives it from Type when left out',
			},
			{
				displayName: 'Max Choices',
				name: 'maxChoices',
				type: 'number',
				default: 1,
				description: 'Most choices the shopper may pick',
			},
			{
				displayName: 'Min Choices',
				name: 'minChoices',
				type: 'number',
				default: 0,
				description: 'Fewest choices the shopper must pick',
			},
			{
				displayName: 'Type',
				name: 'type',
				type: 'options',
				options: OPTION_TYPES,
				default: 'CHECKBOX',
				description: 'How the choices are shown',
			},
		]),
	];
}

function readChoices(
	ctx: IExecuteFunctions,
	i: number,
	check: InputChecker,
	withIds: boolean,
): IDataObject[] {
	const rows = collectionRows(ctx, i, 'choices', 'choice');
	check.required('Choices', rows);
	const ids = new Set<string>();
	return rows.map((row, index) => {
		const at = (field: string) => `Choices › ${field} (choice ${index + 1})`;
		const choice: IDataObject = {
			ar: check.text(at('Arabic'), row.ar, { max: 255 }),
			en: check.text(at('English'), row.en, { max: 255 }),
			price: check.number(at('Price'), row.price ?? 0, { min: 0 }),
		};
		if (withIds && row.id !== undefined && row.id !== '') {
			const id = check.uuid(at('Choice Name or ID'), row.id);
			if (ids.has(id)) check.fail(at('Choice Name or ID'), `${id} is listed twice`);
			ids.add(id);
			choice.id = id;
		}
		return choice;
	});
}

/** The JSON body of Create / Update Custom Option Field (docs/zid-api.md §8.9). */
export function optionFieldBody(
	ctx: IExecuteFunctions,
	i: number,
	withChoiceIds: boolean,
): IDataObject {
	const check = InputChecker.for(ctx, i);
	const extra = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const labels = {
		labelAr: ctx.getNodeParameter('labelAr', i, ''),
		labelEn: ctx.getNodeParameter('labelEn', i, ''),
	};
	const choices = readChoices(ctx, i, check, withChoiceIds);
	const body: IDataObject = {
		label: readLocalized(check, labels, FIELD_LABEL, true) as IDataObject,
		is_published: ctx.getNodeParameter('isPublished', i, true) === true,
		is_required: ctx.getNodeParameter('isRequired', i, false) === true,
		display_order: check.positiveInt('Display Order', ctx.getNodeParameter('displayOrder', i), {
			min: 0,
		}),
		choices,
	};
	const hint = readLocalized(check, extra, FIELD_HINT, false);
	if (hint) body.hint = hint;
	if (extra.type !== undefined)
		body.type = check.oneOf(
			'Type',
			extra.type,
			OPTION_TYPES.map((t) => t.value),
		);
	if (typeof extra.canChooseMultipleOptions === 'boolean') {
		body.can_choose_multiple_options = extra.canChooseMultipleOptions;
		if (body.type !== undefined && extra.canChooseMultipleOptions !== (body.type === 'CHECKBOX')) {
			check.fail(
				'Can Choose Multiple Options',
				`a ${String(body.type).toLowerCase()} ${body.type === 'CHECKBOX' ? 'lets the shopper pick several choices' : 'takes one choice'}; leave one of the two out`,
			);
		}
	}
	if (extra.minChoices !== undefined)
		body.min_choices = check.positiveInt('Min Choices', extra.minChoices, {
			min: 0,
			max: choices.length,
		});
	if (extra.maxChoices !== undefined)
		body.max_choices = check.positiveInt('Max Choices', extra.maxChoices);
	if (
		typeof body.min_choices === 'number' &&
		typeof body.max_choices === 'number' &&
		body.min_choices > body.max_choices
	) {
		check.fail('Min Choices', `must not be more than Max Choices (${body.max_choices})`);
	}
	return body;
}
