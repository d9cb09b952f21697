/**
 * Every declared list filter and list option reaches Zid (descriptions/listFilters.ts): each is
 * set alone, with a valid value, on its list through the node, and the request the sandbox
 * recorded must carry its parameter with the value the user meant. test/unit/listFilters.test.ts
 * proves each field has a mapping. This proves each operation sends what it declares. Values
 * are drawn per seed; a failing case prints its seed, operation and field.
 */
import type { IDataObject, INodeParameters, INodeProperties } from 'n8n-workflow';
import { RESOURCES } from '../../nodes/Zid/actions/resources';
import type { ListCollection } from '../../nodes/Zid/descriptions/listFilters';
import type { QueryField } from '../../nodes/Zid/helpers/query';
import { pick, seeded } from '../helpers/random';
import { byId } from '../helpers/requests';
import { useHarness } from '../helpers/zid';

const h = useHarness();
const SEED = Number(process.env.ZID_SEED ?? 2711);
const UUID = '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f';

/** Text the node checks further than "some text": Zid's UUIDs, and a field name. */
const TEXT: Record<string, string> = {
	cashier: UUID,
	product_id: UUID,
	order_by: 'created_at',
	currency_code: 'sar',
	shipping_method: 'zid_delivery.option_12',
};
/** Filters Zid reads in pairs (product/listQuery.ts, coupon/getMany.operation.ts): set together. */
const PARTNER: Record<string, string> = {
	priceComparison: 'priceValue',
	priceValue: 'priceComparison',
	quantityComparison: 'quantityValue',
	quantityValue: 'quantityComparison',
	totalUsageCompare: 'totalUsage',
};

interface Case {
	key: string;
	part: 'filters' | 'options';
	name: string;
	field: QueryField;
	property: INodeProperties;
	/** The part's whole mapping (a range names the From and To it fills). */
	table: Record<string, QueryField>;
}

const cases: Case[] = RESOURCES.flatMap((r) =>
	Object.entries(r.module.operations).flatMap(([operation, m]) => {
		const parts: Array<['filters' | 'options', ListCollection | undefined]> = [
			['filters', m.listQuery?.filters],
			['options', m.listQuery?.options],
		];
		return parts.flatMap(([part, collection]) =>
			Object.entries(collection?.query ?? {}).map(([name, field]) => ({
				key: `${r.value}.${operation}`,
				part,
				name,
				field,
				table: collection!.query,
				property: (collection!.property.options as INodeProperties[]).find((o) => o.name === name)!,
			})),
		);
	}),
);

/** A valid value for the field, and the query value Zid must receive for it (undefined: a range). */
function valueOf(c: Case, random: () => number): { value: unknown; sent?: string } {
	const { field } = c;
	const mapped = (v: string) => (field.map ? field.map(v) : v);
	switch (field.kind) {
		case 'range':
			return { value: pick(random, ['today', 'yesterday', 'last7Days', 'thisMonth']) };
		case 'int': {
			const n = 1 + Math.floor(random() * 50);
			return { value: n, sent: String(n) };
		}
		case 'number': {
			const n = Math.round(random() * 50000) / 100;
			return { value: n, sent: String(n) };
		}
		case 'day':
			return { value: '2026-01-15T10:00:00', sent: '2026-01-15' };
		case 'timestamp':
			return { value: '2026-01-15T10:00:00', sent: '2026-01-15T10:00:00.000+0300' };
		case 'bool01':
		case 'boolean': {
			const on = random() < 0.5;
			const sent = field.kind === 'bool01' ? (on ? '1' : '0') : String(on);
			return { value: on, sent: mapped(sent) };
		}
		case 'enum': {
			const v = pick(random, [...(field.allowed ?? [])]);
			return { value: v, sent: mapped(v) };
		}
		case 'list': {
			const entries =
				field.entries === 'int'
					? ['101', '102']
					: field.entries === 'uuid'
						? [UUID, UUID.replace('3f', '4e')]
						: (field.allowed?.slice(0, 2) ?? ['new', 'ready']);
			const value = c.property.type === 'multiOptions' ? entries : entries.join(',');
			return { value, sent: entries.map(mapped).join(',') };
		}
		default: {
			const v = TEXT[field.param] ?? pick(random, ['sar', 'Noura', 'zid_1']);
			return { value: v, sent: mapped(v) };
		}
	}
}

/** The parameters of a run with this one field set (and its partner, for a pair). */
function parametersOf(c: Case, random: () => number) {
	const { value, sent } = valueOf(c, random);
	const given = c.property.type === 'resourceLocator' ? byId(String(value)) : value;
	const collection: IDataObject = { [c.name]: given as IDataObject[string] };
	const partner = PARTNER[c.name];
	if (partner) collection[partner] = /Value|Usage$/.test(partner) ? 5 : 'gt';
	const [resource, operation] = c.key.split('.');
	const parameters: INodeParameters = {
		resource,
		operation,
		returnAll: false,
		limit: 1,
		[c.part]: collection as INodeParameters,
	};
	return { parameters, value, sent };
}

describe('every declared list filter and option is sent', () => {
	test('each case is a field the editor shows', () => {
		expect(cases.filter((c) => !c.property).map((c) => `${c.key} ${c.name}`)).toEqual([]);
		expect(new Set(cases.map((c) => c.key)).size).toBeGreaterThanOrEqual(10);
	});

	test.each(cases.map((c) => [c.key, c.part, c.name, c] as const))(
		`seed ${SEED}: %s %s "%s" reaches Zid with the value given`,
		async (key, part, name, c) => {
			const random = seeded(SEED + cases.indexOf(c));
			const { parameters, value, sent } = parametersOf(c, random);
			// Continue On Fail: a check of the records after the request (a filter the sandbox
			// ignores in live mode) may stop the item; what was sent is what is asserted.
			await h.run(parameters, { continueOnFail: true, timezone: 'Asia/Riyadh' });
			const queries = h.apiRequests().map((r) => r.query);
			const report = { seed: SEED, key, part, name, value, queries };
			if (c.field.kind === 'range') {
				// The preset fills both bounds of its own table (helpers/query.ts rangeQuery).
				const from = c.table[c.field.range!.from].param;
				const to = c.table[c.field.range!.to].param;
				expect({ ...report, sent: queries.some((q) => q[from] && q[to]) }).toEqual({
					...report,
					sent: true,
				});
				return;
			}
			expect({ ...report, sent: queries.some((q) => q[c.field.param] === sent) }).toEqual({
				...report,
				sent: true,
			});
		},
	);
});
