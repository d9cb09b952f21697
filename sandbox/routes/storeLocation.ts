/**
 * Inventories / store locations (docs/zid-api.md §8.18): catalogue-service routes under /locations/
 * (Access-Token, Role, Store-Id; Django-REST pages and errors) plus the /managers inventory addresses.
 */
import { randomUUID } from 'node:crypto';
import { isoAt, laravelIso } from '../core/dates';
import { bare, classic } from '../core/envelopes';
import { BadRequestError, ClassicError, NotFoundError } from '../core/errors';
import { message, type Lang } from '../core/i18n';
import { drfPage, readPaging } from '../core/pagination';
import { bodyRecord } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { isRecord, Validator } from '../core/validation';
import type { InventoryAddressRecord, LocalizedText, LocationRecord } from '../db';
import { findProduct, setStock, type StockChange } from '../inventory';
import type { RenderContext } from '../render/context';
import { findCity, findCountry, renderCityById } from '../render/geo';
import { SAUDI_ARABIA_ID } from '../seed/geo';

const CHANNELS = ['pos', 'catalog'] as const;
const ACTIVE_LOCATIONS_LIMIT = 10;

function noAddresses(): ClassicError {
	return new ClassicError(
		404,
		'ERROR_PLATFORM_INVENTORY_ADDRESSES_NOT_FOUND',
		'Not Found',
		'inventory_addresses_not_found',
	);
}

function renderLocationCity(ctx: RenderContext, cityId: number): Record<string, unknown> | null {
	const city = findCity(ctx.db, cityId);
	if (!city) return null;
	const country = findCountry(ctx.db, city.country_id);
	return {
		id: city.id,
		name: city.name.en,
		ar_name: city.name.ar,
		country: country
			? {
					id: country.id,
					name: country.name.en,
					ar_name: country.name.ar,
					iso_code_2: country.code,
					iso_code_3: country.iso3,
					code: country.code,
				}
			: null,
		country_code: country?.code ?? null,
	};
}

function renderLocation(ctx: RenderContext, l: LocationRecord): Record<string, unknown> {
	return {
		id: l.id,
		name: { ...l.name },
		city: renderLocationCity(ctx, l.city_id),
		type: l.type,
		coordinates: { ...l.coordinates },
		full_address: l.full_address,
		short_address: l.short_address,
		district: l.district,
		street: l.street,
		fulfillment_priority: l.fulfillment_priority,
		is_default: l.is_default,
		is_private: l.is_private,
		is_enabled: l.is_enabled,
		has_stocks: ctx.db.stocks.some((s) => s.location_id === l.id),
		channels: [...l.channels],
		linked_users: [],
		created_at: laravelIso(l.created_at),
		updated_at: laravelIso(l.updated_at),
	};
}

function locationOr404(ctx: RouteContext): LocationRecord {
	const location = ctx.db.locations.find((l) => l.id === ctx.params.locationId);
	if (!location) throw new NotFoundError('location');
	return location;
}

function listLocations(ctx: RouteContext): RouteResult {
	if (ctx.db.locations.length === 0) throw noAddresses();
	const v = new Validator(ctx.lang, ctx.flavour);
	// Docs name `page_size`, Zid's SDK sends `per_page`: both are read.
	const sizeParam =
		ctx.query.per_page === undefined && ctx.query.page_size !== undefined
			? 'page_size'
			: 'per_page';
	const paging = readPaging(v, ctx.query, { sizeParam, defaultSize: 10, maxSize: 100 });
	v.assert();
	const locations = [...ctx.db.locations].sort(
		(a, b) => a.fulfillment_priority - b.fulfillment_priority,
	);
	const page = drfPage(ctx, locations, paging, (l) => renderLocation(ctx, l));
	return bare({
		count: page.count,
		next: page.next,
		previous: page.previous,
		active_locations_limit: ACTIVE_LOCATIONS_LIMIT,
		active_locations_count: ctx.db.locations.filter((l) => l.is_enabled).length,
		results: page.results,
	});
}

