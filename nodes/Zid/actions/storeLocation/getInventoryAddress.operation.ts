import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { checkInventoryAddressId, inventoryAddressIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [inventoryAddressIdLocator];

export const description = updateDisplayOptions(
	{ show: { resource: ['storeLocation'], operation: ['getInventoryAddress'] } },
	properties,
);

/** Path and answer key are inferred (docs/zid-api.md §8.18 [U]): the record is taken from `inventory_address` or the envelope's data. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = checkInventoryAddressId(
		InputChecker.for(this, i),
		'Inventory Address',
		locatorValue(this, i, 'inventoryAddressId'),
	);
	return await callForRecord(api, ENDPOINTS.storeLocation.getInventoryAddress, {
		params: { id },
		itemIndex: i,
	});
}
