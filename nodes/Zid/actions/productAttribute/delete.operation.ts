import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordOrSuccess } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { attributeIdLocator, attributeIdOf } from '../../descriptions/attribute';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [attributeIdLocator];

export const description = updateDisplayOptions(
	{ show: { resource: ['productAttribute'], operation: ['delete'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const id = attributeIdOf(this, i);
	const answer = await call(api, ENDPOINTS.productAttribute.delete, {
		params: { id },
		itemIndex: i,
	});
	return deletedOutput(this, id, () => recordOrSuccess(answer));
}
