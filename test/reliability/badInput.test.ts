/**
 * Bad input: a table of bad parameter combinations across the implemented operations. Each must end
 * in a NodeOperationError that names the field, before any request reaches Zid (the sandbox must
 * record nothing). Most rows are generated from the node's own description (every ID field, every
 * Limit), so operations added later are covered without editing this file; the rest are written
 * out: impossible dates, unknown choices, missing conditional fields, oversized text, a binary
 * property the item does not have.
 */
import {
	NodeOperationError,
	type INodeParameters,
	type INodeProperties,
	type INodePropertyMode,
	type INodePropertyOptions,
} from 'n8n-workflow';
import { RESOURCES } from '../../nodes/Zid/actions/resources';
import { zidNode } from '../helpers/n8n';
import { byId } from '../helpers/requests';
import { useHarness } from '../helpers/zid';

interface Row {
	/** resource.operation */
	op: string;
	/** What is wrong, for the test title. */
	what: string;
	parameters: INodeParameters;
	/** Text the error message must contain: the field's name as the user sees it. */
	field: string;
}

const properties = zidNode.description.properties;
const UUID = '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f';

function operations(): Array<{ resource: string; operation: string; fields: INodeProperties[] }> {
	const out: Array<{ resource: string; operation: string; fields: INodeProperties[] }> = [];
	for (const picker of properties.filter((p) => p.name === 'operation')) {
		const resource = String(picker.displayOptions?.show?.resource?.[0]);
		for (const option of (picker.options ?? []) as Array<{ value: string }>) {
			const shown = (p: INodeProperties) =>
				(p.displayOptions?.show?.resource as string[] | undefined)?.includes(resource) &&
				(p.displayOptions?.show?.operation as string[] | undefined)?.includes(option.value);
			out.push({ resource, operation: option.value, fields: properties.filter(shown) });
		}
	}
	return out;
}

/** The regex an ID field's "By ID" mode checks, if any. */
function idPattern(field: INodeProperties): string | undefined {
	const mode = (field.modes ?? []).find((m: INodePropertyMode) => m.name === 'id');
	const validation = mode?.validation?.[0] as { properties?: { regex?: string } } | undefined;
	return validation?.properties?.regex;
}

/** A value of the right shape for an ID field (no request is made, so it need not exist). */
function goodId(field: INodeProperties): string {
	const pattern = idPattern(field) ?? '';
	if (pattern.includes('0-9a-fA-F]{8}')) return UUID;
	if (pattern === '^[0-9]+$') return '42';
	return 'abc123';
}

function badIds(field: INodeProperties): Array<[string, string]> {
	const pattern = idPattern(field) ?? '';
	if (pattern.includes('0-9a-fA-F]{8}'))
		return [
			['empty', ''],
			['not a UUID', 'abc'],
			['a number', '12345'],
			['a cut-off UUID', '3f2b8c1e-7a4d-4c1b-9e2f'],
		];
	if (pattern === '^[0-9]+$')
		return [
			['empty', ''],
			['negative', '-1'],
			['not a number', 'abc'],
			['a fraction', '1.5'],
		];
	return [
		['empty', ''],
		['with a space', 'a b'],
		['a path', '../x'],
	];
}

/** Values of the right shape for the other required top-level fields, so the row fails on its own field only. */
function filler(fields: INodeProperties[]): INodeParameters {
	const out: INodeParameters = {};
	for (const field of fields) {
		if (field.type === 'resourceLocator') out[field.name] = byId(goodId(field));
		else if (!field.required || field.displayOptions?.show?.returnAll) continue;
		else if (field.type === 'string')
			out[field.name] = /email/i.test(field.name)
				? 'noura@example.sa'
				: /code/i.test(field.name)
					? 'CODE26'
					: /url$/i.test(field.name)
						? 'https://hooks.example.sa/zid'
						: 'نص';
		else if (field.type === 'number') out[field.name] = 5;
		else if (field.type === 'dateTime') out[field.name] = '2026-07-01T00:00:00';
		else if (field.type === 'options')
			out[field.name] = field.typeOptions?.loadOptionsMethod
				? '1'
				: (((field.options ?? [])[0] as { value?: string } | undefined)?.value ?? '');
	}
	return out;
}

