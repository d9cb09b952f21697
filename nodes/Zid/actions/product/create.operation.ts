import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { checkedFile, PRODUCT_IMAGE_RULE, readBinaryFile } from '../../helpers/binary';
import { fieldsCollection } from '../../descriptions/collections';
import { inputBinaryField } from '../../descriptions/inputs';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type FilePart, type ZidTransport, call } from '../../../shared/transport';
import { downloadFile } from '../../../shared/transport/otherHosts/send';
import { OPTIONAL_FIELDS } from './fieldSets';
import { productBody, withAdditionalBody } from './productBody';
import { ADDITIONAL_BODY, PRODUCT_FIELD, productFields } from './productFields';

const required = (property: INodeProperties): INodeProperties => ({ ...property, required: true });

const CATEGORIES = 'Category Names or IDs';

/** Zid's Create Product takes no categories (docs/zid-api.md §8.4): they are added once it exists (§8.6). */
const categoriesProperty: INodeProperties = {
	displayName: CATEGORIES,
	name: 'categoryIds',
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: 'getCategories' },
	default: [],
	description:
		'The categories to put the product in, once it is created. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

/** Where an image comes from: a file of the input item, or a web address to download it from. */
const IMAGE_SOURCES = [
	{ name: 'Binary File', value: 'binary', description: 'A file of the input item' },
	{ name: 'URL', value: 'url', description: 'A web address the image is downloaded from' },
];

/** Nor images: each is uploaded once the product exists (docs/zid-api.md §8.11), in the order given. */
const imagesProperty: INodeProperties = {
	displayName: 'Images',
	name: 'images',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true, sortable: true },
	placeholder: 'Add image',
	default: {},
	description:
		'Pictures of the product (JPEG, PNG, GIF or WebP), uploaded once it is created, the first one as its main picture',
	options: [
		{
			displayName: 'Image',
			name: 'image',
			values: [
				{
					displayName: 'Source',
					name: 'source',
					type: 'options',
					options: IMAGE_SOURCES,
					default: 'url',
					description: 'Where the image comes from',
				},
				{
					displayName: 'Image URL',
					name: 'url',
					type: 'string',
					default: '',
					placeholder: 'e.g. https://example.com/images/rose-bouquet.jpg',
					description:
						'The web address of the image; it is downloaded before the product is created',
					displayOptions: { show: { source: ['url'] } },
				},
				{
					...inputBinaryField('The name of the input binary field holding the image'),
					displayOptions: { show: { source: ['binary'] } },
				},
				{
					displayName: 'Alt Text',
					name: 'altText',
					type: 'string',
					default: '',
					description: 'Text that describes the image, for accessibility and search engines',
				},
			],
		},
	],
};

const properties: INodeProperties[] = [
	...productFields(['name']).map(required),
	// No default price: a product created at 0 by mistake sells for nothing.
	{ ...required(PRODUCT_FIELD.price), default: null },
	PRODUCT_FIELD.isInfinite,
	{ ...required(PRODUCT_FIELD.quantity), displayOptions: { show: { isInfinite: [false] } } },
	fieldsCollection('additionalFields', [
		...productFields(OPTIONAL_FIELDS),
		categoriesProperty,
		imagesProperty,
		ADDITIONAL_BODY,
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['product'], operation: ['create'] } },
	properties,
);

/** The chosen categories: the dropdown's list, or IDs (a list or comma-separated) given by expression. */
function categoryIdsOf(check: InputChecker, value: unknown): number[] {
	const ids = Array.isArray(value)
		? value
		: typeof value === 'string' || typeof value === 'number'
			? String(value).split(',')
			: [];
	const given = ids.map((id) => String(id).trim()).filter(Boolean);
	return [...new Set(given.map((id) => check.positiveInt(CATEGORIES, id)))];
}

interface Image {
	file: FilePart;
	altText: string;
}

