/**
 * The Shipping Method filter's pure parts: the forms of a delivery option's code the node tries, and
 * how an order of each payload shows the option it was sent with (the check that stops a list a
 * dropped filter widened). Generated orders, seeded; a failing case prints its seed.
 */
import { ORDER_FILTER_CHECKS, optionIdOf } from '../../nodes/Zid/actions/order/listChecks';
import { codeCandidates } from '../../nodes/Zid/actions/order/shippingMethod';
import { seeded } from '../helpers/random';

const check = (code: string) => ORDER_FILTER_CHECKS.shipping_method.test(code, {})!;

describe('the forms of a delivery option code', () => {
	test("the contract's two first, then the system code's; no repeats", () => {
		expect(codeCandidates('7002')).toEqual(['zid_delivery.option_7002', 'zid_pickup.option_7002']);
		expect(codeCandidates('5423', 'zid_zidship')).toEqual([
			'zid_delivery.option_5423',
			'zid_pickup.option_5423',
			'zid_zidship.option_5423',
		]);
		expect(codeCandidates('12', 'zid_delivery')).toHaveLength(2);
	});

	test('the option id a code names', () => {
		expect(optionIdOf('zid_pickup.option_7002')).toBe('7002');
		expect(optionIdOf(' zid_delivery.option_12 ')).toBe('12');
		// A code that names no option (e.g. a shipping company's level) cannot be checked.
		expect(optionIdOf('zid_zidship.level_2')).toBeUndefined();
		expect(ORDER_FILTER_CHECKS.shipping_method.test('zid_zidship.level_2', {})).toBeUndefined();
	});
});

describe('an order shows the delivery option it was sent with', () => {
	test.each(Array.from({ length: 20 }, (_, i) => i + 1))('seed %i', (seed) => {
		const random = seeded(seed);
		const wanted = 1000 + Math.floor(random() * 9000);
		const other = wanted + 1 + Math.floor(random() * 50);
		const id = random() < 0.5 ? wanted : other;
		const prefix = random() < 0.5 ? 'zid_delivery' : 'zid_pickup';
		const test = check(`${prefix}.option_${wanted}`);
		const simple = { shipping: { method: { id, name: 'توصيل', code: prefix } } };
		const tiny = { shipping_method: `${prefix}.option_${id}` };
		const verdicts = { seed, simple: test(simple), tiny: test(tiny) };
		expect(verdicts).toEqual({ seed, simple: id === wanted, tiny: id === wanted });
	});

	test("an order that needs no shipping contradicts the filter; an order that shows nothing can't tell", () => {
		const test = check('zid_delivery.option_12');
		expect(test({ shipping: { method: { id: null, name: "Doesn't Require Shipping" } } })).toBe(
			false,
		);
		expect(test({ id: 1 })).toBeUndefined();
		expect(test({ shipping_method_code: 'zid_delivery.option_12' })).toBe(true);
	});
});
