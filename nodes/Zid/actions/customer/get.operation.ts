import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue, pick, unwrap } from '../../helpers/execute';
import { simplifyProperty } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { CUSTOMER_SIMPLE_FIELDS, customerIdLocator } from './shared';

const properties: INodeProperties[] = [customerIdLocator, simplifyProperty];

export const description = updateDisplayOptions({ show: { resource: ['customer'], operation: ['get'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const id = InputChecker.for(this, i).positiveInt('Customer', locatorValue(this, i, 'customerId'));
	const body = await api.request({ method: 'GET', path: `/managers/store/customers/${id}`, scope: 'customers.read', itemIndex: i });
	const customer = unwrap(body, 'customer') as IDataObject;
	return this.getNodeParameter('simplify', i, true) ? pick([customer], CUSTOMER_SIMPLE_FIELDS)[0] : customer;
}
