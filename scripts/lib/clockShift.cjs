/**
 * Preloaded into an n8n process by the e2e harness (N8n.clockShiftMs, `--require`): its clock reads
 * ZID_E2E_CLOCK_SHIFT_MS later than the machine's, as if that much time had passed while it was
 * stopped. A scenario that must let the Zid Trigger's settle time go by (catch-up reads up to two
 * minutes ago) moves n8n's clock instead of sleeping. Only Date moves: timers keep their real
 * lengths, and every process of that n8n (its task runners too) reads the same moved clock.
 */
'use strict';

const shift = Number(process.env.ZID_E2E_CLOCK_SHIFT_MS || 0);
if (shift) {
	const RealDate = Date;
	const now = () => RealDate.now() + shift;
	function MovedDate(...args) {
		if (!new.target) return new RealDate(now()).toString();
		return args.length ? new RealDate(...args) : new RealDate(now());
	}
	MovedDate.prototype = RealDate.prototype;
	MovedDate.now = now;
	MovedDate.parse = RealDate.parse;
	MovedDate.UTC = RealDate.UTC;
	Object.setPrototypeOf(MovedDate, RealDate);
	globalThis.Date = MovedDate;
}
