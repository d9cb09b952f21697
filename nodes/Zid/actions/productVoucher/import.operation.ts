import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readBinaryFile } from '../../helpers/binary';
import { productIdOf } from '../../helpers/parameters';
import { recordOrSuccess } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { inputBinaryField } from '../../descriptions/inputs';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The voucher product the codes belong to'),
	inputBinaryField(
		'A .csv, .xls or .xlsx file with the columns key, pin_code and status (optional: expires_at, serial_number, created_at, updated_at)',
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productVoucher'], operation: ['import'] } },
	properties,
);

/** Multipart upload of a code sheet (docs/zid-api.md §8.5); adds codes, so it is never resent after a server error. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const file = await readBinaryFile(
		this,
		i,
		'Input Binary Field',
		this.getNodeParameter('binaryPropertyName', i) as string,
		{
			extensions: ['csv', 'xls', 'xlsx'],
		},
	);
	return recordOrSuccess(
		await call(api, ENDPOINTS.productVoucher.import, {
			params: { productId },
			body: {},
			files: { file },
			itemIndex: i,
		}),
	);
}
