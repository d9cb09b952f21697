import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { attributeIdLocator, attributeIdOf } from '../../descriptions/attribute';
import { attributeBody, updateAttributeFields } from './shared';

const properties: INodeProperties[] = [attributeIdLocator, updateAttributeFields];

export const description = updateDisplayOptions(
	{ show: { resource: ['productAttribute'], operation: ['update'] } },
	properties,
);

/** PATCH sends only the fields given (one language of the name keeps the other); safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const id = attributeIdOf(this, i);
	const body = attributeBody(
		check,
		this.getNodeParameter('updateFields', i, {}) as IDataObject,
		false,
	);
	if (Object.keys(body).length === 0)
		check.fail('Update Fields', 'add at least one field to change');
	return (await call(api, ENDPOINTS.productAttribute.update, {
		params: { id },
		body,
		itemIndex: i,
	})) as IDataObject;
}
