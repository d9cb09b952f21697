import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue, unwrap } from '../../helpers/execute';
import { InputChecker } from '../../helpers/validate';
import type { ZidTransport } from '../../../shared/transport';
import { INVENTORY_ADDRESS_ID, INVENTORY_ADDRESSES_PATH, inventoryAddressIdLocator } from './shared';

const properties: INodeProperties[] = [inventoryAddressIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['storeLocation'], operation: ['getInventoryAddress'] } }, properties);

/** Path and answer key are inferred (docs/zid-api.md §8.18 [U]): the record is taken from `inventory_address` or the envelope's data. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const id = check.text('Inventory Address', locatorValue(this, i, 'inventoryAddressId'), { max: 64 });
	if (!new RegExp(INVENTORY_ADDRESS_ID).test(id)) check.fail('Inventory Address', `${JSON.stringify(id)} is not an inventory address ID (letters, digits, - and _ only)`);
	const body = await api.request({ method: 'GET', path: `${INVENTORY_ADDRESSES_PATH}/${id}`, itemIndex: i });
	return unwrap(body, 'inventory_address') as IDataObject;
}
