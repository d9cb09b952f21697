import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { fieldsCollection } from '../../descriptions/collections';
import type { InputChecker } from '../../helpers/validate';
import { cityIdProperty, countryIdProperty, SAUDI_ARABIA_ID } from '../../descriptions/places';

const CHANNELS = [
	{ name: 'Catalog', value: 'catalog', description: 'Stock sold through the online store' },
	{ name: 'POS', value: 'pos', description: 'Stock sold through Zid POS' },
];

const countryField = countryIdProperty({
	description:
		'Country of the location: lists its cities and tells whether a short address is needed (Saudi Arabia, 184). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
});

/** Location fields as Update offers them; Create requires most of them (see `required`). */
const FIELD = {
	nameAr: {
		displayName: 'Name (Arabic)',
		name: 'nameAr',
		type: 'string',
		default: '',
		description: 'Name of the location in Arabic',
	},
	nameEn: {
		displayName: 'Name (English)',
		name: 'nameEn',
		type: 'string',
		default: '',
		description: 'Name of the location in English',
	},
	latitude: {
		displayName: 'Latitude',
		name: 'latitude',
		type: 'number',
		default: null,
		placeholder: 'e.g. 24.7136',
		description: 'Latitude of the location (an update sets it together with Longitude)',
	},
	longitude: {
		displayName: 'Longitude',
		name: 'longitude',
		type: 'number',
		default: null,
		placeholder: 'e.g. 46.6753',
		description: 'Longitude of the location (an update sets it together with Latitude)',
	},
	fullAddress: {
		displayName: 'Full Address',
		name: 'fullAddress',
		type: 'string',
		default: '',
		description: 'Street address of the location',
	},
	shortAddress: {
		displayName: 'Short Address',
		name: 'shortAddress',
		type: 'string',
		default: '',
		placeholder: 'e.g. RRRD2929',
		description:
			'Saudi national short address: 4 letters and 4 digits. Required for a location in Saudi Arabia.',
	},
} satisfies Record<string, INodeProperties>;

const required = (property: INodeProperties): INodeProperties => ({ ...property, required: true });

/** Optional on Create and on Update. */
const FLAG_FIELDS: INodeProperties[] = [
	{
		displayName: 'Channels',
		name: 'channels',
		type: 'multiOptions',
		options: CHANNELS,
		default: [],
		description: 'Where the stock of this location is sold',
	},
	{
		displayName: 'Default',
		name: 'isDefault',
		type: 'boolean',
		default: false,
		description: "Whether this is the store's default location",
	},
	{
		displayName: 'Enabled',
		name: 'isEnabled',
		type: 'boolean',
		default: true,
		description: 'Whether the location is in use',
	},
	{
		displayName: 'Private',
		name: 'isPrivate',
		type: 'boolean',
		default: false,
		description: 'Whether the location is hidden from customers (not offered for pickup)',
	},
];

/** Create's inputs: what Zid requires of a new location, then the optional flags. */
export const createLocationProperties: INodeProperties[] = [
	required(FIELD.nameAr),
	required(FIELD.nameEn),
	countryField,
	cityIdProperty({ required: true }),
	required(FIELD.latitude),
	required(FIELD.longitude),
	required(FIELD.fullAddress),
	FIELD.shortAddress,
	fieldsCollection('additionalFields', FLAG_FIELDS),
];

export const updateLocationFields = fieldsCollection('updateFields', [
	...Object.values(FIELD),
	cityIdProperty(),
	countryField,
	...FLAG_FIELDS,
]);

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

function checkCoordinates(
	check: InputChecker,
	fields: IDataObject,
	creating: boolean,
): IDataObject | undefined {
	if (!creating && !given(fields.latitude) && !given(fields.longitude)) return undefined;
	if (!given(fields.latitude) || !given(fields.longitude))
		check.fail(
			given(fields.latitude) ? 'Longitude' : 'Latitude',
			'set Latitude and Longitude together',
		);
	const latitude = check.number('Latitude', fields.latitude, { min: -90, max: 90 });
	const longitude = check.number('Longitude', fields.longitude, { min: -180, max: 180 });
	if (latitude === 0 && longitude === 0)
		check.fail('Latitude', "Latitude and Longitude are both 0: enter the location's coordinates");
	return { latitude, longitude };
}

function checkShortAddress(
	check: InputChecker,
	value: unknown,
	inSaudiArabia: boolean,
	mandatory: boolean,
): string | undefined {
	const text = check.text('Short Address', value, { max: 20, optional: true });
	if (!text) {
		if (mandatory)
			check.fail('Short Address', 'a value is required for a location in Saudi Arabia');
		return undefined;
	}
	if (inSaudiArabia && !/^[A-Za-z]{4}\d{4}$/.test(text)) {
		check.fail(
			'Short Address',
			`${JSON.stringify(text)} is not a Saudi short address (4 letters and 4 digits, e.g. RRRD2929)`,
		);
	}
	return inSaudiArabia ? text.toUpperCase() : text;
}

/**
 * The JSON body of Add a New Location (`creating`) or Update a Location (partial): field names as
 * docs/zid-api.md §8.18. `countryId` only steers the city list and the short-address rule; it is not sent.
 */
export function locationBody(
	check: InputChecker,
	fields: IDataObject,
	creating: boolean,
): IDataObject {
	const body: IDataObject = {};
	const text = (label: string, value: unknown, max: number) =>
		check.text(label, value, { max, optional: !creating }) || undefined;
	const name: IDataObject = {};
	const ar = text('Name (Arabic)', fields.nameAr, 255);
	const en = text('Name (English)', fields.nameEn, 255);
	if (ar) name.ar = ar;
	if (en) name.en = en;
	if (Object.keys(name).length) body.name = name;
	if (creating || given(fields.cityId))
		body.city = check.positiveInt('City', check.required('City', fields.cityId));
	const coordinates = checkCoordinates(check, fields, creating);
	if (coordinates) body.coordinates = coordinates;
	const fullAddress = text('Full Address', fields.fullAddress, 500);
	if (fullAddress) body.full_address = fullAddress;
	// Without a country (an update that does not change it) the Saudi rules are left to Zid.
	const inSaudiArabia = given(fields.countryId)
		? Number(fields.countryId) === SAUDI_ARABIA_ID
		: creating;
	const shortAddress = checkShortAddress(
		check,
		fields.shortAddress,
		inSaudiArabia,
		creating && inSaudiArabia,
	);
	if (shortAddress) body.short_address = shortAddress;
	for (const [field, key] of [
		['isDefault', 'is_default'],
		['isPrivate', 'is_private'],
		['isEnabled', 'is_enabled'],
	] as const) {
		if (typeof fields[field] === 'boolean') body[key] = fields[field];
	}
	if (fields.channels !== undefined) {
		const channels = (
			Array.isArray(fields.channels) ? fields.channels : String(fields.channels).split(',')
		)
			.map((c) => String(c).trim())
			.filter(Boolean);
		channels.forEach((channel) =>
			check.oneOf(
				'Channels',
				channel,
				CHANNELS.map((c) => c.value),
			),
		);
		if (channels.length) body.channels = channels;
		else if (!creating) check.fail('Channels', 'choose at least one channel');
	}
	return body;
}
