import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/execute';
import { idLocator } from '../../helpers/properties';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS, callForRecord } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';

/** Inventory address ids are opaque tokens (hex in samples): letters, digits, - and _. */
const INVENTORY_ADDRESS_ID = '^[A-Za-z0-9_-]+$';

const inventoryAddressIdLocator = idLocator({
	name: 'inventoryAddressId',
	displayName: 'Inventory Address',
	label: 'inventory address',
	searchMethod: 'searchInventoryAddresses',
	idRegex: { regex: INVENTORY_ADDRESS_ID, errorMessage: 'Not a valid inventory address ID' },
});

const properties: INodeProperties[] = [inventoryAddressIdLocator];

export const description = updateDisplayOptions({ show: { resource: ['storeLocation'], operation: ['getInventoryAddress'] } }, properties);

/** Path and answer key are inferred (docs/zid-api.md §8.18 [U]): the record is taken from `inventory_address` or the envelope's data. */
export async function execute(this: IExecuteFunctions, i: number, api: ZidTransport): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const id = check.text('Inventory Address', locatorValue(this, i, 'inventoryAddressId'), { max: 64 });
	if (!new RegExp(INVENTORY_ADDRESS_ID).test(id)) check.fail('Inventory Address', `${JSON.stringify(id)} is not an inventory address ID (letters, digits, - and _ only)`);
	return await callForRecord(api, ENDPOINTS.storeLocation.getInventoryAddress, { params: { id }, itemIndex: i });
}