/** Every image read (or downloaded) and checked, so a bad one is refused before the product exists. */
async function imagesOf(
	ctx: IExecuteFunctions,
	i: number,
	api: ZidTransport,
	value: unknown,
): Promise<Image[]> {
	const check = InputChecker.for(ctx, i);
	const rows = (value as IDataObject | undefined)?.image;
	const images: Image[] = [];
	for (const [index, row] of (Array.isArray(rows) ? (rows as IDataObject[]) : []).entries()) {
		const label = (field: string) => `Images › ${field} (image ${index + 1})`;
		const altText = check.text(label('Alt Text'), row.altText ?? '', { max: 255, optional: true });
		if (check.oneOf(label('Source'), row.source ?? 'url', ['url', 'binary']) === 'binary') {
			images.push({
				file: await readBinaryFile(
					ctx,
					i,
					label('Input Binary Field'),
					String(row.binaryPropertyName ?? 'data'),
					PRODUCT_IMAGE_RULE,
				),
				altText,
			});
			continue;
		}
		const download = await downloadFile(
			ctx,
			check.text(label('Image URL'), row.url, { max: 2000 }),
			api.settings,
		);
		if ('problem' in download)
			check.fail(label('Image URL'), `the image could not be downloaded: ${download.problem}`);
		else
			images.push({
				file: checkedFile(check, label('Image URL'), download, PRODUCT_IMAGE_RULE),
				altText,
			});
	}
	return images;
}

/**
 * Puts the new product in its categories and uploads its images, then reads it back as Zid now
 * holds it. The product exists whatever fails here: a failure is a `note` on the item, never an
 * error that would invite creating the product again.
 */
async function addCategoriesAndImages(
	api: ZidTransport,
	i: number,
	created: IDataObject,
	categories: number[],
	images: Image[],
): Promise<IDataObject> {
	const productId = typeof created.id === 'string' ? created.id : '';
	if (!productId)
		return {
			...created,
			note: "The product was created, but Zid's answer has no product ID: its categories and images were not added",
		};
	const problems: string[] = [];
	const attempt = async (what: string, step: () => Promise<unknown>) => {
		try {
			await step();
		} catch (error) {
			problems.push(`${what} did not go through: ${(error as Error).message}`);
		}
	};
	if (categories.length) {
		await attempt(
			'adding it to its categories',
			async () =>
				await call(api, ENDPOINTS.productCategory.addProductToCategories, {
					params: { productId },
					body: { ids: categories },
					itemIndex: i,
				}),
		);
	}
	for (const [index, image] of images.entries()) {
		const body = image.altText ? { alt_text: image.altText } : {};
		await attempt(
			`uploading image ${index + 1}`,
			async () =>
				await call(api, ENDPOINTS.productImage.upload, {
					params: { productId },
					body,
					files: { image: image.file },
					itemIndex: i,
				}),
		);
	}
	let product = created;
	await attempt(
		'reading the result back',
		async () =>
			(product = (await call(api, ENDPOINTS.product.get, {
				params: { id: productId },
				itemIndex: i,
			})) as IDataObject),
	);
	return problems.length
		? { ...product, note: `The product was created, but ${problems.join('; ')}` }
		: product;
}

/**
 * POST /products/ (JSON). A create is never resent after an unclear failure. Categories and images,
 * when given, follow it with one call for the categories, one per image and one to read the product.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const { additionalBody, categoryIds, images, ...extra } = this.getNodeParameter(
		'additionalFields',
		i,
		{},
	) as IDataObject;
	const isInfinite = this.getNodeParameter('isInfinite', i, false) as boolean;
	const fields: IDataObject = {
		...extra,
		nameAr: check.text('Name (Arabic)', this.getNodeParameter('nameAr', i, ''), { max: 255 }),
		nameEn: check.text('Name (English)', this.getNodeParameter('nameEn', i, ''), { max: 255 }),
		price: check.number('Price', check.required('Price', this.getNodeParameter('price', i, null)), {
			min: 0,
		}),
		isInfinite,
	};
	// Zid keeps a quantity only for products that can run out.
	if (!isInfinite)
		fields.quantity = check.required(
			'Quantity',
			this.getNodeParameter('quantity', i, ''),
		) as number;
	const body = withAdditionalBody(check, productBody(check, fields), additionalBody);
	const categories = categoryIdsOf(check, categoryIds);
	const pictures = await imagesOf(this, i, api, images);
	const created = (await call(api, ENDPOINTS.product.create, {
		body,
		itemIndex: i,
	})) as IDataObject;
	if (categories.length === 0 && pictures.length === 0) return created;
	return await addCategoriesAndImages(api, i, created, categories, pictures);
}
