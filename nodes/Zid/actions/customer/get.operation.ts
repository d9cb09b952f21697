import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue, pick } from '../../helpers/execute';
import { simplifyProperty } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS, callForRecord } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { CUSTOMER_SIMPLE_FIELDS } from './shared';
import { customerIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [customerIdLocator, simplifyProperty];

export const description = updateDisplayOptions({ show: { resource: ['customer'], operation: ['get'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const id = InputChecker.for(this, i).positiveInt('Customer', locatorValue(this, i, 'customerId'));
	const customer = await callForRecord(api, ENDPOINTS.customer.get, { params: { id }, itemIndex: i });
	return this.getNodeParameter('simplify', i, true) ? pick([customer], CUSTOMER_SIMPLE_FIELDS)[0] : customer;
}
