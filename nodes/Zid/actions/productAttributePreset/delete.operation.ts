import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { recordOrSuccess } from '../../helpers/answers';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';
import { attributeIdOf } from '../../descriptions/attribute';
import { presetAttributeLocator, presetIdLocator, presetIdOf } from './shared';
import { deletedOutput } from '../../helpers/version';

const properties: INodeProperties[] = [presetAttributeLocator, presetIdLocator];

export const description = updateDisplayOptions(
	{ show: { resource: ['productAttributePreset'], operation: ['delete'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const params = { attributeId: attributeIdOf(this, i), presetId: presetIdOf(this, i) };
	const answer = await call(api, ENDPOINTS.productAttributePreset.delete, { params, itemIndex: i });
	return deletedOutput(this, params.presetId, () => recordOrSuccess(answer));
}
