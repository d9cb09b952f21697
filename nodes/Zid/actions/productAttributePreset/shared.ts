import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { locatorValue } from '../../helpers/parameters';
import { localizedProperties, readLocalized, type LocalizedSpec } from '../../helpers/localized';
import { idLocator, UUID_ID } from '../../helpers/locators';
import { InputChecker } from '../../helpers/validate';
import { attributeIdLocator } from '../../descriptions/attribute';

/** Attribute presets (docs/zid-api.md §8.8, "Product Attribute Presets"): the values an attribute offers. */
export const presetAttributeLocator: INodeProperties = {
	...attributeIdLocator,
	description: 'The attribute the preset belongs to',
};

export const presetIdLocator = idLocator({
	name: 'presetId',
	displayName: 'Preset',
	label: 'preset',
	searchMethod: 'searchAttributePresets',
	idRegex: UUID_ID,
	placeholder: 'e.g. 1f4956ea-e19c-4de9-8c75-7e12b5e4aee8',
});

const PRESET_VALUE: LocalizedSpec = {
	name: 'value',
	displayName: 'Value',
	subject: 'value the attribute offers, such as Red',
};

/** Create and Update both send the whole value: `{"value": {"ar", "en"}}`. */
export const presetValueProperties = localizedProperties(PRESET_VALUE, true);

export function presetBody(ctx: IExecuteFunctions, i: number): IDataObject {
	const values = {
		valueAr: ctx.getNodeParameter('valueAr', i, ''),
		valueEn: ctx.getNodeParameter('valueEn', i, ''),
	};
	return {
		value: readLocalized(InputChecker.for(ctx, i), values, PRESET_VALUE, true) as IDataObject,
	};
}

export function presetIdOf(ctx: IExecuteFunctions, i: number): string {
	return InputChecker.for(ctx, i).uuid('Preset', locatorValue(ctx, i, 'presetId'));
}
