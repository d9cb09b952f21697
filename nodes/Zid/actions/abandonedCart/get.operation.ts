import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { simplifyProperty } from '../../descriptions/listFields';
import { simpleAbandonedCart, simplified } from '../../helpers/simplify';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { abandonedCartIdLocator } from './shared';

const properties: INodeProperties[] = [abandonedCartIdLocator, simplifyProperty];

export const description = updateDisplayOptions(
	{ show: { resource: ['abandonedCart'], operation: ['get'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = InputChecker.for(this, i).uuid('Abandoned Cart', locatorValue(this, i, 'cartId'));
	const cart = await callForRecord(api, ENDPOINTS.abandonedCart.get, {
		params: { id },
		itemIndex: i,
	});
	return simplified(this, i, simpleAbandonedCart, cart);
}
