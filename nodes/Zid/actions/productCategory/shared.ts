import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { idLocator, NUMERIC_ID } from '../../helpers/locators';
import { InputChecker } from '../../helpers/validate';

/** The category's numeric ID from the locator, checked before any request. */
export function categoryIdOf(ctx: IExecuteFunctions, i: number): number {
	return InputChecker.for(ctx, i).positiveInt('Category', locatorValue(ctx, i, 'categoryId'));
}

const text = (
	displayName: string,
	name: string,
	description: string,
	rows?: number,
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	typeOptions: rows ? { rows } : undefined,
	default: '',
	description,
});

export const CATEGORY_FIELD = {
	nameAr: text('Name (Arabic)', 'nameAr', 'Name of the category in Arabic; unique in the store'),
	nameEn: text('Name (English)', 'nameEn', 'Name of the category in English; unique in the store'),
	descriptionAr: text(
		'Description (Arabic)',
		'descriptionAr',
		'Description of the category in Arabic',
		3,
	),
	descriptionEn: text(
		'Description (English)',
		'descriptionEn',
		'Description of the category in English',
		3,
	),
	parentId: {
		...idLocator({
			name: 'parentId',
			displayName: 'Parent Category',
			label: 'category',
			searchMethod: 'searchCategories',
			idRegex: NUMERIC_ID,
		}),
		required: false,
		description: 'Makes this a sub-category of the chosen category',
	},
} satisfies Record<string, INodeProperties>;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The form fields of Create / Update Category (docs/zid-api.md §8.6): `name[ar]`, `name[en]`,
 * `description[ar]`, `description[en]`, `parent_id`. Empty fields are not sent.
 */
export function categoryForm(check: InputChecker, fields: IDataObject): IDataObject {
	const form: IDataObject = {};
	for (const [key, label] of [
		['name', 'Name'],
		['description', 'Description'],
	]) {
		const texts: IDataObject = {};
		for (const [suffix, code, language] of [
			['Ar', 'ar', 'Arabic'],
			['En', 'en', 'English'],
		]) {
			const value = fields[`${key}${suffix}`];
			if (given(value))
				texts[code] = check.text(`${label} (${language})`, value, {
					max: key === 'name' ? 255 : 5000,
				});
		}
		if (Object.keys(texts).length) form[key] = texts;
	}
	// A locator inside a collection keeps its {mode, value} shape.
	const parent =
		fields.parentId && typeof fields.parentId === 'object'
			? (fields.parentId as IDataObject).value
			: fields.parentId;
	if (given(parent)) form.parent_id = check.positiveInt('Parent Category', parent);
	return form;
}
