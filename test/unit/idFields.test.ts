/**
 * "Pick, don't type" for every field that takes a Zid ID: it offers a list (a resource
 * locator's list, a dropdown) or its hint says why Zid leaves nothing to pick from; a typed field
 * kept for saved workflows shows only where it holds a value. And the labels of the records only
 * the Zid node lists, from real-shaped answers.
 */
import type { INodeProperties } from 'n8n-workflow';
import {
	answerItem,
	choiceOption,
	downloadableItem,
	optionFieldItem,
	questionItem,
} from '../../nodes/Zid/methods/labels';
import { nodeFields } from '../helpers/fields';

const fields = nodeFields;

/** Takes a Zid ID: named so (`orderId`, `productIds`, `id` in a row, Zid's `cashier`) or labelled so. */
const takesId = (field: INodeProperties) =>
	field.type !== 'notice' &&
	(/(^id|Id|Ids)$/.test(field.name) ||
		field.name === 'cashier' ||
		/\bIDs?\b/.test(field.displayName));

const listed = (field: INodeProperties) =>
	(field.type === 'resourceLocator' && field.modes?.some((mode) => mode.name === 'list')) ||
	((field.type === 'options' || field.type === 'multiOptions') &&
		field.typeOptions?.loadOptionsMethod !== undefined);

/** A typed field kept for the workflows saved with it: shown only while it holds a value. */
const keptForSavedWorkflows = (field: INodeProperties) =>
	JSON.stringify(field.displayOptions?.show?.[field.name]) ===
	JSON.stringify([{ _cnd: { exists: true } }]);

describe('every field that takes a Zid ID offers a list, or says why not', () => {
	test('no typed ID field without a reason in its hint', () => {
		const typed = fields()
			.filter(({ field }) => takesId(field) && !listed(field) && !keptForSavedWorkflows(field))
			.filter(({ field }) => !/Zid has no list|cannot be listed/.test(field.hint ?? ''))
			.map(({ at }) => at);
		expect(typed).toEqual([]);
	});

	test("the fields left By ID are the ones Zid lists nowhere: cashiers, reverse orders, refunds, a reverse order's products", () => {
		const byIdOnly = fields()
			.filter(({ field }) => takesId(field) && !listed(field) && !keptForSavedWorkflows(field))
			.map(({ at }) => at)
			.sort();
		expect(byIdOnly).toEqual([
			'order/getMany filters.cashier',
			'reverseOrder/createRefund reverseOrderId',
			'reverseOrder/updateProducts products.product.id',
			'reverseOrder/updateProducts reverseOrderId',
			'reverseOrder/uploadBankReceipt refundId',
		]);
	});

	test('the typed fields kept for saved workflows each have a dropdown in their place', () => {
		const kept = fields()
			.filter(({ field }) => keptForSavedWorkflows(field) && takesId(field))
			.map(({ at, field }) => [at, field.displayName]);
		expect(kept).toEqual([
			['order/getMany filters.orderIds', 'Order IDs'],
			['product/getMany filters.ids', 'Product IDs'],
			['productSorting/setOrder productIds', 'Product IDs'],
		]);
	});
});

describe('labels of the records only the Zid node lists', () => {
	test('a question: its text (long ones cut), who asked, the day; Arabic isolated', () => {
		const question = {
			id: '6b0f3c2e-4f5a-4e1b-9c7d-2a3b4c5d6e7f',
			product: 'p',
			name: 'ليلى',
			question: 'هل يتوفر التوصيل في نفس اليوم؟',
			created_at: '2026-03-01T09:30:00.000000Z',
		};
		expect(questionItem(question)).toEqual({
			name: '\u2068هل يتوفر التوصيل في نفس اليوم؟\u2069 · \u2068ليلى\u2069 · 2026-03-01',
			value: question.id,
		});
		const long = {
			...question,
			name: 'Sara',
			question: `Can you add a handwritten greeting card to ${'a very large bouquet '.repeat(4)}?`,
		};
		expect(questionItem(long).name).toBe(
			'Can you add a handwritten greeting card to a very large bou… · Sara · 2026-03-01',
		);
	});

	test('an answer: its text and the day', () => {
		expect(
			answerItem({
				id: 'a1',
				question_id: 'q1',
				answer: 'Yes, for orders placed before 2 pm.',
				created_at: '2026-03-02T10:00:00.000000Z',
			}),
		).toEqual({
			name: 'Yes, for orders placed before 2 pm. · 2026-03-02',
			value: 'a1',
		});
	});

	test('a file: its display name, the stored file name when it differs, and its temporary link', () => {
		const file = {
			id: '0c6e2f4a-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
			product: '3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f',
			file: {
				key: 'store/product-downloadables/abc',
				url: 'https://downloads.zid.store/store/abc?Expires=1&Signature=x',
				metadata: { file_name: 'guide.pdf', content_type: 'application/pdf', size: 3000 },
			},
			display_name: 'دليل العناية بالورد',
			order: 0,
		};
		expect(downloadableItem(file)).toEqual({
			name: '\u2068دليل العناية بالورد\u2069 · guide.pdf',
			value: file.id,
			url: file.file.url,
		});
		expect(downloadableItem({ ...file, display_name: 'guide.pdf' }).name).toBe('guide.pdf');
		expect(downloadableItem({ id: 7, display_name: 'Catalogue 2026.pdf' })).toEqual({
			name: 'Catalogue 2026.pdf',
			value: '7',
		});
	});

	test('an option field: both labels, its type and how many choices; a choice: both names and what it adds', () => {
		const field = {
			id: 'f1',
			type: 'CHECKBOX',
			label: { ar: 'إضافات', en: 'Extras' },
			choices: [{ id: 'c1', ar: 'شريطة', en: 'Ribbon', price: '5.00' }],
		};
		expect(optionFieldItem(field)).toEqual({
			name: 'Extras · \u2068إضافات\u2069 (checkbox, 1 choice)',
			value: 'f1',
		});
		expect(choiceOption(field.choices[0])).toEqual({
			name: 'Ribbon · \u2068شريطة\u2069 · +5.00',
			value: 'c1',
		});
		expect(choiceOption({ id: 'c2', ar: '', en: 'Plain', price: 0 })).toEqual({
			name: 'Plain',
			value: 'c2',
		});
	});
});