function generatedRows(): Row[] {
	const rows: Row[] = [];
	for (const { resource, operation, fields } of operations()) {
		const op = `${resource}.${operation}`;
		const base = { resource, operation, ...filler(fields) };
		// Every required ID field (shown without further conditions), each bad shape.
		for (const field of fields.filter(
			(f) =>
				f.type === 'resourceLocator' &&
				f.required &&
				// Node version 1's copy of a field versioned by '@version' (the rows run at version 1).
				!JSON.stringify(f.displayOptions?.show?.['@version'] ?? '').includes('gte') &&
				Object.keys(f.displayOptions?.show ?? {}).filter((k) => k !== '@version').length === 2,
		)) {
			for (const [what, value] of badIds(field)) {
				rows.push({
					op,
					what: `${field.displayName} ${what}`,
					parameters: { ...base, [field.name]: byId(value) },
					field: field.displayName,
				});
			}
		}
		// Every Limit: zero, negative, not a number, not whole.
		if (fields.some((f) => f.name === 'limit')) {
			for (const [what, value] of [
				['0', 0],
				['negative', -5],
				['not a number', 'abc'],
				['a fraction', 2.5],
			] as const) {
				rows.push({
					op,
					what: `Limit ${what}`,
					parameters: { ...base, returnAll: false, limit: value },
					field: 'Limit',
				});
			}
		}
	}
	return rows;
}

const long = (n: number) => 'ز'.repeat(n);

