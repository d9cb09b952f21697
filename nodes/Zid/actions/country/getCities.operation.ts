import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { listProperties, readList } from '../../helpers/lists';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { countryIdProperty } from '../../descriptions/places';

const properties: INodeProperties[] = [
	countryIdProperty({
		required: true,
		description:
			'The country whose cities to list (Saudi Arabia is 184). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	...listProperties(ENDPOINTS.country.getCities),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['country'], operation: ['getCities'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject[]> {
	const countryId = InputChecker.for(this, i).positiveInt(
		'Country',
		this.getNodeParameter('countryId', i),
	);
	return await readList(this, i, api, ENDPOINTS.country.getCities, { params: { countryId } });
}
