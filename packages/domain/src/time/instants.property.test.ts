import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ENGINE_INSTANT, MIN_ENGINE_INSTANT } from './instants';
import { computeTimecard } from './timecard';
import type { TimecardInput } from './timecard-input';
import type { Punch } from './types';

// Issue 30: one punch with milliseconds (a clock sending toISOString(), a typed edit) made the card
// throw "… cannot be converted to a BigInt", and with it the worker's card, the organization's
// card list and the dashboard for the whole pay period. The engine is total on instants now.

const NOW = Date.UTC(2026, 10, 17, 13) / 1000; // Tue 17 Nov 2026, 08:00 in New York
const H = 3600;

const base = (punches: Punch[], extra: Partial<TimecardInput> = {}): TimecardInput => ({
  timeZone: 'America/New_York',
  period: { start: '2026-11-15', end: '2026-11-28' },
  punches,
  settings: { shiftMode: 'default' },
  payRule: { daily1Threshold: 8, daily1PayCode: 'OT', weekly1Threshold: 40, weekly1PayCode: 'OT', weekStartsOn: 1 },
  wage: '18.75',
  roundingRules: [{ applyTo: 'both', intervalSec: 900, mode: 'nearest' }],
  breakRules: [{ name: 'Lunch', paid: false, afterSec: 5 * H, durationSec: 1800, autoDeduct: true }],
  ...extra,
});

// Any number at all: near the period with milliseconds, far away, out of every calendar, not a number.
const instant = fc.oneof(
  fc.double({ min: NOW - 3 * 86400, max: NOW + 14 * 86400, noNaN: true }),
  fc.integer({ min: NOW, max: NOW + 14 * 86400 }).map((t) => t + 0.999),
  fc.double({ min: MIN_ENGINE_INSTANT - 86400, max: MAX_ENGINE_INSTANT + 86400, noNaN: true }),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, MIN_ENGINE_INSTANT, MAX_ENGINE_INSTANT, 8.64e12, -8.64e12, Number.MAX_VALUE),
);

const punchArb = fc.record({
  at: instant,
  type: fc.constantFrom('in' as const, 'out' as const),
  originalAt: fc.option(instant, { nil: undefined }),
  receivedAt: fc.option(instant, { nil: undefined }),
});

const toPunches = (list: { at: number; type: 'in' | 'out'; originalAt?: number; receivedAt?: number }[]): Punch[] =>
  list.map((p, i) => {
    const punch: Punch = { id: `p${i}`, at: p.at, type: p.type, origin: 'clock' };
    if (p.originalAt !== undefined) punch.originalAt = p.originalAt;
    if (p.receivedAt !== undefined) punch.receivedAt = p.receivedAt;
    return punch;
  });

describe('the engine is total on instants', () => {
  it('computes a consistent card from any instants, with whole seconds and exact amounts', () => {
    fc.assert(
      fc.property(fc.array(punchArb, { maxLength: 12 }), instant, (list, asOf) => {
        const t = computeTimecard(base(toPunches(list), { asOf, schedule: [{ start: asOf, end: asOf + 8 * H }] }));
        expect(Number.isInteger(t.totals.workedSeconds)).toBe(true);
        expect(t.payCodes.reduce((a, p) => a + p.seconds, 0)).toBe(t.totals.workedSeconds + t.totals.paidBreakSeconds);
        expect(t.totals.amount).toMatch(/^-?\d+\.\d{2}$/);
        for (const p of t.punches) expect(Number.isInteger(p.at) && Number.isInteger(p.roundedAt)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('counts an instant with milliseconds as its whole second', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: NOW, max: NOW + 13 * 86400 }), { minLength: 2, maxLength: 10 }),
        fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { minLength: 10, maxLength: 10 }),
        (seconds, fractions) => {
          const whole = toPunches(seconds.map((at, i) => ({ at, type: i % 2 === 0 ? 'in' : 'out', receivedAt: at })));
          const fractional = whole.map((p, i) => ({ ...p, at: p.at + (fractions[i] ?? 0), receivedAt: p.at + (fractions[i] ?? 0) }));
          const a = computeTimecard(base(whole));
          const b = computeTimecard(base(fractional));
          expect(b.totals).toEqual(a.totals);
          expect(b.payCodes).toEqual(a.payCodes);
          expect(b.punches).toEqual(a.punches);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('pays a milliseconds shift like the same shift in whole seconds (the card that answered 500)', () => {
    const at = NOW + 0.123;
    const t = computeTimecard(
      base(
        toPunches([
          { at, type: 'in' },
          { at: at + 8 * H + 0.654, type: 'out' },
        ]),
      ),
    );
    expect(t.totals.workedSeconds).toBe(7.5 * H); // 8 h minus the auto-deducted lunch
    expect(t.totals.amount).toBe('140.63'); // 7.5 h × 18.75
    expect(t.punches.map((p) => p.at)).toEqual([NOW, NOW + 8 * H]);
  });
});
