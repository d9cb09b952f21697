import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { simplifyProperty } from '../../descriptions/listFields';
import { simpleCreditNote, simplified } from '../../helpers/simplify';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecords } from '../../../shared/transport';
import { orderIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [orderIdLocator, simplifyProperty];

export const description = updateDisplayOptions(
	{ show: { resource: ['order'], operation: ['getCreditNotes'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const id = InputChecker.for(this, i).positiveInt('Order', locatorValue(this, i, 'orderId'));
	const notes = await callForRecords(api, ENDPOINTS.order.getCreditNotes, {
		params: { id },
		itemIndex: i,
	});
	return simplified(this, i, simpleCreditNote, notes);
}
