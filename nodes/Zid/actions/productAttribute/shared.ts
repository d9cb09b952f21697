import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { locatorValue } from '../../helpers/execute';
import { localizedProperties, readLocalized, type LocalizedSpec } from '../../helpers/localized';
import { fieldsCollection, idLocator, UUID_ID } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';

/** Product attributes and product-level attributes, docs/zid-api.md §8.8: catalogue service; scopes not printed, products ones inferred. */
export const PRODUCTS_READ = 'products.read';
export const PRODUCTS_WRITE = 'products.read_write';
/** Zid states no page-size cap for these lists; 50 is the products list's and safe. */
export const ATTRIBUTE_PAGE_SIZE = 50;

export const ATTRIBUTES_PATH = '/attributes/';
export const attributePath = (id: string) => `${ATTRIBUTES_PATH}${encodeURIComponent(id)}/`;
/** Capital M; the list has a trailing slash and the create does not, as the docs print them. */
export const METAFIELDS_LIST_PATH = '/Metafields/';
export const METAFIELDS_CREATE_PATH = '/Metafields';

export const attributeIdLocator = idLocator({
	name: 'attributeId',
	displayName: 'Attribute',
	label: 'attribute',
	searchMethod: 'searchAttributes',
	idRegex: UUID_ID,
	placeholder: 'e.g. cfb5bd3f-bbc5-4439-a171-b2d70e1c0293',
});

/** The UUID of the attribute chosen in `attributeIdLocator` (checked before any request). */
export function attributeIdOf(ctx: IExecuteFunctions, i: number): string {
	return InputChecker.for(ctx, i).uuid('Attribute', locatorValue(ctx, i, 'attributeId'));
}

export const ATTRIBUTE_NAME: LocalizedSpec = { name: 'name', displayName: 'Name', subject: 'name of the attribute' };
export const METAFIELD_NAME: LocalizedSpec = { name: 'name', displayName: 'Name', subject: 'name of the product-level attribute' };

/** Optional on Create and on Update. */
export const ATTRIBUTE_FIELDS: INodeProperties[] = [
	{
		displayName: 'Display Order',
		name: 'displayOrder',
		type: 'number',
		typeOptions: { minValue: 0 },
		default: 0,
		description: 'Position among the store\'s attributes (lower first)',
	},
	{ displayName: 'Enabled', name: 'isEnabled', type: 'boolean', default: true, description: 'Whether the attribute is in use' },
	{ displayName: 'Extra', name: 'isExtra', type: 'boolean', default: false, description: 'Whether the attribute is an extra one rather than a variant dimension' },
	{
		displayName: 'Slug',
		name: 'slug',
		type: 'string',
		default: '',
		placeholder: 'e.g. color',
		description: 'Unique identifier of the attribute, used by variants; Zid makes one from the name when empty',
	},
];

export const updateAttributeFields = fieldsCollection('updateFields', [...localizedProperties(ATTRIBUTE_NAME), ...ATTRIBUTE_FIELDS]);

/** The JSON body of Create / Update Attribute: `name` {ar, en} and the other fields given. */
export function attributeBody(check: InputChecker, fields: IDataObject, creating: boolean): IDataObject {
	const body: IDataObject = {};
	const name = readLocalized(check, fields, ATTRIBUTE_NAME, creating);
	if (name) body.name = name;
	const slug = check.text('Slug', fields.slug, { max: 255, optional: true });
	if (slug && !/^[^\s/?#%]+$/u.test(slug)) check.fail('Slug', `${JSON.stringify(slug)} is not a slug (no spaces, /, ?, # or %)`);
	if (slug) body.slug = slug;
	if (typeof fields.isExtra === 'boolean') body.is_extra = fields.isExtra;
	if (typeof fields.isEnabled === 'boolean') body.is_enabled = fields.isEnabled;
	if (fields.displayOrder !== undefined) body.display_order = check.positiveInt('Display Order', fields.displayOrder, { min: 0 });
	return body;
}
