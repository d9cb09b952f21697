/** Account and store settings (docs/zid-api.md §8.25): manager profile, payment methods, VAT. */
import { laravelIso } from '../core/dates';
import { classic, payload } from '../core/envelopes';
import { localize } from '../core/i18n';
import { routeGroup, type RouteContext, type RouteResult } from '../core/router';
import { SCOPES } from '../core/scopes';
import { moneyString } from '../money';
import { findCountry, renderCityById } from '../render/geo';

function profile(ctx: RouteContext): RouteResult {
	const { manager, store } = ctx.db;
	const country = findCountry(ctx.db, store.country_id);
	return classic({
		user: {
			id: manager.id,
			uuid: manager.uuid,
			name: manager.name,
			username: manager.username,
			email: manager.email,
			is_email_verified: true,
			mobile: manager.mobile,
			mobile_object: { country_code: '966', mobile: manager.mobile.slice(3) },
			language_code: manager.language_code,
			roles: [manager.role],
			role: manager.role,
			permissions: manager.permissions.map((slug, i) => ({
				id: String(i + 1),
				slug,
				name: slug,
				description: null,
			})),
			store: {
				id: store.id,
				uuid: store.uuid,
				username: store.username,
				title: localize(store.name, ctx.lang),
				name: localize(store.name, ctx.lang),
				names: { ...store.name },
				email: store.email,
				phone: store.phone,
				url: store.url,
				timezone: store.timezone,
				currency: {
					id: 4,
					name: ctx.lang === 'ar' ? 'ريال سعودي' : 'Saudi Riyal',
					code: store.currency,
					symbol: ctx.lang === 'ar' ? 'ر.س' : 'SAR',
					// Live profiles carry the currency's country too (CONTRACT.md, live answers).
					country: country
						? { id: country.id, name: localize(country.name, ctx.lang), code: country.code }
						: null,
				},
				country: country
					? { id: country.id, name: localize(country.name, ctx.lang), code: country.code }
					: null,
				city: renderCityById(ctx, store.city_id),
				created_at: laravelIso(store.created_at),
			},
		},
	});
}

function paymentMethods(ctx: RouteContext): RouteResult {
	return payload(
		ctx.db.paymentMethods.map((m) => ({
			id: m.id,
			code: m.code,
			name: localize(m.name, ctx.lang),
			enabled: m.enabled,
			fees: m.fees,
			fees_string: moneyString(m.fees, ctx.db.store.currency),
			type: m.type,
			icons: [],
		})),
	);
}

function vatSettings(ctx: RouteContext): RouteResult {
	const { vat, store } = ctx.db;
	const country = findCountry(ctx.db, store.country_id);
	return classic({
		tax_settings: {
			can_use_vat: true,
			vat_activate: vat.vat_activate,
			is_vat_self_paid: false,
			is_vat_included_in_product_price: vat.is_vat_included_in_product_price,
			is_shipping_fee_included_in_vat: vat.is_shipping_fee_included_in_vat,
			other_countries_tax_percentage: 0,
			countries: country
				? [
						{
							id: `${store.uuid.slice(0, 8)}-vat`,
							country: {
								id: country.id,
								name: { ...country.name },
								iso_code_2: country.code,
								iso_code_3: country.iso3,
							},
							tax_percentage: vat.tax_percentage,
							vat_number: vat.vat_number,
							tax_registration_certificate: null,
							settings: [],
							is_certificate_visible: false,
							is_vat_number_visible: true,
						},
					]
				: [],
		},
	});
}

export const accountRoutes = routeGroup('manager', [
	{
		method: 'GET',
		path: '/managers/account/profile',
		scopes: [SCOPES.accountRead],
		handler: profile,
	},
	{
		method: 'GET',
		path: '/managers/store/payment-methods',
		scopes: [SCOPES.settingsRead],
		handler: paymentMethods,
	},
	{
		method: 'GET',
		path: '/managers/store/third-party/vat',
		scopes: [SCOPES.settingsRead],
		handler: vatSettings,
	},
]);
