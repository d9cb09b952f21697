import { defineResource } from '../../helpers/resourceModule';
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
			description:
				"Attach a file already in Zid's storage to a digital product, by product ID and storage key (unconfirmed)",
			action: 'Attach a stored file to a digital product',
			module: create,
		},
		{
			name: 'Create Store Downloadable',
			value: 'createStore',
			description:
				"Add a file already in Zid's storage to the store's file library, by storage key (unconfirmed)",
			action: "Add a stored file to the store's file library",
			module: createStore,
		},
		{
			name: 'Delete',
			value: 'delete',
			description: 'Remove a file from a digital product, by product ID and file ID (unconfirmed)',
			action: 'Delete a file of a digital product by product and file ID',
			module: deleteDownloadable,
		},
		{
			name: 'Delete Store Downloadable',
			value: 'deleteStore',
			description: "Remove a file from the store's file library, by file ID (unconfirmed)",
			action: 'Delete a file from the file library by ID',
			module: deleteStore,
		},
		{
			name: 'Generate Upload URL',
			value: 'generateUploadUrl',
			description:
				"Get a presigned URL and signed fields to upload a digital product's file to, by product ID",
			action: "Generate an upload URL for a digital product's file",
			module: generateUploadUrl,
		},
		{
			name: 'Get Many',
			value: 'getMany',
			description: 'List the files of a digital product, by product ID (unconfirmed)',
			action: 'Get many files of a digital product by product ID',
			module: getMany,
		},
		{
			name: 'Get Many Store Downloadables',
			value: 'getManyStore',
			description:
				"List the files in the store's file library, optionally matching a search term (unconfirmed)",
			action: "Get many files of the store's file library",
			module: getManyStore,
		},
		{
			name: 'Upload',
			value: 'upload',
			description:
				"Upload a file from a binary field to Zid's storage and attach it to a digital product, by product ID (unconfirmed)",
			action: 'Upload a file to a digital product',
			module: upload,
		},
	],
	'upload',
);
