import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { idLocator, PATH_ID } from '../../helpers/locators';
import { InputChecker } from '../../helpers/validate';

/** Digital products' files (docs/zid-api.md §8.17): the pieces several operations take. */
export const downloadableIdLocator: INodeProperties = {
	...idLocator({
		name: 'downloadableId',
		displayName: 'Downloadable',
		label: 'downloadable file',
		searchMethod: 'searchDownloadables',
		idRegex: PATH_ID,
	}),
	description:
		"The file to use. The list shows the chosen product's files, read with Get Product Downloadables (unconfirmed).",
};
export const libraryFileIdLocator: INodeProperties = {
	...idLocator({
		name: 'libraryFileId',
		displayName: 'Store Downloadable',
		label: 'store file',
		searchMethod: 'searchStoreDownloadables',
		idRegex: PATH_ID,
	}),
	description:
		"The file to use. The list shows the store's file library, read with Get Store Downloadables (unconfirmed).",
};

export function downloadableIdOf(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: 'downloadableId' | 'libraryFileId',
): string {
	return InputChecker.for(ctx, itemIndex).pathId(
		name === 'downloadableId' ? 'Downloadable' : 'Store Downloadable',
		locatorValue(ctx, itemIndex, name),
	);
}

export const storageKeyProperty: INodeProperties = {
	displayName: 'Storage Key',
	name: 'storageKey',
	type: 'string',
	required: true,
	default: '',
	placeholder:
		'e.g. 9fc92996-ffbe-4bca-9b8e-6682137fe7b6/product-downloadables/8244389b-8fe3-47dc-85ae-2f8e9e95f899',
	description: 'The `key` field Generate Upload URL returned, once the file was posted to that URL',
};

export const displayNameProperty: INodeProperties = {
	displayName: 'Display Name',
	name: 'displayName',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. guide.pdf',
	description: 'Name of the file as buyers see it',
};

export const orderProperty: INodeProperties = {
	displayName: 'Order',
	name: 'order',
	type: 'number',
	default: 0,
	description: "Position of the file among the product's files",
};

export function storageKeyOf(check: InputChecker, value: unknown): string {
	const key = check.text('Storage Key', value, { max: 1024 });
	// Below the space character: the C0 control characters.
	if ([...key].some((char) => char < ' ')) check.fail('Storage Key', 'contains control characters');
	return key;
}

/**
 * Body of Create Product Downloadables. Field names are docs/zid-api.md §8.17's inference ([U]): the
 * storage `key`, a display `name`, an `order` value.
 */
export function linkBody(
	check: InputChecker,
	key: string,
	name: unknown,
	order: unknown,
): IDataObject {
	const body: IDataObject = { key, name: check.text('Display Name', name, { max: 255 }) };
	if (order !== undefined && order !== null && order !== '')
		body.order = check.positiveInt('Order', order, { min: 0 });
	return body;
}
