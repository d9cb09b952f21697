import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { recordOrSuccess } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { optionFieldIdLocator, optionFieldIdOf } from './shared';
import { productIdLocator } from '../../descriptions/pickers';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [
	productIdLocator('The product the field belongs to'),
	optionFieldIdLocator,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productCustomization'], operation: ['deleteOptionField'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const productId = productIdOf(this, i);
	const fieldId = optionFieldIdOf(this, i);
	const answer = await call(api, ENDPOINTS.productCustomization.deleteOptionField, {
		params: { productId, fieldId },
		itemIndex: i,
	});
	return deletedOutput(this, fieldId, () => recordOrSuccess(answer));
}
