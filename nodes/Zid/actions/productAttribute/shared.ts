import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { localizedProperties, readLocalized, type LocalizedSpec } from '../../helpers/localized';
import { fieldsCollection } from '../../descriptions/collections';
import type { InputChecker } from '../../helpers/validate';

export const ATTRIBUTE_NAME: LocalizedSpec = {
	name: 'name',
	displayName: 'Name',
	subject: 'name of the attribute',
};

/** Optional on Create and on Update. */
export const ATTRIBUTE_FIELDS: INodeProperties[] = [
	{
		displayName: 'Display Order',
		name: 'displayOrder',
		type: 'number',
		default: null,
		description: "Position among the store's attributes (lower first)",
	},
	{
		displayName: 'Enabled',
		name: 'isEnabled',
		type: 'boolean',
		default: true,
		description: 'Whether the attribute is in use',
	},
	{
		displayName: 'Extra',
		name: 'isExtra',
		type: 'boolean',
		default: false,
		description: 'Whether the attribute is an extra one rather than a variant dimension',
	},
	{
		displayName: 'Slug',
		name: 'slug',
		type: 'string',
		default: '',
		placeholder: 'e.g. color',
		description:
			'Unique identifier of the attribute, used by variants; Zid makes one from the name when empty',
	},
];

export const updateAttributeFields = fieldsCollection('updateFields', [
	...localizedProperties(ATTRIBUTE_NAME),
	...ATTRIBUTE_FIELDS,
]);

/** The JSON body of Create / Update Attribute: `name` {ar, en} and the other fields given. */
export function attributeBody(
	check: InputChecker,
	fields: IDataObject,
	creating: boolean,
): IDataObject {
	const body: IDataObject = {};
	const name = readLocalized(check, fields, ATTRIBUTE_NAME, creating);
	if (name) body.name = name;
	const slug = check.text('Slug', fields.slug, { max: 255, optional: true });
	if (slug && !/^[^\s/?#%]+$/u.test(slug))
		check.fail('Slug', `${JSON.stringify(slug)} is not a slug (no spaces, /, ?, # or %)`);
	if (slug) body.slug = slug;
	if (typeof fields.isExtra === 'boolean') body.is_extra = fields.isExtra;
	if (typeof fields.isEnabled === 'boolean') body.is_enabled = fields.isEnabled;
	if (fields.displayOrder !== undefined)
		body.display_order = check.positiveInt('Display Order', fields.displayOrder, { min: 0 });
	return body;
}
