/**
 * A 400 reads as "not found" only when the request named records by id, Zid blames no field and its
 * words say the record is not there (nodes/shared/transport/errors/zidError.ts, docs/zid-api.md §5): generated
 * answers of every shape, each combination checked.
 */
import { parseZidError, unknownIdsOf } from '../../nodes/shared/transport/errors/zidError';
import { pick, seeded } from '../helpers/random';

const GONE_WORDS = ['Not found.', 'Product matching query does not exist.', 'غير موجود.'];
const OTHER_WORDS = [
	'The Store-Id header, when sent, must be the store id (37213).',
	'JSON parse error - Expecting value',
	'No such user',
	'Invalid page.',
];

/** One answer body in one of Zid's shapes, saying `text`, with or without a blamed field. */
function body(random: () => number, text: string, field: boolean): unknown {
	if (field)
		return pick(random, [
			{ sku: [text] },
			{ error: { code: 'x', message: text, fields: { id: [text] } } },
		]);
	return pick(random, [
		{ detail: text },
		{ status: 'error', message: { type: 'error', code: 'ERROR_X', name: 'x', description: text } },
		{ status: 400, success: false, error: { code: 'bad_request', message: text } },
	]);
}

test('generated: only a 400 that names ids, blames no field and says not found reads as not found', () => {
	for (let seed = 1; seed <= 400; seed++) {
		const random = seeded(seed);
		const status = pick(random, [400, 400, 404, 422, 500]);
		const gone = random() < 0.5;
		const field = random() < 0.3;
		const ids = random() < 0.7 ? ['7f0c2a1e-1b2c-4d3e-8f40-123456789abc'] : undefined;
		const text = pick(random, gone ? GONE_WORDS : OTHER_WORDS);
		const info = parseZidError(body(random, text, field));
		const expected = status === 400 && gone && !field && ids ? ids : undefined;
		expect({ seed, status, text, field, ids, read: unknownIdsOf(status, info, ids) }).toEqual({
			seed,
			status,
			text,
			field,
			ids,
			read: expected,
		});
	}
});
