import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';

const PAGE_FIELDS = [
	{ name: 'titleAr', key: 'title_ar', displayName: 'Title (Arabic)', max: 255 },
	{ name: 'titleEn', key: 'title_en', displayName: 'Title (English)', max: 255 },
	{ name: 'contentAr', key: 'content_ar', displayName: 'Content (Arabic)', max: 20000 },
	{ name: 'contentEn', key: 'content_en', displayName: 'Content (English)', max: 20000 },
] as const;

const properties: INodeProperties[] = PAGE_FIELDS.map((f) => ({
	displayName: f.displayName,
	name: f.name,
	type: 'string',
	typeOptions: f.max > 255 ? { rows: 4 } : undefined,
	required: true,
	default: '',
	description: f.max > 255 ? 'The page text; HTML is allowed' : 'Heading of the page',
}));

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['updateInfoPage'] } },
	properties,
);

/** PUT replaces the whole page, so every field is sent; that is safe to repeat. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const body: IDataObject = {};
	for (const f of PAGE_FIELDS)
		body[f.key] = check.text(f.displayName, this.getNodeParameter(f.name, i), { max: f.max });
	return await callForRecord(api, ENDPOINTS.loyalty.updateInfoPage, { body, itemIndex: i });
}
