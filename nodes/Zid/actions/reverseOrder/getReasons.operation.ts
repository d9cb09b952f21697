import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { getUnpagedRecords, returnAllAndLimitUnpaged } from '../../helpers/lists';
import { buildQuery, type QueryField } from '../../helpers/query';
import { fieldsCollection } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { REVERSE_ORDER_SCOPE } from './shared';

const properties: INodeProperties[] = [
	...returnAllAndLimitUnpaged(),
	fieldsCollection('filters', [{ displayName: 'Name', name: 'name', type: 'string', default: '', description: 'Reasons whose name contains this text' }]),
];

export const description = updateDisplayOptions({ show: { resource: ['reverseOrder'], operation: ['getReasons'] } }, properties);

const FILTERS: Record<string, QueryField> = {
	name: { param: 'name', label: 'Name' },
};

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs = buildQuery(InputChecker.for(this, i), this.getTimezone(), filters, FILTERS);
	const request = { method: 'GET' as const, path: '/managers/store/reverse-orders/reasons', qs, scope: REVERSE_ORDER_SCOPE };
	return await getUnpagedRecords(this, i, api, request, 'order_reverse_reasons');
}