function getLocation(ctx: RouteContext): RouteResult {
	return bare(renderLocation(ctx, locationOr404(ctx)));
}

/** `name` is a string or {ar, en}; a string names the location in the request's language. */
function readName(
	v: Validator,
	value: unknown,
	required: boolean,
	lang: Lang,
	current?: LocalizedText,
): LocalizedText | undefined {
	if (typeof value === 'string' && value.trim() !== '') {
		return current ? { ...current, [lang]: value } : { ar: value, en: value };
	}
	const name = v.localized('name', value, { required, max: 255 });
	if (!name) return undefined;
	return {
		ar: name.ar ?? current?.ar ?? name.en ?? '',
		en: name.en ?? current?.en ?? name.ar ?? '',
	};
}

function readCoordinates(
	v: Validator,
	value: unknown,
	required: boolean,
): LocationRecord['coordinates'] | undefined {
	const c = v.record('coordinates', value, { required });
	if (!c) return undefined;
	const latitude = v.number('coordinates.latitude', c.latitude, {
		required: true,
		min: -90,
		max: 90,
	});
	const longitude = v.number('coordinates.longitude', c.longitude, {
		required: true,
		min: -180,
		max: 180,
	});
	return latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
}

/** The fields of a create (all required ones present) or a partial update. */
function readLocationInput(ctx: RouteContext, existing?: LocationRecord): Partial<LocationRecord> {
	const b = bodyRecord(ctx.body);
	const creating = existing === undefined;
	const v = new Validator(ctx.lang, ctx.flavour);
	const changes: Partial<LocationRecord> = {};
	changes.name = readName(v, b.name, creating, ctx.lang, existing?.name);
	changes.city_id = v.exists('city', b.city, (id) => findCity(ctx.db, Number(id)), {
		required: creating,
	})?.id;
	changes.coordinates = readCoordinates(v, b.coordinates, creating);
	changes.full_address = v.string('full_address', b.full_address, { required: creating, max: 500 });
	const cityId = changes.city_id ?? existing?.city_id;
	const inSaudiArabia =
		cityId !== undefined && findCity(ctx.db, cityId)?.country_id === SAUDI_ARABIA_ID;
	// Required for Saudi Arabia: on create, and on an update that moves a location without one there.
	const needsShortAddress =
		inSaudiArabia && !existing?.short_address && (creating || changes.city_id !== undefined);
	changes.short_address = v.string('short_address', b.short_address, {
		required: needsShortAddress,
		max: 20,
	});
	changes.is_default = v.boolean('is_default', b.is_default);
	changes.is_private = v.boolean('is_private', b.is_private);
	changes.is_enabled = v.boolean('is_enabled', b.is_enabled);
	const channels = v.array('channels', b.channels);
	channels?.forEach((c, i) => v.oneOf(`channels.${i}`, c, CHANNELS));
	changes.channels = channels?.map(String);
	v.assert();
	return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

function makeDefault(ctx: RouteContext, location: LocationRecord): void {
	for (const other of ctx.db.locations) other.is_default = other === location;
}

function createLocation(ctx: RouteContext): RouteResult {
	const input = readLocationInput(ctx);
	const now = isoAt(ctx.now());
	const location: LocationRecord = {
		id: randomUUID(),
		name: input.name ?? { ar: '', en: '' },
		city_id: input.city_id ?? ctx.db.store.city_id,
		type: 'physical',
		coordinates: input.coordinates ?? { latitude: 0, longitude: 0 },
		full_address: input.full_address ?? '',
		short_address: input.short_address ?? null,
		district: '',
		street: '',
		fulfillment_priority: ctx.db.locations.length + 1,
		is_default: input.is_default ?? false,
		is_private: input.is_private ?? false,
		is_enabled: input.is_enabled ?? true,
		channels: input.channels ?? ['catalog'],
		created_at: now,
		updated_at: now,
	};
	ctx.db.locations.push(location);
	if (location.is_default) makeDefault(ctx, location);
	return bare(renderLocation(ctx, location), 201);
}

function updateLocation(ctx: RouteContext): RouteResult {
	const location = locationOr404(ctx);
	Object.assign(location, readLocationInput(ctx, location), { updated_at: isoAt(ctx.now()) });
	if (location.is_default) makeDefault(ctx, location);
	return bare(renderLocation(ctx, location));
}

interface ProductStockChange extends StockChange {
	productId: string;
}

function readStockChanges(ctx: RouteContext): ProductStockChange[] {
	const v = new Validator(ctx.lang, ctx.flavour);
	if (!Array.isArray(ctx.body)) {
		v.fail('non_field_errors', 'array');
		v.assert();
	}
	const items = Array.isArray(ctx.body) ? ctx.body : [];
	const changes = items.flatMap((item, i): ProductStockChange[] => {
		const row = isRecord(item) ? item : {};
		const product = v.exists(`${i}.product_id`, row.product_id, (id) => findProduct(ctx.db, id), {
			required: true,
		});
		const infinite = v.boolean(`${i}.is_infinite`, row.is_infinite) ?? false;
		const quantity = v.integer(`${i}.available_quantity`, row.available_quantity, {
			required: !infinite,
			min: 0,
		});
		return product
			? [{ productId: product.id, available_quantity: quantity ?? null, is_infinite: infinite }]
			: [];
	});
	v.assert();
	return changes;
}

function updateLocationStock(ctx: RouteContext): RouteResult {
	const location = locationOr404(ctx);
	const changes = readStockChanges(ctx);
	if (!location.is_enabled) throw new BadRequestError(message(ctx.lang, 'location_disabled'));
	const now = isoAt(ctx.now());
	const rows = changes.flatMap((change) => {
		const product = findProduct(ctx.db, change.productId);
		return product ? [setStock(ctx.db, product, location.id, change, now)] : [];
	});
	return bare(
		rows.map((r) => ({
			id: r.id,
			product_id: r.product_id,
			location: r.location_id,
			available_quantity: r.available_quantity,
			is_infinite: r.is_infinite,
			updated_at: laravelIso(r.updated_at),
		})),
	);
}

function renderInventoryAddress(
	ctx: RenderContext,
	a: InventoryAddressRecord,
): Record<string, unknown> {
	return {
		id: a.id,
		name: a.name,
		city: renderCityById(ctx, a.city_id),
		full_address: a.full_address,
		street: a.street,
		short_address: a.short_address,
		district: a.district,
		postal_code: a.postal_code,
		coordinates: { ...a.coordinates },
		cop_enabled: a.cop_enabled,
		is_pickup_option: a.is_pickup_option,
		is_zidship_default: a.is_zidship_default,
		working_hours: [],
	};
}

function listInventoryAddresses(ctx: RouteContext): RouteResult {
	if (ctx.db.inventoryAddresses.length === 0) throw noAddresses();
	return classic({
		inventory_addresses: ctx.db.inventoryAddresses.map((a) => renderInventoryAddress(ctx, a)),
	});
}

export const storeLocationRoutes = [
	...routeGroup('catalogue', [
		{
			method: 'GET',
			path: '/locations/',
			scopes: [SCOPES.inventoriesRead],
			handler: listLocations,
		},
		{
			method: 'POST',
			path: '/locations/',
			scopes: [SCOPES.inventoriesWrite],
			handler: createLocation,
		},
		{
			method: 'GET',
			path: '/locations/:locationId/',
			scopes: [SCOPES.inventoriesRead],
			handler: getLocation,
		},
		{
			method: 'PATCH',
			path: '/locations/:locationId/',
			scopes: [SCOPES.inventoriesWrite],
			handler: updateLocation,
		},
		{
			method: 'POST',
			path: '/locations/:locationId/stock-update/',
			scopes: [SCOPES.inventoriesWrite],
			handler: updateLocationStock,
		},
	]),
	...routeGroup('manager', [
		{
			method: 'GET',
			path: '/managers/store/inventory-addresses',
			scopes: [SCOPES.inventoriesRead],
			handler: listInventoryAddresses,
		},
	]),
];
