import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { productIdOf } from '../../helpers/parameters';
import { recordOrSuccess } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { imageIdLocator, imageIdOf } from './shared';
import { productIdLocator } from '../../descriptions/pickers';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [
	productIdLocator('The product the image belongs to'),
	imageIdLocator,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['productImage'], operation: ['delete'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const params = { productId: productIdOf(this, i), imageId: imageIdOf(this, i) };
	const answer = await call(api, ENDPOINTS.productImage.delete, { params, itemIndex: i });
	return deletedOutput(this, params.imageId, () => recordOrSuccess(answer));
}
