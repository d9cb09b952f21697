import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { listProperties, readList } from '../../helpers/lists';
import { LIST_CHECKS, listGuard } from '../../helpers/moreListChecks';
import { listCollection, queryField, type ListQuery } from '../../descriptions/listFilters';
import { checkRange, readListQuery } from '../../helpers/query';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { optionalPicker, productIdLocator } from '../../descriptions/pickers';

const FILTERS = listCollection('filters', [
	queryField(
		{
			displayName: 'Created After',
			name: 'createdAfter',
			type: 'dateTime',
			default: '',
			description: 'Requests made at or after this time',
		},
		{ param: 'created_at__gte', kind: 'timestamp' },
	),
	queryField(
		{
			displayName: 'Created Before',
			name: 'createdBefore',
			type: 'dateTime',
			default: '',
			description: 'Requests made at or before this time',
		},
		{ param: 'created_at__lte', kind: 'timestamp' },
	),
	queryField(optionalPicker(productIdLocator(), 'Only requests for this product'), {
		param: 'product_id',
	}),
	queryField(
		{
			displayName: 'Product Name',
			name: 'productName',
			type: 'string',
			default: '',
			description: 'Only requests for products whose name contains this text',
		},
		{ param: 'q' },
	),
]);

export const listQuery: ListQuery = { filters: FILTERS };

const properties: INodeProperties[] = [
	...listProperties(ENDPOINTS.productNotification.getMany),
	FILTERS.property,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productNotification'], operation: ['getMany'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const check = InputChecker.for(this, i);
	const qs = readListQuery(this, i, listQuery);
	if (qs.product_id !== undefined) check.uuid('Product', qs.product_id);
	checkRange(check, qs, 'created_at__gte', 'created_at__lte', 'Created After');
	// Every page checked against the filters sent (helpers/filterCheck.ts).
	const endpoint = ENDPOINTS.productNotification.getMany;
	const { guard, count } = listGuard(this, i, api, endpoint, LIST_CHECKS.productNotification, qs);
	const records = await readList(this, i, api, endpoint, { qs }, { mapPage: guard.pages });
	await guard.settle(qs, count);
	return records;
}
