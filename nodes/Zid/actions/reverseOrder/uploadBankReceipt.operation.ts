import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readBinaryFile } from '../../helpers/binary';
import { locatorValue } from '../../helpers/parameters';
import { idLocator, UUID_ID } from '../../helpers/locators';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';

const RECEIPT_RULE = {
	types: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/bmp', 'image/webp'],
	maxBytes: 5 * 1024 * 1024,
};

const properties: INodeProperties[] = [
	{
		...idLocator({
			name: 'refundId',
			displayName: 'Refund',
			label: 'refund',
			idRegex: UUID_ID,
			placeholder: 'e.g. f3a9b2d4-92f7-4d1b-a123-abc123456789',
		}),
		hint: 'By ID only: Zid has no list of refunds. The ID is the refund\'s "id" in the answer of Create Refund.',
	},
	{
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		required: true,
		default: 'data',
		hint: 'The name of the input binary field containing the file to be uploaded',
		description: 'The receipt image: JPEG, PNG, GIF, BMP or WebP, at most 5 MB',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['reverseOrder'], operation: ['uploadBankReceipt'] } },
	properties,
);

/** Attaches the transfer receipt Zid requires after a Zid Bank Transfer refund. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject | IDataObject[]> {
	const refundId = InputChecker.for(this, i).uuid('Refund', locatorValue(this, i, 'refundId'));
	const receipt = await readBinaryFile(
		this,
		i,
		'Input Binary Field',
		this.getNodeParameter('binaryPropertyName', i) as string,
		RECEIPT_RULE,
	);
	const files = { bank_transfer_receipt: receipt };
	return await callForRecord(api, ENDPOINTS.reverseOrder.uploadBankReceipt, {
		body: { refund_id: refundId },
		files,
		itemIndex: i,
	});
}
