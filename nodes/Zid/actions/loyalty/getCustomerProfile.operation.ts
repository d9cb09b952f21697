import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { simplifyProperty } from '../../helpers/properties';
import { customerIdLocator } from './shared';

const properties: INodeProperties[] = [customerIdLocator, simplifyProperty];

export const description = updateDisplayOptions({ show: { resource: ['loyalty'], operation: ['getCustomerProfile'] } }, properties);

/** Zid's "Customer Profile" is Get Customer by ID (GET /managers/store/customers/{id}, REFERENCE §8.27): the same call. */
export { execute } from '../customer/get.operation';
