import {
	explainStatus,
	isolate,
	parseZidError,
	REFUSED_TOKENS,
} from '../../nodes/shared/transport/errors/zidError';
import { redact } from '../../nodes/shared/transport/errors/redact';

describe('Zid error shapes', () => {
	test('shape A with field messages (Arabic kept)', () => {
		const info = parseZidError({
			status: 422,
			success: false,
			error: {
				code: 'validation_failed',
				message: 'بيانات غير صالحة',
				fields: { per_page: ['حقل per_page يجب ألا يزيد عن 100.'], email: ['invalid', 'taken'] },
			},
		});
		expect(info.code).toBe('validation_failed');
		expect(info.message).toBe('بيانات غير صالحة');
		expect(info.fields).toEqual([
			{ field: 'per_page', messages: ['حقل per_page يجب ألا يزيد عن 100.'] },
			{ field: 'email', messages: ['invalid', 'taken'] },
		]);
		const { message, description } = explainStatus(422, info);
		// Each Arabic message is isolated (U+2068 … U+2069) from the English around it; English ones stay as they are.
		expect(message).toBe(
			'422 Zid rejected the input: per_page: \u2068حقل per_page يجب ألا يزيد عن 100.\u2069; email: invalid taken',
		);
		expect(description).toBe(
			'Correct the listed fields; Zid will refuse the same request again.\nZid says [validation_failed]: \u2068بيانات غير صالحة\u2069 | per_page: \u2068حقل per_page يجب ألا يزيد عن 100.\u2069; email: invalid taken',
		);
		expect(description).toContain('validation_failed');
	});

	test('shape B (classic managers error)', () => {
		const info = parseZidError({
			status: 'error',
			message: {
				type: 'error',
				code: 'ERROR_SESSION_INVALID',
				name: 'Unauthenticated',
				description: 'الجلسة غير صالحة',
			},
		});
		expect(info).toEqual({
			code: 'ERROR_SESSION_INVALID',
			message: 'الجلسة غير صالحة',
			fields: [],
		});
		expect(explainStatus(401, info).message).toMatch(/^401 Zid did not accept the credentials/);
		expect(explainStatus(401, info).description).toMatch(/Reconnect/);
		// Short: Zid's own words for a 401 stay in the description.
		expect(explainStatus(401, info).message).toBe('401 Zid did not accept the credentials');
		// Which credential's tokens, and what to check in it.
		expect(explainStatus(401, info, undefined, 'zidApi').description).toBe(
			`${REFUSED_TOKENS.zidApi}\nZid says [ERROR_SESSION_INVALID]: \u2068الجلسة غير صالحة\u2069`,
		);
		expect(explainStatus(401, info, undefined, 'zidOAuth2Api').description).toContain(
			REFUSED_TOKENS.zidOAuth2Api,
		);
	});

	test('catalogue (DRF) shapes', () => {
		expect(parseZidError({ detail: 'Not found.' }).message).toBe('Not found.');
		expect(
			parseZidError({ detail: [{ msg: 'field required', loc: ['body', 'name'] }] }).message,
		).toBe('field required');
		expect(parseZidError({ sku: ['product with this sku already exists.'] }).fields).toEqual([
			{ field: 'sku', messages: ['product with this sku already exists.'] },
		]);
	});

	test('text and HTML bodies', () => {
		expect(parseZidError('upstream timed out').message).toBe('upstream timed out');
		expect(parseZidError('<html>502</html>').message).toBeUndefined();
		expect(parseZidError('{"error":{"code":"x","message":"y"}}').code).toBe('x');
	});

	test('403 names the missing scope, 429 explains the limit', () => {
		expect(explainStatus(403, { fields: [] }, 'orders.read_write').message).toBe(
			'403 The Zid app lacks the scope "orders.read_write"',
		);
		expect(explainStatus(429, { fields: [] }).description).toMatch(/60 requests per minute/);
		expect(explainStatus(503, { fields: [], message: 'down' }).message).toBe(
			'503 Zid could not complete the request: down',
		);
	});

	test('redact removes every token occurrence', () => {
		expect(redact('a SECRET1 b SECRET1 c tok2', ['SECRET1', 'tok2', undefined, ''])).toBe(
			'a [redacted] b [redacted] c [redacted]',
		);
	});
});

test("array bodies of catalogue bulk endpoints keep every element's field messages", () => {
	const info = parseZidError([
		{},
		{ product_id: ['Product not found.'] },
		{ available_quantity: ['Ensure this value is >= 0.'] },
	]);
	expect(info.fields).toEqual([
		{ field: '1.product_id', messages: ['Product not found.'] },
		{ field: '2.available_quantity', messages: ['Ensure this value is >= 0.'] },
	]);
});

test('nested Django-REST field errors keep their path', () => {
	expect(
		parseZidError({
			file: { '3': { pin_code: ['This field is required.'] } },
			variants: [{}, { sku: ['Duplicate SKU.'] }],
		}).fields,
	).toEqual([
		{ field: 'file.3.pin_code', messages: ['This field is required.'] },
		{ field: 'variants.1.sku', messages: ['Duplicate SKU.'] },
	]);
});

describe("isolate: Zid's right-to-left text inside English", () => {
	test('a text with Arabic letters is wrapped once in U+2068 … U+2069, whole', () => {
		expect(isolate('حقل code مطلوب.')).toBe('\u2068حقل code مطلوب.\u2069');
		expect(isolate('Field «الاسم» is required')).toBe('\u2068Field «الاسم» is required\u2069');
	});

	test('English, digits and codes are left as they are', () => {
		expect(isolate('The code has already been taken.')).toBe('The code has already been taken.');
		expect(isolate('ERROR_SESSION_INVALID 401')).toBe('ERROR_SESSION_INVALID 401');
	});
});
