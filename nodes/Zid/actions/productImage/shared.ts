import type { IExecuteFunctions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/execute';
import { idLocator, UUID_ID } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';

/** Product images, docs/zid-api.md §8.11: catalogue service; scopes not printed, products ones inferred. */
export const PRODUCTS_READ = 'products.read';
export const PRODUCTS_WRITE = 'products.read_write';
/** The images list takes up to 100 a page. */
export const IMAGE_PAGE_SIZE = 100;

export const imagesPath = (productId: string) => `/products/${encodeURIComponent(productId)}/images/`;
export const imagePath = (productId: string, imageId: string) => `${imagesPath(productId)}${encodeURIComponent(imageId)}/`;

export const imageIdLocator = idLocator({
	name: 'imageId',
	displayName: 'Image',
	label: 'image',
	searchMethod: 'searchProductImages',
	idRegex: UUID_ID,
	placeholder: 'e.g. 0bcc247a-61fa-4a95-bab1-21827a824749',
});

export function imageIdOf(ctx: IExecuteFunctions, i: number): string {
	return InputChecker.for(ctx, i).uuid('Image', locatorValue(ctx, i, 'imageId'));
}
