/**
 * Every delete operation answers by node version: 1 as before (saved workflows keep their output),
 * 1.1 with n8n's convention `{deleted: true, id}` (docs/verification.md). The operations are found
 * by name in the node's catalogue, so a new delete without the convention fails here.
 */
import type { IDataObject, IExecuteFunctions, INode } from 'n8n-workflow';
import { RESOURCES } from '../../nodes/Zid/actions/resources';
import { Zid } from '../../nodes/Zid/Zid.node';
import { unwrap, type ZidTransport } from '../../nodes/shared/transport';
import { byId } from '../helpers/requests';
import { jsonOf, useHarness } from '../helpers/zid';

const UUID = '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f';
const FIELD = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

/** The parameter each delete takes, with the id it should report at 1.1. */
const CASES: Record<string, { parameters: IDataObject; id: string | number }> = {
	'coupon.delete': { parameters: { couponId: byId('42') }, id: 42 },
	'product.delete': { parameters: { productId: byId(UUID) }, id: UUID },
	'productAttribute.delete': { parameters: { attributeId: byId(UUID) }, id: UUID },
	'productAttributePreset.delete': {
		parameters: { attributeId: byId(UUID), presetId: byId('7a0c2f9e-1b2d-4e3f-8a9b-0c1d2e3f4a5b') },
		id: '7a0c2f9e-1b2d-4e3f-8a9b-0c1d2e3f4a5b',
	},
	'productCustomization.deleteOptionField': {
		parameters: { productId: byId(UUID), optionFieldId: byId(FIELD) },
		id: FIELD,
	},
	'productDownloadable.delete': {
		parameters: { productId: byId(UUID), downloadableId: byId('dl_17') },
		id: 'dl_17',
	},
	'productDownloadable.deleteStore': { parameters: { libraryFileId: byId('lib_9') }, id: 'lib_9' },
	'productImage.delete': { parameters: { productId: byId(UUID), imageId: byId(UUID) }, id: UUID },
	'productQuestion.delete': {
		parameters: { productId: byId(UUID), questionId: byId('301') },
		id: '301',
	},
	'productQuestion.deleteAnswer': {
		parameters: { productId: byId(UUID), questionId: byId('301'), answerId: byId('88') },
		id: '88',
	},
	'productVoucher.delete': {
		parameters: { productId: byId(UUID), voucherId: byId(FIELD) },
		id: FIELD,
	},
	'loyalty.deleteRedemptionMethod': { parameters: { ruleId: byId(FIELD) }, id: FIELD },
	'webhook.deleteByOriginalId': {
		parameters: { originalId: byId('7'), additionalFields: {} },
		id: 7,
	},
	'webhook.deleteBySubscriber': { parameters: { subscriber: 'My Shop App' }, id: 'My Shop App' },
};

const deletes = RESOURCES.flatMap((r) =>
	Object.entries(r.module.operations)
		.filter(([operation]) => /^delete/.test(operation))
		.map(([operation, module]) => ({ key: `${r.value}.${operation}`, module })),
);

/** Zid's answer to a delete, whatever its shape (a 204, or a message); the node must not pass it on at 1.1. */
const ANSWER = { status: 'object', message: { type: 'object', code: 200, name: 'deleted' } };

/** What version 1 answered where it was not Zid's answer as it came. */
const V1: Record<string, IDataObject> = {
	'coupon.delete': { id: 42, deleted: true },
	'product.delete': { id: UUID, deleted: true },
	'loyalty.deleteRedemptionMethod': unwrap(ANSWER, 'points_redemption') as IDataObject,
	'webhook.deleteByOriginalId': { deleted: true, original_id: 7 },
	'webhook.deleteBySubscriber': { deleted: true, subscriber: 'My Shop App' },
};

function run(key: string, typeVersion: number) {
	const { module } = deletes.find((d) => d.key === key)!;
	const { parameters } = CASES[key];
	const requests: unknown[] = [];
	const api = {
		request: async (r: unknown) => (requests.push(r), ANSWER),
		tryRequest: async (r: unknown) => (requests.push(r), { ok: true, status: 200, body: ANSWER }),
	} as unknown as ZidTransport;
	const node = { name: 'Zid', type: 'n8n-nodes-zid.zid', typeVersion, parameters } as INode;
	const ctx = {
		getNode: () => node,
		getNodeParameter: (name: string, _i: number, fallback?: unknown) => {
			const value = name in parameters ? parameters[name] : fallback;
			// What n8n's extractValue gives for a locator.
			return value && typeof value === 'object' && '__rl' in value
				? (value as IDataObject).value
				: value;
		},
	} as unknown as IExecuteFunctions;
	return { output: module.execute.call(ctx, 0, api), requests };
}

test('the node offers 1 (saved workflows) and 1.1 (new nodes)', () => {
	const { version, defaultVersion } = new Zid().description;
	expect(version).toEqual([1, 1.1]);
	expect(defaultVersion).toBe(1.1);
});

test('every delete operation has a case here (the list is read from the node)', () => {
	expect(deletes.map((d) => d.key).sort()).toEqual(Object.keys(CASES).sort());
});

describe.each(Object.keys(CASES))('%s', (key) => {
	test('1.1: one request, then exactly {deleted: true, id}', async () => {
		const { output, requests } = run(key, 1.1);
		expect(await output).toEqual({ deleted: true, id: CASES[key].id });
		expect(requests).toHaveLength(1);
	});

	test('1: the output saved workflows had', async () => {
		const { output, requests } = run(key, 1);
		expect(await output).toEqual(V1[key] ?? ANSWER);
		expect(requests).toHaveLength(1);
	});
});

describe('through n8n-core against the sandbox', () => {
	const h = useHarness();
	test.each([
		[1, (id: string) => ({ id, deleted: true })],
		[1.1, (id: string) => ({ deleted: true, id })],
	])('Product › Delete at version %s', async (typeVersion, expected) => {
		const product = h.sandbox.db.products[0];
		const items = jsonOf(
			await h.run(
				{ resource: 'product', operation: 'delete', productId: byId(product.id) },
				{ node: { typeVersion } },
			),
		);
		expect(items).toEqual([expected(product.id)]);
		// Key order is what a user sees in the table view: 1 kept `id` first.
		expect(Object.keys(items[0])).toEqual(Object.keys(expected(product.id)));
		expect(h.sandbox.db.products.some((p) => p.id === product.id)).toBe(false);
	});
});