/** Written out: the kinds of bad input a generator cannot guess. */
const HAND_ROWS: Row[] = [
	// Impossible dates.
	{
		op: 'order.getMany',
		what: 'From 30 February',
		parameters: { resource: 'order', operation: 'getMany', filters: { dateFrom: '2026-02-30' } },
		field: 'From',
	},
	{
		op: 'order.getMany',
		what: 'To in month 13',
		parameters: {
			resource: 'order',
			operation: 'getMany',
			filters: { dateTo: '2026-13-01T00:00:00' },
		},
		field: 'To',
	},
	{
		op: 'order.getMany',
		what: 'From after To',
		parameters: {
			resource: 'order',
			operation: 'getMany',
			filters: { dateFrom: '2026-03-01T00:00:00', dateTo: '2026-02-01T00:00:00' },
		},
		field: 'From',
	},
	{
		op: 'order.getMany',
		what: 'From not a date',
		parameters: { resource: 'order', operation: 'getMany', filters: { dateFrom: 'yesterday-ish' } },
		field: 'From',
	},
	// Unknown choices.
	{
		op: 'order.getMany',
		what: 'unknown Order Status',
		parameters: { resource: 'order', operation: 'getMany', filters: { orderStatus: 'teleported' } },
		field: 'Order Status',
	},
	{
		op: 'order.getMany',
		what: 'unknown Payload',
		parameters: { resource: 'order', operation: 'getMany', options: { payloadType: 'huge' } },
		field: 'Payload',
	},
	{
		op: 'order.getMany',
		what: 'unknown Payment Method',
		parameters: { resource: 'order', operation: 'getMany', filters: { paymentMethod: 'barter' } },
		field: 'Payment Method',
	},
	{
		op: 'order.getMany',
		what: 'unknown Sort Order',
		parameters: { resource: 'order', operation: 'getMany', options: { sortBy: 'sideways' } },
		field: 'Sort Order',
	},
	{
		op: 'order.getMany',
		what: 'Customer ID not a number',
		parameters: { resource: 'order', operation: 'getMany', filters: { customerId: 'abc' } },
		field: 'Customer',
	},
	// Order > Update Status takes custom statuses too, so any name goes to Zid; an empty or oversized one does not.
	{
		op: 'order.updateStatus',
		what: 'empty Status',
		parameters: {
			resource: 'order',
			operation: 'updateStatus',
			orderId: byId('42'),
			orderStatus: '',
		},
		field: 'Status',
	},
	{
		op: 'order.updateStatus',
		what: 'Status of 101 characters',
		parameters: {
			resource: 'order',
			operation: 'updateStatus',
			orderId: byId('42'),
			orderStatus: 's'.repeat(101),
		},
		field: 'Status',
	},
	{
		op: 'order.updateStatus',
		what: 'Tracking URL not a web address',
		parameters: {
			resource: 'order',
			operation: 'updateStatus',
			orderId: byId('42'),
			orderStatus: 'ready',
			additionalFields: { trackingUrl: 'ftp:/nope' },
		},
		field: 'Tracking URL',
	},
	{
		op: 'loyalty.adjustCustomerPoints',
		what: 'unknown Direction',
		parameters: {
			resource: 'loyalty',
			operation: 'adjustCustomerPoints',
			customerId: byId('42'),
			direction: '*',
			points: 5,
		},
		field: 'Direction',
	},
	{
		op: 'loyalty.adjustCustomerPoints',
		what: 'Points 0',
		parameters: {
			resource: 'loyalty',
			operation: 'adjustCustomerPoints',
			customerId: byId('42'),
			direction: '+',
			points: 0,
		},
		field: 'Points',
	},
	{
		op: 'loyalty.adjustCustomerPoints',
		what: 'Points negative',
		parameters: {
			resource: 'loyalty',
			operation: 'adjustCustomerPoints',
			customerId: byId('42'),
			direction: '+',
			points: -3,
		},
		field: 'Points',
	},
	{
		op: 'loyalty.adjustCustomerPoints',
		what: 'Points not a number',
		parameters: {
			resource: 'loyalty',
			operation: 'adjustCustomerPoints',
			customerId: byId('42'),
			direction: '+',
			points: 'ten',
		},
		field: 'Points',
	},
	{
		op: 'coupon.create',
		what: 'unknown Discount Type',
		parameters: {
			resource: 'coupon',
			operation: 'create',
			name: 'x',
			code: 'CODE26',
			discountType: 'z',
			discount: 5,
			startDate: '2026-07-01T00:00:00',
			endDate: '2026-07-31T00:00:00',
		},
		field: 'Discount Type',
	},
	{
		op: 'coupon.create',
		what: 'Start Date 31 April',
		parameters: {
			resource: 'coupon',
			operation: 'create',
			name: 'x',
			code: 'CODE26',
			discountType: 'p',
			discount: 5,
			startDate: '2026-04-31T00:00:00',
			endDate: '2026-07-31T00:00:00',
		},
		field: 'Start Date',
	},
	{
		op: 'coupon.create',
		what: 'End Date before Start Date',
		parameters: {
			resource: 'coupon',
			operation: 'create',
			name: 'x',
			code: 'CODE26',
			discountType: 'p',
			discount: 5,
			startDate: '2026-07-31T00:00:00',
			endDate: '2026-07-01T00:00:00',
		},
		field: 'End Date',
	},
	{
		op: 'coupon.create',
		what: 'percentage over 100',
		parameters: {
			resource: 'coupon',
			operation: 'create',
			name: 'x',
			code: 'CODE26',
			discountType: 'p',
			discount: 150,
			startDate: '2026-07-01T00:00:00',
			endDate: '2026-07-31T00:00:00',
		},
		field: 'Discount',
	},
	{
		op: 'coupon.create',
		what: 'Code with a space',
		parameters: {
			resource: 'coupon',
			operation: 'create',
			name: 'x',
			code: 'SUMMER 26',
			discountType: 'p',
			discount: 5,
			startDate: '2026-07-01T00:00:00',
			endDate: '2026-07-31T00:00:00',
		},
		field: 'Code',
	},
	// Missing conditional fields.
	{
		op: 'coupon.create',
		what: 'Apply To products without IDs',
		parameters: {
			resource: 'coupon',
			operation: 'create',
			name: 'x',
			code: 'CODE26',
			discountType: 'p',
			discount: 5,
			startDate: '2026-07-01T00:00:00',
			endDate: '2026-07-31T00:00:00',
			applyTo: 'products',
			applyToIds: '',
		},
		field: 'Product or Category Names or IDs',
	},
	{
		op: 'product.bulkUpdate',
		what: 'by SKU without a SKU',
		parameters: {
			resource: 'product',
			operation: 'bulkUpdate',
			specifyProduct: 'fields',
			identifyBy: 'sku',
			sku: '',
			updateFields: { price: 5 },
		},
		field: 'SKU',
	},
	{
		op: 'product.bulkUpdate',
		what: 'nothing to change',
		parameters: {
			resource: 'product',
			operation: 'bulkUpdate',
			specifyProduct: 'fields',
			identifyBy: 'sku',
			sku: 'WRD-00001',
			updateFields: {},
		},
		field: 'Update Fields',
	},
	{
		op: 'product.bulkUpdate',
		what: 'JSON with an unknown member',
		parameters: {
			resource: 'product',
			operation: 'bulkUpdate',
			specifyProduct: 'json',
			productJson: '{"sku":"WRD-00001","colour":"red"}',
		},
		field: 'Product (JSON)',
	},
	{
		op: 'product.bulkUpdate',
		what: 'JSON that is not JSON',
		parameters: {
			resource: 'product',
			operation: 'bulkUpdate',
			specifyProduct: 'json',
			productJson: '{sku: WRD',
		},
		field: 'Product (JSON)',
	},
	{
		op: 'product.update',
		what: 'nothing to change',
		parameters: {
			resource: 'product',
			operation: 'update',
			productId: byId(UUID),
			updateFields: {},
		},
		field: 'Update Fields',
	},
	{
		op: 'order.create',
		what: 'no products',
		parameters: {
			resource: 'order',
			operation: 'create',
			specifyOrder: 'fields',
			currency: 'SAR',
			customerName: 'نورة',
			customerMobileCountryCode: '966',
			customerMobileNumber: '500000123',
			country: 'SA',
			city: 'Riyadh',
			addressLine1: 'x',
			products: { product: [] },
			deliveryOption: 1,
			paymentMethod: 1,
		},
		field: 'Products',
	},
	{
		op: 'order.create',
		what: 'another recipient without a name',
		parameters: {
			resource: 'order',
			operation: 'create',
			specifyOrder: 'fields',
			currency: 'SAR',
			customerName: 'نورة',
			customerMobileCountryCode: '966',
			customerMobileNumber: '500000123',
			shipToCustomer: false,
			consigneeName: '',
			consigneeMobileCountryCode: '966',
			consigneeMobileNumber: '500000124',
			country: 'SA',
			city: 'Riyadh',
			addressLine1: 'x',
			products: { product: [{ sku: 'A', quantity: 1 }] },
			deliveryOption: 1,
			paymentMethod: 1,
		},
		field: 'Consignee Name',
	},
	{
		op: 'order.create',
		what: 'JSON that is not JSON',
		parameters: {
			resource: 'order',
			operation: 'create',
			specifyOrder: 'json',
			orderJson: '{"currency_code":',
		},
		field: 'Order JSON',
	},
	{
		op: 'productStock.update',
		what: 'finite stock below 0',
		parameters: {
			resource: 'productStock',
			operation: 'update',
			productId: byId(UUID),
			stockId: byId(UUID),
			isInfinite: false,
			availableQuantity: -1,
		},
		field: 'Available Quantity',
	},
	// Oversized text.
	{
		op: 'coupon.create',
		what: 'Code of 51 characters',
		parameters: {
			resource: 'coupon',
			operation: 'create',
			name: 'x',
			code: 'C'.repeat(51),
			discountType: 'p',
			discount: 5,
			startDate: '2026-07-01T00:00:00',
			endDate: '2026-07-31T00:00:00',
		},
		field: 'Code',
	},
	{
		op: 'coupon.create',
		what: 'Name of 256 characters',
		parameters: {
			resource: 'coupon',
			operation: 'create',
			name: long(256),
			code: 'CODE26',
			discountType: 'p',
			discount: 5,
			startDate: '2026-07-01T00:00:00',
			endDate: '2026-07-31T00:00:00',
		},
		field: 'Name',
	},
	{
		op: 'loyalty.adjustCustomerPoints',
		what: 'Reason of 256 characters',
		parameters: {
			resource: 'loyalty',
			operation: 'adjustCustomerPoints',
			customerId: byId('42'),
			direction: '+',
			points: 5,
			additionalFields: { reason: long(256) },
		},
		field: 'Reason',
	},
	{
		op: 'order.create',
		what: 'Currency of 5 characters',
		parameters: {
			resource: 'order',
			operation: 'create',
			specifyOrder: 'fields',
			currency: 'riyal',
			customerName: 'نورة',
			customerMobileCountryCode: '966',
			customerMobileNumber: '500000123',
			country: 'SA',
			city: 'Riyadh',
			addressLine1: 'x',
			products: { product: [{ sku: 'A', quantity: 1 }] },
			deliveryOption: 1,
			paymentMethod: 1,
		},
		field: 'Currency',
	},
	{
		op: 'product.bulkUpdate',
		what: 'SKU of 256 characters',
		parameters: {
			resource: 'product',
			operation: 'bulkUpdate',
			specifyProduct: 'fields',
			identifyBy: 'sku',
			sku: 'S'.repeat(256),
			updateFields: { price: 5 },
		},
		field: 'SKU',
	},
	// A binary property the item does not have.
	...[
		[
			'productImage.upload',
			{ resource: 'productImage', operation: 'upload', productId: byId(UUID) },
		],
		['productImport.import', { resource: 'productImport', operation: 'import' }],
		[
			'productVoucher.import',
			{ resource: 'productVoucher', operation: 'import', productId: byId(UUID) },
		],
		[
			'productDownloadable.upload',
			{ resource: 'productDownloadable', operation: 'upload', productId: byId(UUID) },
		],
		[
			'reverseOrder.uploadBankReceipt',
			{ resource: 'reverseOrder', operation: 'uploadBankReceipt', refundId: byId(UUID) },
		],
	].map(([op, parameters]) => ({
		op: op as string,
		what: 'binary property "nope"',
		parameters: { ...(parameters as INodeParameters), binaryPropertyName: 'nope' },
		field: 'nope',
	})),
];

