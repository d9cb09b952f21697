import type { IDataObject, IExecuteFunctions, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, updateDisplayOptions } from 'n8n-workflow';
import { formatSize, readBinaryFile } from '../../helpers/binary';
import { productIdOf } from '../../helpers/parameters';
import { fieldsCollection } from '../../descriptions/collections';
import { inputBinaryField } from '../../descriptions/inputs';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import {
	uploadToPresignedUrl,
	type PresignedPost,
} from '../../../shared/transport/otherHosts/presigned';
import { displayNameProperty, linkBody, orderProperty } from './shared';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The digital product the file is for'),
	inputBinaryField('The file buyers download (any type)'),
	fieldsCollection('additionalFields', [
		{
			...displayNameProperty,
			required: false,
			description: "Name of the file as buyers see it; the file's own name when empty",
		},
		orderProperty,
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productDownloadable'], operation: ['upload'] } },
	properties,
);

/** Generate an Upload URL's answer: `{response: {url, fields, <max size>}}`; the size member's name is not documented. */
interface UploadTicket extends PresignedPost {
	maxFileSize?: number;
}

function uploadTicketOf(ctx: IExecuteFunctions, itemIndex: number, body: unknown): UploadTicket {
	const envelope = (body && typeof body === 'object' ? body : {}) as IDataObject;
	const response = (
		envelope.response && typeof envelope.response === 'object' ? envelope.response : envelope
	) as IDataObject;
	const fields = response.fields as IDataObject | undefined;
	if (
		typeof response.url !== 'string' ||
		!fields ||
		typeof fields !== 'object' ||
		typeof fields.key !== 'string'
	) {
		throw new NodeOperationError(
			ctx.getNode(),
			"Zid's upload URL answer has no `url` and `fields.key`; the file was not sent",
			{ itemIndex },
		);
	}
	const size = [response.max_file_size, envelope.max_file_size].find(
		(value) => typeof value === 'number',
	);
	return {
		url: response.url,
		fields: Object.fromEntries(
			Object.entries(fields).map(([name, value]) => [name, String(value)]),
		),
		maxFileSize: size as number | undefined,
	};
}

/**
 * The whole upload in one step (docs/zid-api.md §8.17): Generate an Upload URL, POST the file to that
 * storage URL with the signed fields (no Zid token goes there, see transport/otherHosts/presigned.ts), then
 * Create Product Downloadables with the storage key. The last call creates a record: it is never
 * resent after a server error.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const productId = productIdOf(this, i);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const file = await readBinaryFile(
		this,
		i,
		'Input Binary Field',
		this.getNodeParameter('binaryPropertyName', i) as string,
		{},
	);
	const name =
		check.text('Display Name', fields.displayName, { max: 255, optional: true }) || file.fileName;
	const body = linkBody(check, '', name, fields.order);

	const ticket = uploadTicketOf(
		this,
		i,
		await call(api, ENDPOINTS.productDownloadable.generateUploadUrl, {
			params: { productId },
			itemIndex: i,
		}),
	);
	if (ticket.maxFileSize !== undefined && file.data.length > ticket.maxFileSize) {
		check.fail(
			'Input Binary Field',
			`the file is ${formatSize(file.data.length)}; Zid accepts at most ${formatSize(ticket.maxFileSize)}`,
		);
	}
	await uploadToPresignedUrl(this, ticket, file, api.settings, i);
	// S3 replaces `${filename}` in a key with the uploaded file's name.
	body.key = ticket.fields.key.replace('${filename}', file.fileName);
	try {
		return (await call(api, ENDPOINTS.productDownloadable.create, {
			params: { productId },
			body,
			itemIndex: i,
		})) as IDataObject;
	} catch (error) {
		// The file is in storage already: say where, so linking it again does not mean uploading it again.
		if (!(error instanceof NodeApiError))
			throw new NodeOperationError(this.getNode(), error as Error, { itemIndex: i });
		error.description =
			`${error.description ?? ''}\nThe file is stored under the key ${String(body.key)}: Create with that Storage Key links it without uploading again.`.trim();
		// NodeApiError's constructor hands back an error that already is one unchanged.
		throw new NodeApiError(this.getNode(), error as unknown as JsonObject, { itemIndex: i });
	}
}
