/**
 * Product attributes, their presets and the product-level attributes ("Metafields")
 * (docs/zid-api.md §8.8). Catalogue routes: Access-Token, Django-REST pages and errors.
 */
import { randomUUID } from 'node:crypto';
import { isoAt, laravelIso } from '../core/dates';
import { bare, noContent } from '../core/envelopes';
import { drfPage, readPaging } from '../core/pagination';
import { bodyRecord } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import { notFound, readName, removeWhere, slugify, uniqueSlug } from '../catalogue';
import type {
	AttributePresetRecord,
	AttributeRecord,
	LocalizedText,
	MetafieldRecord,
	StoreDb,
} from '../db';

type Json = Record<string, unknown>;

function presetsOf(db: StoreDb, attributeId: string): AttributePresetRecord[] {
	return db.attributePresets
		.filter((p) => p.attribute_id === attributeId)
		.sort((a, b) => a.display_order - b.display_order);
}

function renderPreset(attribute: AttributeRecord, preset: AttributePresetRecord): Json {
	return {
		id: preset.id,
		slug: attribute.slug,
		name: { ...attribute.name },
		value: { ...preset.value },
		type: 'default',
		type_value: null,
		display_order: preset.display_order,
		attribute_image_id: null,
		attribute_id: attribute.id,
	};
}

function renderAttribute(db: StoreDb, attribute: AttributeRecord): Json {
	const presets = presetsOf(db, attribute.id);
	return {
		id: attribute.id,
		name: { ...attribute.name },
		slug: attribute.slug,
		presets: presets.map((p) => renderPreset(attribute, p)),
		is_extra: attribute.is_extra,
		is_enabled: attribute.is_enabled,
		display_order: attribute.display_order,
		preset_count: presets.length,
		created_at: laravelIso(attribute.created_at),
		updated_at: laravelIso(attribute.updated_at),
	};
}

function page<T>(ctx: RouteContext, items: readonly T[], render: (item: T) => Json) {
	const v = new Validator(ctx.lang, ctx.flavour);
	const paging = readPaging(v, ctx.query, { sizeParam: 'page_size', defaultSize: 10 });
	v.assert();
	return drfPage(ctx, items, paging, render);
}

function attributeOr404(ctx: RouteContext): AttributeRecord {
	const attribute = ctx.db.attributes.find((a) => a.id === ctx.params.attributeId);
	if (!attribute) throw notFound();
	return attribute;
}

function listAttributes(ctx: RouteContext): RouteResult {
	return bare(page(ctx, ctx.db.attributes, (a) => renderAttribute(ctx.db, a)));
}

function getAttribute(ctx: RouteContext): RouteResult {
	return bare(renderAttribute(ctx.db, attributeOr404(ctx)));
}

