import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { localizedProperties, readLocalized, type LocalizedSpec } from '../../helpers/localized';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, call } from '../../../shared/transport';

const METAFIELD_NAME: LocalizedSpec = {
	name: 'name',
	displayName: 'Name',
	subject: 'name of the product-level attribute',
};

const properties: INodeProperties[] = localizedProperties(METAFIELD_NAME, true);

export const description = updateDisplayOptions(
	{ show: { resource: ['productAttribute'], operation: ['createMetafield'] } },
	properties,
);

/** "Add a New Product Attribute" (docs/zid-api.md §8.8): `POST /Metafields` with `name` {ar, en}. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const values = {
		nameAr: this.getNodeParameter('nameAr', i, ''),
		nameEn: this.getNodeParameter('nameEn', i, ''),
	};
	const body = {
		name: readLocalized(InputChecker.for(this, i), values, METAFIELD_NAME, true) as IDataObject,
	};
	return (await call(api, ENDPOINTS.productAttribute.createMetafield, {
		body,
		itemIndex: i,
	})) as IDataObject;
}
