/** Shipping (docs/zid-api.md §8.19): list delivery options (payload_type required) and add one. */
import { isoAt, sqlDateTime } from '../core/dates';
import { classic } from '../core/envelopes';
import { localize } from '../core/i18n';
import { bodyRecord, queryValue } from '../core/query';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { Validator } from '../core/validation';
import { nextId, type DeliveryOptionRecord } from '../db';
import { moneyString } from '../money';
import type { RenderContext } from '../render/context';
import { findCity, renderCity } from '../render/geo';

const PAYLOAD_TYPES = ['simple', 'default'] as const;

function renderOption(
	ctx: RenderContext,
	o: DeliveryOptionRecord,
	detailed: boolean,
): Record<string, unknown> {
	const simple = {
		id: o.id,
		name: localize(o.name, ctx.lang),
		system_option_code: o.system_option_code,
		select_cities: o.city_ids.flatMap((id) => {
			const city = findCity(ctx.db, id);
			return city ? [renderCity(ctx, city)] : [];
		}),
		shipping_method_status: o.status,
	};
	if (!detailed) return simple;
	const currency = ctx.db.store.currency;
	return {
		...simple,
		type: o.type,
		cost: o.cost,
		cost_string: moneyString(o.cost, currency),
		cod_enabled: o.cod_enabled,
		cod_fee: o.cod_fee,
		cod_fee_string: moneyString(o.cod_fee, currency),
		delivery_estimated_time: localize(o.delivery_estimated_time, ctx.lang),
		created_at: sqlDateTime(o.created_at),
	};
}

function listDeliveryOptions(ctx: RouteContext): RouteResult {
	const v = new Validator(ctx.lang, ctx.flavour);
	const type = v.oneOf('payload_type', queryValue(ctx.query, 'payload_type'), PAYLOAD_TYPES, {
		required: true,
	});
	v.assert();
	return classic({
		delivery_options: ctx.db.deliveryOptions.map((o) => renderOption(ctx, o, type === 'default')),
	});
}

/** `cities[]` form fields arrive as an array; a single `cities` value as a string. */
function cityList(value: unknown): unknown {
	return typeof value === 'string' || typeof value === 'number' ? [value] : value;
}

// Field names are inferred, unconfirmed (docs/zid-api.md §8.19): name, cost, cod_enabled, cod_fee, cities[], delivery_estimated_time_ar/en.
function addDeliveryOption(ctx: RouteContext): RouteResult {
	const b = bodyRecord(ctx.body);
	const v = new Validator(ctx.lang, ctx.flavour);
	const name = v.string('name', b.name, { required: true, max: 100 });
	const cost = v.number('cost', b.cost, { required: true, min: 0 });
	const codEnabled = v.boolean('cod_enabled', b.cod_enabled) ?? false;
	const codFee = v.number('cod_fee', b.cod_fee, { required: codEnabled, min: 0 }) ?? 0;
	const cities = v.array('cities', cityList(b.cities), { required: true, min: 1 }) ?? [];
	const cityIds = cities.map(
		(id, i) =>
			v.exists(`cities.${i}`, id, (x) => findCity(ctx.db, Number(x)), { required: true })?.id,
	);
	const etaAr =
		v.string('delivery_estimated_time_ar', b.delivery_estimated_time_ar, { max: 100 }) ?? '';
	const etaEn =
		v.string('delivery_estimated_time_en', b.delivery_estimated_time_en, { max: 100 }) ?? '';
	v.assert();
	const option: DeliveryOptionRecord = {
		id: nextId(ctx.db.deliveryOptions),
		name: { ar: name ?? '', en: name ?? '' },
		system_option_code: null,
		type: 'delivery',
		cost: cost ?? 0,
		cod_enabled: codEnabled,
		cod_fee: codFee,
		city_ids: cityIds.filter((id): id is number => id !== undefined),
		delivery_estimated_time: { ar: etaAr || etaEn, en: etaEn || etaAr },
		status: 'active',
		created_at: isoAt(ctx.now()),
	};
	ctx.db.deliveryOptions.push(option);
	return classic({ delivery_option: renderOption(ctx, option, true) });
}

export const shippingRoutes = routeGroup('manager', [
	{
		method: 'GET',
		path: '/managers/store/delivery-options',
		scopes: [SCOPES.shippingRead],
		handler: listDeliveryOptions,
	},
	{
		method: 'POST',
		path: '/managers/store/delivery-options/add',
		scopes: [SCOPES.shippingWrite],
		handler: addDeliveryOption,
	},
]);