/** `name` (string or {ar, en}, required on create), `slug` (unique; made from the name when absent), flags, `display_order`. */
function readAttribute(ctx: RouteContext, self?: AttributeRecord): Partial<AttributeRecord> {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const name = readName(v, 'name', b.name, {
		required: !self,
		lang: ctx.lang,
		current: self?.name,
	});
	const taken = (slug: string) => ctx.db.attributes.some((a) => a !== self && a.slug === slug);
	let slug = v.string('slug', b.slug, { max: 255 });
	if (slug !== undefined && taken(slug)) v.fail('slug', 'unique');
	const changes: Partial<AttributeRecord> = {
		name,
		is_extra: v.boolean('is_extra', b.is_extra),
		is_enabled: v.boolean('is_enabled', b.is_enabled),
		display_order: v.integer('display_order', b.display_order, { min: 0 }),
	};
	v.assert();
	if (!self && slug === undefined && name)
		slug = uniqueSlug(slugify(name.en) || slugify(name.ar), taken);
	changes.slug = slug;
	return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

function createAttribute(ctx: RouteContext): RouteResult {
	const input = readAttribute(ctx);
	const now = isoAt(ctx.now());
	const attribute: AttributeRecord = {
		id: randomUUID(),
		name: input.name ?? { ar: '', en: '' },
		slug: input.slug ?? '',
		is_extra: input.is_extra ?? false,
		is_enabled: input.is_enabled ?? true,
		display_order: input.display_order ?? null,
		created_at: now,
		updated_at: now,
	};
	ctx.db.attributes.push(attribute);
	return bare(renderAttribute(ctx.db, attribute), 201);
}

function updateAttribute(ctx: RouteContext): RouteResult {
	const attribute = attributeOr404(ctx);
	Object.assign(attribute, readAttribute(ctx, attribute), { updated_at: isoAt(ctx.now()) });
	return bare(renderAttribute(ctx.db, attribute));
}

/** The attribute goes with its presets. */
function deleteAttribute(ctx: RouteContext): RouteResult {
	const attribute = attributeOr404(ctx);
	ctx.db.attributes.splice(ctx.db.attributes.indexOf(attribute), 1);
	removeWhere(ctx.db.attributePresets, (p) => p.attribute_id === attribute.id);
	return noContent();
}

function presetOr404(ctx: RouteContext, attribute: AttributeRecord): AttributePresetRecord {
	const preset = ctx.db.attributePresets.find(
		(p) => p.id === ctx.params.presetId && p.attribute_id === attribute.id,
	);
	if (!preset) throw notFound();
	return preset;
}

function listPresets(ctx: RouteContext): RouteResult {
	const attribute = attributeOr404(ctx);
	return bare(page(ctx, presetsOf(ctx.db, attribute.id), (p) => renderPreset(attribute, p)));
}

/** `value` {ar, en} (required); one attribute offers a value once. */
function readPresetValue(
	ctx: RouteContext,
	attribute: AttributeRecord,
	self?: AttributePresetRecord,
): LocalizedText {
	const v = new Validator(ctx.lang, ctx.flavour);
	const value = readName(v, 'value', bodyRecord(ctx.body).value, {
		required: true,
		lang: ctx.lang,
		current: self?.value,
	});
	const same = (a: LocalizedText, b: LocalizedText) =>
		a.en.toLowerCase() === b.en.toLowerCase() && a.ar === b.ar;
	if (value && presetsOf(ctx.db, attribute.id).some((p) => p !== self && same(p.value, value)))
		v.fail('value', 'unique');
	v.assert();
	return value ?? { ar: '', en: '' };
}

function createPreset(ctx: RouteContext): RouteResult {
	const attribute = attributeOr404(ctx);
	const value = readPresetValue(ctx, attribute);
	const last = presetsOf(ctx.db, attribute.id).reduce(
		(max, p) => Math.max(max, p.display_order),
		0,
	);
	const preset: AttributePresetRecord = {
		id: randomUUID(),
		attribute_id: attribute.id,
		value,
		display_order: last + 1,
	};
	ctx.db.attributePresets.push(preset);
	return bare(renderPreset(attribute, preset), 201);
}

function updatePreset(ctx: RouteContext): RouteResult {
	const attribute = attributeOr404(ctx);
	const preset = presetOr404(ctx, attribute);
	preset.value = readPresetValue(ctx, attribute, preset);
	return bare(renderPreset(attribute, preset));
}

function deletePreset(ctx: RouteContext): RouteResult {
	const attribute = attributeOr404(ctx);
	const preset = presetOr404(ctx, attribute);
	ctx.db.attributePresets.splice(ctx.db.attributePresets.indexOf(preset), 1);
	return noContent();
}

function renderMetafield(m: MetafieldRecord): Json {
	return {
		id: m.id,
		name: { ...m.name },
		slug: m.slug,
		data_type: m.data_type,
		display_order: m.display_order,
		value: m.value ? { ...m.value } : null,
	};
}

/** This list's page has no `previous` member (docs/zid-api.md §8.8). */
function listMetafields(ctx: RouteContext): RouteResult {
	const { count, next, results } = page(ctx, ctx.db.metafields, renderMetafield);
	return bare({ count, next, results });
}

function createMetafield(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const localized = v.localized('name', bodyRecord(ctx.body).name, { required: true, max: 255 });
	v.assert();
	const name = {
		ar: localized?.ar ?? localized?.en ?? '',
		en: localized?.en ?? localized?.ar ?? '',
	};
	const taken = (slug: string) => ctx.db.metafields.some((m) => m.slug === slug);
	const last = ctx.db.metafields.reduce((max, m) => Math.max(max, m.display_order ?? 0), 0);
	const metafield: MetafieldRecord = {
		id: randomUUID(),
		name,
		slug: uniqueSlug(slugify(name.en) || slugify(name.ar), taken),
		data_type: 'text',
		display_order: last + 1,
		value: null,
	};
	ctx.db.metafields.push(metafield);
	return bare(renderMetafield(metafield), 201);
}

export const attributeRoutes = routeGroup('catalogue', [
	{ method: 'GET', path: '/attributes/', scopes: [SCOPES.productsRead], handler: listAttributes },
	{
		method: 'POST',
		path: '/attributes/',
		scopes: [SCOPES.productsWrite],
		handler: createAttribute,
	},
	{
		method: 'GET',
		path: '/attributes/:attributeId/',
		scopes: [SCOPES.productsRead],
		handler: getAttribute,
	},
	{
		method: 'PATCH',
		path: '/attributes/:attributeId/',
		scopes: [SCOPES.productsWrite],
		handler: updateAttribute,
	},
	{
		method: 'DELETE',
		path: '/attributes/:attributeId/',
		scopes: [SCOPES.productsWrite],
		handler: deleteAttribute,
	},
	{
		method: 'GET',
		path: '/attributes/:attributeId/presets/',
		scopes: [SCOPES.productsRead],
		handler: listPresets,
	},
	{
		method: 'POST',
		path: '/attributes/:attributeId/presets/',
		scopes: [SCOPES.productsWrite],
		handler: createPreset,
	},
	{
		method: 'PATCH',
		path: '/attributes/:attributeId/presets/:presetId/',
		scopes: [SCOPES.productsWrite],
		handler: updatePreset,
	},
	{
		method: 'DELETE',
		path: '/attributes/:attributeId/presets/:presetId/',
		scopes: [SCOPES.productsWrite],
		handler: deletePreset,
	},
	// The docs spell create without the trailing slash and list with it. Routes of one path share
	// its slash rule, set by the first declared: this order lets both spellings reach both.
	{ method: 'POST', path: '/Metafields', scopes: [SCOPES.productsWrite], handler: createMetafield },
	{ method: 'GET', path: '/Metafields/', scopes: [SCOPES.productsRead], handler: listMetafields },
]);
