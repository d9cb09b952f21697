import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { collectionRows } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecords } from '../../../shared/transport';
import { checkMobile } from './shared';

const properties: INodeProperties[] = [
	{
		displayName: 'Customers',
		name: 'customers',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add customer',
		required: true,
		default: {},
		description:
			'The customers to add. A mobile number the store already has updates that customer.',
		options: [
			{
				displayName: 'Customer',
				name: 'customer',
				values: [
					{
						displayName: 'Name',
						name: 'name',
						type: 'string',
						required: true,
						default: '',
						description: 'Full name of the customer',
					},
					{
						displayName: 'Mobile',
						name: 'mobile',
						type: 'string',
						required: true,
						default: '',
						placeholder: 'e.g. +966501234567',
						description: 'Mobile number in international form, with the country code',
					},
				],
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customer'], operation: ['addBulk'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const check = InputChecker.for(this, i);
	const rows = collectionRows(this, i, 'customers', 'customer');
	check.required('Customers', rows);
	const seen = new Map<string, number>();
	const customers = rows.map((row, index) => {
		const n = index + 1;
		const name = check.text(`Customers › Name (customer ${n})`, row.name, { max: 100 });
		const mobile = checkMobile(check, `Customers › Mobile (customer ${n})`, row.mobile);
		const earlier = seen.get(mobile);
		if (earlier !== undefined)
			check.fail(
				`Customers › Mobile (customer ${n})`,
				`${mobile} is also the mobile of customer ${earlier}`,
			);
		seen.set(mobile, n);
		return { name, mobile };
	});
	return await callForRecords(api, ENDPOINTS.customer.addBulk, {
		body: { customers },
		itemIndex: i,
	});
}
