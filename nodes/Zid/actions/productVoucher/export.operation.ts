import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { recordOrSuccess } from '../../helpers/answers';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { productIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	productIdLocator('The voucher product whose codes to export'),
	fieldsCollection('additionalFields', [
		{
			displayName: 'Email',
			name: 'email',
			type: 'string',
			placeholder: 'name@email.com',
			default: '',
			description: "Where Zid sends the spreadsheet; the store owner's email when empty",
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productVoucher'], operation: ['export'] } },
	properties,
);

/** Zid emails the codes as a spreadsheet and answers nothing; sends mail, so never resent after a server error. No email: no body. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body =
		fields.email !== undefined && fields.email !== ''
			? { email: InputChecker.for(this, i).email('Email', fields.email) }
			: undefined;
	return recordOrSuccess(
		await call(api, ENDPOINTS.productVoucher.export, { params: { productId }, body, itemIndex: i }),
	);
}
