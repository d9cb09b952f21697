import { defineResource } from '../../helpers/types';
import * as create from './create.operation';
import * as createStore from './createStore.operation';
import * as deleteDownloadable from './delete.operation';
import * as deleteStore from './deleteStore.operation';
import * as generateUploadUrl from './generateUploadUrl.operation';
import * as getMany from './getMany.operation';
import * as getManyStore from './getManyStore.operation';
import * as upload from './upload.operation';

export const productDownloadable = defineResource(
	'productDownloadable',
	[
		{
			name: 'Create',
			value: 'create',
			description: 'Attach a file already in Zid\'s storage to a digital product (unconfirmed)',
			action: 'Attach a stored file to a digital product',
			module: create,
		},
		{
			name: 'Create Store Downloadable',
			value: 'createStore',
			description: 'Add a file already in Zid\'s storage to the store\'s file library (unconfirmed)',
			action: 'Add a file to the store library',
			module: createStore,
		},
		{ name: 'Delete', value: 'delete', description: 'Remove a file from a digital product (unconfirmed)', action: 'Delete a digital product file', module: deleteDownloadable },
		{
			name: 'Delete Store Downloadable',
			value: 'deleteStore',
			description: 'Remove a file from the store\'s file library (unconfirmed)',
			action: 'Delete a file from the store library',
			module: deleteStore,
		},
		{
			name: 'Generate Upload URL',
			value: 'generateUploadUrl',
			description: 'Get a presigned URL and signed fields to upload a digital product\'s file to',
			action: 'Generate an upload URL for a digital product file',
			module: generateUploadUrl,
		},
		{ name: 'Get Many', value: 'getMany', description: 'List the files of a digital product (unconfirmed)', action: 'Get many digital product files', module: getMany },
		{
			name: 'Get Many Store Downloadables',
			value: 'getManyStore',
			description: 'List the files in the store\'s file library (unconfirmed)',
			action: 'Get many store library files',
			module: getManyStore,
		},
		{
			name: 'Upload',
			value: 'upload',
			description: 'Upload a file from a binary field to Zid\'s storage and attach it to a digital product (unconfirmed)',
			action: 'Upload a file to a digital product',
			module: upload,
		},
	],
	'upload',
);
