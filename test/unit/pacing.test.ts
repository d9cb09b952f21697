import { holdUntil, reserveSlot, resetPacing } from '../../nodes/Zid/transport/pacing';

beforeEach(() => resetPacing());

test('the burst goes out at once, then one call per interval', () => {
	const config = { perMinute: 60, burst: 3 };
	const waits = Array.from({ length: 6 }, () => reserveSlot('s', config, 0));
	expect(waits).toEqual([0, 0, 0, 1000, 2000, 3000]);
});

test('the bucket drains while idle', () => {
	const config = { perMinute: 60, burst: 2 };
	expect([reserveSlot('s', config, 0), reserveSlot('s', config, 0), reserveSlot('s', config, 0)]).toEqual([0, 0, 1000]);
	// 10 s later the bucket is empty again: a full burst is available.
	expect([reserveSlot('s', config, 10000), reserveSlot('s', config, 10000), reserveSlot('s', config, 10000)]).toEqual([0, 0, 1000]);
});

test('stores are paced separately', () => {
	const config = { perMinute: 60, burst: 1 };
	expect(reserveSlot('a', config, 0)).toBe(0);
	expect(reserveSlot('b', config, 0)).toBe(0);
	expect(reserveSlot('a', config, 0)).toBe(1000);
});

test('after a 429 nobody sends before the hold ends, then the pace resumes', () => {
	const config = { perMinute: 60, burst: 5 };
	holdUntil('s', config, 5000);
	expect(reserveSlot('s', config, 0)).toBe(5000);
	expect(reserveSlot('s', config, 0)).toBe(6000);
});

test('pacing off', () => {
	expect(reserveSlot('s', { perMinute: 0, burst: 1 }, 0)).toBe(0);
	expect(reserveSlot('s', { perMinute: 0, burst: 1 }, 0)).toBe(0);
});
