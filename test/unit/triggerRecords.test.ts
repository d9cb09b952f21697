/**
 * Zid Trigger reads the order record as live stores send it (`customer.id` a number, mobiles
 * `9665...` without `+`, `customer.email` possibly "") and as Zid's webhook docs show it
 * (`customer.id` a string, mobiles with `+`): every variant is one delivery, passed on untouched.
 */
import { deliveryKey, parseDelivery } from '../../nodes/shared/webhooks/delivery';
import { seeded } from '../helpers/random';

function order(seed: number) {
	const random = seeded(seed);
	const customerId = 50000 + Math.floor(random() * 10000);
	const mobile = `9665${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
	const id = 40100000 + Math.floor(random() * 100000);
	return {
		record: (asText: boolean, plus: boolean, email: string) => ({
			id,
			invoice_number: id,
			code: 'k2Qe7TzX1p',
			store_id: 37213,
			order_status: { name: 'جديد', code: 'new' },
			source: 'لوحة التحكم',
			source_code: 'md',
			order_total: '11523.00000000000000',
			order_total_string: '11,523.00 SAR',
			customer: {
				id: asText ? String(customerId) : customerId,
				name: 'نورة العتيبي',
				email,
				mobile: plus ? `+${mobile}` : mobile,
			},
			created_at: '2026-08-20 09:15:02',
			updated_at: '2026-08-20 09:15:02',
		}),
	};
}

describe('Zid Trigger: order records of either shape', () => {
	test('generated: customer.id text or number, mobile with or without +, e-mail empty or not: one delivery, the record untouched', () => {
		for (let seed = 1; seed <= 100; seed++) {
			const source = order(seed);
			const keys = new Set<string>();
			for (const asText of [false, true])
				for (const plus of [false, true])
					for (const email of ['', 'noura@example.sa']) {
						const record = source.record(asText, plus, email);
						const sent = JSON.parse(JSON.stringify(record));
						const parsed = parseDelivery(sent, 'order.status.update');
						expect({ seed, asText, plus, email, parsed }).toEqual({
							seed,
							asText,
							plus,
							email,
							parsed: {
								ok: true,
								delivery: { event: 'order.status.update', record, storeId: undefined },
							},
						});
						if (parsed.ok) keys.add(deliveryKey(parsed.delivery));
					}
			// Each variant is its own content: none is mistaken for a repeat of another.
			expect(keys.size).toBe(8);
		}
	});
});
