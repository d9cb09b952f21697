import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { PRODUCT_IMAGE_RULE, readBinaryFile } from '../../helpers/binary';
import { productIdOf } from '../../helpers/parameters';
import { fieldsCollection } from '../../descriptions/collections';
import { inputBinaryField } from '../../descriptions/inputs';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The product the image is for'),
	inputBinaryField('The image: JPEG, PNG, GIF or WebP'),
	fieldsCollection('additionalFields', [
		{
			displayName: 'Alt Text',
			name: 'altText',
			type: 'string',
			default: '',
			description: 'Text that describes the image, for accessibility and search engines',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productImage'], operation: ['upload'] } },
	properties,
);

/** Multipart `image` + `alt_text` (docs/zid-api.md §8.11); the image goes last. Adds an image: never resent after a server error. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const altText = InputChecker.for(this, i).text('Alt Text', extra.altText, {
		max: 255,
		optional: true,
	});
	const image = await readBinaryFile(
		this,
		i,
		'Input Binary Field',
		this.getNodeParameter('binaryPropertyName', i) as string,
		PRODUCT_IMAGE_RULE,
	);
	const body = altText ? { alt_text: altText } : {};
	return (await call(api, ENDPOINTS.productImage.upload, {
		params: { productId },
		body,
		files: { image },
		itemIndex: i,
	})) as IDataObject;
}
