import type { IExecuteFunctions } from 'n8n-workflow';
import { locatorValue } from '../helpers/parameters';
import { idLocator, UUID_ID } from '../helpers/locators';
import { InputChecker } from '../helpers/validate';

/** The attribute picker of the attribute and preset operations (list mode through methods/listSearch.ts). */
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