const ROWS = [...generatedRows(), ...HAND_ROWS];

const h = useHarness();

const key = (resource: unknown, operation: unknown) => `${String(resource)}.${String(operation)}`;

test(`the table covers the node: ${ROWS.length} bad combinations over ${new Set(ROWS.map((r) => r.op)).size} operations`, () => {
	// The generator reads the node's flattened properties; RESOURCES is what the node is built from: the same operations, all of them.
	const built = RESOURCES.flatMap((r) =>
		(
			r.module.description.find((p) => p.name === 'operation')!.options as INodePropertyOptions[]
		).map((o) => key(r.value, o.value)),
	);
	expect(
		operations()
			.map((o) => key(o.resource, o.operation))
			.sort(),
	).toEqual([...built].sort());
	// Every operation with a required ID field or a Limit has rows; every written-out row is an operation the node has, run as that operation.
	const covered = new Set(ROWS.map((r) => r.op));
	const needing = operations().filter(({ fields }) =>
		fields.some((f) => f.name === 'limit' || (f.type === 'resourceLocator' && f.required)),
	);
	expect(needing.length).toBeGreaterThan(60);
	expect(needing.map((o) => key(o.resource, o.operation)).filter((op) => !covered.has(op))).toEqual(
		[],
	);
	expect(
		HAND_ROWS.filter(
			(row) =>
				!built.includes(row.op) ||
				key(row.parameters.resource, row.parameters.operation) !== row.op,
		).map((row) => `${row.op}: ${row.what}`),
	).toEqual([]);
});

test.each(ROWS.map((row) => [row.op, row.what, row] as const))(
	'%s: %s -> NodeOperationError naming the field, no request',
	async (_op, _what, row) => {
		h.sandbox.clearRequests();
		let error: unknown;
		try {
			await h.run(row.parameters, { items: [{ n: 1 }] });
		} catch (e) {
			error = e;
		}
		expect(error).toBeInstanceOf(NodeOperationError);
		expect((error as Error).message).toContain(row.field);
		expect(h.apiRequests()).toHaveLength(0);
	},
);
