import { DateTime } from 'luxon';
import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { buildQuery, checkRange } from '../../nodes/Zid/helpers/query';
import { InputChecker, toZidTimestamp } from '../../nodes/Zid/helpers/validate';

const node = {
	name: 'Zid',
	type: 'n8n-nodes-zid.zid',
	typeVersion: 1,
	id: '1',
	position: [0, 0],
	parameters: {},
} as INode;
const check = new InputChecker(node, 0);

describe('dates', () => {
	test('ISO with offset keeps its offset, with milliseconds', () => {
		expect(toZidTimestamp(check.date('From', '2026-01-31T09:00:00+03:00', 'UTC'))).toBe(
			'2026-01-31T09:00:00.000+0300',
		);
	});
	test('a date without zone is read in the workflow time zone', () => {
		expect(toZidTimestamp(check.date('From', '2026-01-31T09:00:00', 'Asia/Riyadh'))).toBe(
			'2026-01-31T09:00:00.000+0300',
		);
		expect(toZidTimestamp(check.date('From', '2026-07-01 00:00:00', 'Europe/Berlin'))).toBe(
			'2026-07-01T00:00:00.000+0200',
		);
	});
	test('luxon DateTime ($now) and JS Date are accepted', () => {
		const dt = DateTime.fromISO('2026-03-01T12:00:00.250Z', { zone: 'UTC' });
		expect(toZidTimestamp(check.date('To', dt, 'UTC'))).toBe('2026-03-01T12:00:00.250+0000');
		expect(toZidTimestamp(check.date('To', new Date('2026-03-01T12:00:00Z'), 'UTC'))).toBe(
			'2026-03-01T12:00:00.000+0000',
		);
	});
	test.each(['2026-02-30', 'yesterday', '31/01/2026', ''])(
		'%j is refused naming the field',
		(value) => {
			expect(() => check.date('From', value, 'UTC')).toThrow(/Invalid "From"/);
		},
	);
});

describe('numbers and text', () => {
	test('positive ids', () => {
		expect(check.positiveInt('Order', '42')).toBe(42);
		expect(check.positiveInt('Order', 7)).toBe(7);
		for (const bad of ['', 'abc', '-1', '0', '1.5', null, undefined, {}]) {
			expect(() => check.positiveInt('Order', bad)).toThrow(NodeOperationError);
		}
		expect(() => check.positiveInt('Per Page', 101, { max: 100 })).toThrow(
			'Invalid "Per Page": must be 100 or less (got 101)',
		);
	});
	test('text limits and enums', () => {
		expect(() => check.text('Comment', 'x'.repeat(101), { max: 100 })).toThrow(
			/at most 100 characters/,
		);
		expect(() => check.oneOf('Status', 'shipped', ['new', 'ready'])).toThrow(
			'Invalid "Status": "shipped" is not one of: new, ready',
		);
		expect(check.uuid('Cart', '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f')).toBe(
			'3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f',
		);
		expect(() => check.uuid('Cart', '123')).toThrow(/not a UUID/);
		expect(() => check.email('Email', 'no-at-sign')).toThrow(/not an email/);
	});
});

test('buildQuery converts each filter by its declared kind', () => {
	const qs = buildQuery(
		check,
		'Asia/Riyadh',
		{
			from: '2026-01-01T00:00:00',
			ids: '1, 2,3',
			st: 'cancelled',
			gift: true,
			n: '5',
			ignored: 'x',
			empty: '',
		},
		{
			from: { param: 'date_from', label: 'From', kind: 'timestamp' },
			ids: { param: 'order_id', label: 'IDs', kind: 'list' },
			st: {
				param: 'order_status',
				label: 'Status',
				kind: 'enum',
				allowed: ['new', 'cancelled'],
				map: (s) => (s === 'cancelled' ? 'canceled' : s),
			},
			gift: { param: 'is_gift_order', label: 'Gift', kind: 'bool01' },
			n: { param: 'customer_id', label: 'Customer', kind: 'int' },
			empty: { param: 'e', label: 'E' },
		},
	);
	expect(qs).toEqual({
		date_from: '2026-01-01T00:00:00.000+0300',
		order_id: '1,2,3',
		order_status: 'canceled',
		is_gift_order: 1,
		customer_id: 5,
	});
	expect(() =>
		checkRange(
			check,
			{ a: '2026-02-01T00:00:00.000+0300', b: '2026-01-01T00:00:00.000+0300' },
			'a',
			'b',
			'From',
		),
	).toThrow(/start date is after/);
});
