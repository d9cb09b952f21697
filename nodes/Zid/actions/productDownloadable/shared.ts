import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { locatorValue } from '../../helpers/execute';
import { idLocator, PATH_ID } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import type { PresignedPost } from '../../../shared/transport/presigned';

/**
 * Digital products' files, docs/zid-api.md §8.17 (docs mark the group "Developing"). Generate an Upload
 * URL and Create Product Downloadables are documented; listing, deleting and the store library
 * (`/downloadables-library/`) appear only on later docs pages and are inferred here.
 */
const segment = (id: string) => encodeURIComponent(id);
export const downloadablesPath = (productId: string) => `/products/${segment(productId)}/downloadables/`;
export const generateUploadUrlPath = (productId: string) => `${downloadablesPath(productId)}generate-s3-presigned-url/`;
export const downloadablePath = (productId: string, id: string) => `${downloadablesPath(productId)}${segment(id)}/`;
export const LIBRARY_PATH = '/downloadables-library/';
export const libraryFilePath = (id: string) => `${LIBRARY_PATH}${segment(id)}/`;
/** Not printed for this group; the products scopes are inferred. */
export const DOWNLOADABLES_READ = 'products.read';
export const DOWNLOADABLES_WRITE = 'products.read_write';

export const downloadableIdLocator = idLocator({ name: 'downloadableId', displayName: 'Downloadable', label: 'downloadable file', idRegex: PATH_ID });
export const libraryFileIdLocator = idLocator({ name: 'libraryFileId', displayName: 'Store Downloadable', label: 'store file', idRegex: PATH_ID });

export function downloadableIdOf(ctx: IExecuteFunctions, itemIndex: number, name: 'downloadableId' | 'libraryFileId'): string {
	return InputChecker.for(ctx, itemIndex).pathId(name === 'downloadableId' ? 'Downloadable' : 'Store Downloadable', locatorValue(ctx, itemIndex, name));
}

export const storageKeyProperty: INodeProperties = {
	displayName: 'Storage Key',
	name: 'storageKey',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 9fc92996-ffbe-4bca-9b8e-6682137fe7b6/product-downloadables/8244389b-8fe3-47dc-85ae-2f8e9e95f899',
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
	typeOptions: { minValue: 0 },
	default: 0,
	description: 'Position of the file among the product\'s files',
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
export function linkBody(check: InputChecker, key: string, name: unknown, order: unknown): IDataObject {
	const body: IDataObject = { key, name: check.text('Display Name', name, { max: 255 }) };
	if (order !== undefined && order !== null && order !== '') body.order = check.positiveInt('Order', order, { min: 0 });
	return body;
}

/** Generate an Upload URL's answer: `{response: {url, fields, <max size>}}`; the size member's name is not documented. */
export interface UploadTicket extends PresignedPost {
	maxFileSize?: number;
}

export function uploadTicketOf(ctx: IExecuteFunctions, itemIndex: number, body: unknown): UploadTicket {
	const envelope = (body && typeof body === 'object' ? body : {}) as IDataObject;
	const response = (envelope.response && typeof envelope.response === 'object' ? envelope.response : envelope) as IDataObject;
	const fields = response.fields as IDataObject | undefined;
	if (typeof response.url !== 'string' || !fields || typeof fields !== 'object' || typeof fields.key !== 'string') {
		throw new NodeOperationError(ctx.getNode(), 'Zid\'s upload URL answer has no `url` and `fields.key`; the file was not sent', { itemIndex });
	}
	const size = [response.max_file_size, envelope.max_file_size].find((value) => typeof value === 'number');
	return {
		url: response.url,
		fields: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
		maxFileSize: size as number | undefined,
	};
}
