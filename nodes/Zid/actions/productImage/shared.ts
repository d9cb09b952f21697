import type { IExecuteFunctions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { idLocator, UUID_ID } from '../../helpers/locators';
import { InputChecker } from '../../helpers/validate';

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
