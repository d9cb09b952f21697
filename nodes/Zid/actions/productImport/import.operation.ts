import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readBinaryFile } from '../../helpers/binary';
import { recordOrSuccess } from '../../helpers/answers';
import { fieldsCollection } from '../../descriptions/collections';
import { inputBinaryField } from '../../descriptions/inputs';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type FilePart, type ZidTransport, call } from '../../../shared/transport';

const RESPONSE_TYPES = [
	{ name: 'JSON', value: 'json', description: 'Zid reports the import as JSON' },
	{ name: 'XML', value: 'xml', description: 'Zid reports the import as XML' },
];

const properties: INodeProperties[] = [
	inputBinaryField("The product sheet: a .csv or .xlsx file in Zid's import layout"),
	fieldsCollection('options', [
		{
			displayName: 'Delete Old Products',
			name: 'deleteOldProducts',
			type: 'boolean',
			default: false,
			description:
				"Whether Zid deletes the store's existing products as part of the import. This cannot be undone.",
		},
		{
			displayName: 'Response Type',
			name: 'responseType',
			type: 'options',
			options: RESPONSE_TYPES,
			default: 'json',
			description: "Format of Zid's import report",
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productImport'], operation: ['import'] } },
	properties,
);

/** The ZIP signature every .xlsx file starts with. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A file whose name ending lies about its content is refused before it is sent. */
function checkContent(check: InputChecker, file: FilePart): void {
	if (file.fileName.toLowerCase().endsWith('.xlsx')) {
		if (!file.data.subarray(0, 4).equals(ZIP_SIGNATURE))
			check.fail('Input Binary Field', 'the file is named .xlsx but is not an Excel workbook');
	} else if (file.data.subarray(0, 4096).includes(0)) {
		check.fail('Input Binary Field', 'the file is named .csv but holds binary data, not text');
	}
}

/** Uploads a product sheet (multipart, docs/zid-api.md §8.13). A create: never resent after a server error. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const responseType = check.oneOf(
		'Response Type',
		options.responseType ?? 'json',
		RESPONSE_TYPES.map((t) => t.value),
	);
	const file = await readBinaryFile(
		this,
		i,
		'Input Binary Field',
		this.getNodeParameter('binaryPropertyName', i) as string,
		{ extensions: ['csv', 'xlsx'] },
	);
	checkContent(check, file);
	const body = {
		response_type: responseType,
		delete_old_products: options.deleteOldProducts === true,
	};
	return recordOrSuccess(
		await call(api, ENDPOINTS.productImport.import, { body, files: { file }, itemIndex: i }),
	);
}
