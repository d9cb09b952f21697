/**
 * What the user types is what the node sends: the editor replaces a number outside
 * `typeOptions.minValue/maxValue` by the limit, and rounds it to `numberPrecision`, before the node
 * runs. So no field of any node or credential has such a limit, except where it cannot change a
 * write (a list's Limit; the Request Options, which tune pacing and retries, never a body), and a
 * number a write sends has no default that would empty data when the field is forgotten.
 */
import { ACTION_NODES, ACTION_OWNER } from '../helpers/actionNodes';
import { allFields, type PlacedField } from '../helpers/fields';

/** Places in any action node: the Zid node and each domain node share every write field. */
const inAction = (rest: string) => new RegExp(`^${ACTION_OWNER}: ${rest}`);

const LIMITS = ['minValue', 'maxValue', 'numberPrecision'] as const;

/** Where an editor limit is allowed, and why it cannot change what a write sends. */
const LIMIT_ALLOWED: Array<{ at: RegExp; why: string }> = [
	{ at: inAction('.* limit$'), why: "a read's Limit (n8n's lint wants minValue 1 on it)" },
	{
		at: inAction('/ requestOptions\\.'),
		why: 'Request Options set pace and retries, never a body',
	},
];

/** Write fields where 0 is a neutral default that empties nothing (named, with the reason). */
const ZERO_ALLOWED: Array<{ at: RegExp; why: string }> = [
	{
		at: inAction(
			'productCustomization/\\w+ (choices\\.choice\\.price|additionalFields\\.minChoices)$',
		),
		why: 'a new choice costs nothing extra and may be left unchosen unless set otherwise',
	},
	{
		at: inAction('reverseOrder/updateProducts products\\.product\\.\\w+Quantity$'),
		why: 'units of a returned line counted so far; 0 of a kind is the natural start',
	},
	{
		at: inAction('productDownloadable/\\w+ additionalFields\\.order$'),
		why: 'a position among the downloads; 0 puts the file first and changes no other data',
	},
];

const isRead = (field: PlacedField) =>
	field.operations.length > 0 && field.operations.every((op) => /^(get|search)/.test(op));
const underFilters = (at: string) => /\s(filters|options|requestOptions)\./.test(at);

describe('field audit: nothing typed is changed before the node sees it', () => {
	const fields = allFields();

	test('the walk reaches every node and credential, collections and rows included', () => {
		for (const owner of [
			...ACTION_NODES.map(({ node }) => `${node.description.displayName}: `),
			'Zid Trigger: ',
			'Zid App Trigger: ',
			'Zid API credential: ',
			'Zid OAuth2 credential: ',
		])
			expect(fields.some(({ at }) => at.startsWith(owner))).toBe(true);
		expect(fields.some(({ at }) => at.includes('products.product.quantity'))).toBe(true);
	});

	test('no editor limit where it could change a value the node writes', () => {
		const offending = fields
			.filter(({ field }) => LIMITS.some((key) => field.typeOptions?.[key] !== undefined))
			.filter(({ at }) => !LIMIT_ALLOWED.some((allowed) => allowed.at.test(at)))
			.map(({ at, field }) => `${at} ${JSON.stringify(field.typeOptions)}`);
		expect(offending).toEqual([]);
	});

	test('no number a write sends defaults to 0 (a forgotten stock, price or amount would be emptied)', () => {
		const offending = fields
			.filter(({ field }) => field.type === 'number' && field.default === 0)
			// Only the action nodes write; the triggers' and credentials' numbers are settings.
			.filter((placed) => inAction('').test(placed.at))
			.filter((placed) => !isRead(placed) && !underFilters(placed.at))
			.filter(({ at }) => !ZERO_ALLOWED.some((allowed) => allowed.at.test(at)))
			.map(({ at }) => at);
		expect(offending).toEqual([]);
	});

	test('the stock to set is required and starts empty wherever it is asked for', () => {
		const stocks = fields.filter(({ field }) => field.name === 'availableQuantity');
		const places = [
			'productStock/bulkUpdate',
			'productStock/create',
			'productStock/update',
			'storeLocation/updateStock',
		];
		// Every action node that shows the resource asks for it the same way.
		const expected = ACTION_NODES.flatMap(({ node, resources }) =>
			places
				.filter((place) => resources.some((r) => r.value === place.split('/')[0]))
				.map((place) => `${node.description.displayName}: ${place}`),
		);
		expect(expected.filter((at) => !at.startsWith('Zid: ')).length).toBeGreaterThan(0);
		// A place is "<owner>: <resource>/<operation> <field path>"; the owner may hold spaces.
		expect(stocks.map(({ at }) => at.slice(0, at.lastIndexOf(' '))).sort()).toEqual(
			expected.sort(),
		);
		for (const { at, field } of stocks) {
			expect([at, field.required, field.default]).toEqual([at, true, null]);
		}
	});

	test('every allowance still matches a field (none is left stale)', () => {
		for (const allowed of [...LIMIT_ALLOWED, ...ZERO_ALLOWED])
			expect([allowed.why, fields.some(({ at }) => allowed.at.test(at))]).toEqual([
				allowed.why,
				true,
			]);
	});
});
