import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { simplifyProperty } from '../../helpers/properties';
import { customerIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [customerIdLocator, simplifyProperty];

export const description = updateDisplayOptions({ show: { resource: ['loyalty'], operation: ['getCustomerProfile'] } }, properties);

/** Zid's "Customer Profile" is Get Customer by ID (GET /managers/store/customers/{id}, docs/zid-api.md §8.27): the same call. */
export { execute } from '../customer/get.operation';
