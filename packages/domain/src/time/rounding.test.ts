import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickRoundingRule, roundInstant } from './rounding';
import { card, H, NY } from './test-kit';
import type { RoundingRule } from './types';
import { epochFromLocal } from './zone';

const MIN = 60;
const day = epochFromLocal('2020-11-17T00:00', NY);
const at = (h: number, m: number, s = 0): number => day + h * H + m * MIN + s;

describe('7-minute rule (nearest quarter hour)', () => {
  const rule: RoundingRule = { applyTo: 'both', intervalSec: 15 * MIN, mode: 'nearest' };
  it('1–7 minutes past round down, 8–14 round up', () => {
    expect(roundInstant(at(8, 7), rule, day)).toBe(at(8, 0));
    expect(roundInstant(at(8, 8), rule, day)).toBe(at(8, 15));
    expect(roundInstant(at(7, 53), rule, day)).toBe(at(8, 0));
    expect(roundInstant(at(7, 52), rule, day)).toBe(at(7, 45));
    expect(roundInstant(at(8, 0), rule, day)).toBe(at(8, 0));
  });
});

describe('up, down and grace', () => {
  it('rounds up and down to the interval', () => {
    expect(roundInstant(at(8, 1), { applyTo: 'in', intervalSec: 15 * MIN, mode: 'up' }, day)).toBe(at(8, 15));
    expect(roundInstant(at(8, 14), { applyTo: 'in', intervalSec: 15 * MIN, mode: 'down' }, day)).toBe(at(8, 0));
  });
  it('grace snaps to a boundary within graceSec before applying the mode', () => {
    const rule: RoundingRule = { applyTo: 'in', intervalSec: 15 * MIN, mode: 'up', graceSec: 5 * MIN };
    expect(roundInstant(at(8, 4), rule, day)).toBe(at(8, 0));
    expect(roundInstant(at(8, 6), rule, day)).toBe(at(8, 15));
  });
  it('snaps to the scheduled start inside the window', () => {
    const rule: RoundingRule = { applyTo: 'in', intervalSec: 15 * MIN, mode: 'nearest', scheduleWindowSec: 10 * MIN };
    expect(roundInstant(at(8, 52), rule, day, at(9, 0))).toBe(at(9, 0));
    expect(roundInstant(at(8, 40), rule, day, at(9, 0))).toBe(at(8, 45));
  });
});

describe('rule choice', () => {
  const rules: RoundingRule[] = [
    { applyTo: 'both', intervalSec: 60, mode: 'down' },
    { applyTo: 'out', intervalSec: 300, mode: 'down' },
    { applyTo: 'shiftEnd', intervalSec: 900, mode: 'up' },
  ];
  it('position beats direction beats both', () => {
    expect(pickRoundingRule(rules, 'out', 'shiftEnd')?.intervalSec).toBe(900);
    expect(pickRoundingRule(rules, 'out', 'breakStart')?.intervalSec).toBe(300);
    expect(pickRoundingRule(rules, 'in', 'shiftStart')?.intervalSec).toBe(60);
  });
});

describe('rounding in a time card keeps actual and rounded times', () => {
  it('pays the rounded span and reports both instants', () => {
    const t = card(
      [['2020-11-17T08:07', '2020-11-17T16:08']],
      { start: '2020-11-15', end: '2020-11-21' },
      {
        roundingRules: [{ applyTo: 'both', intervalSec: 900, mode: 'nearest' }],
      },
    );
    expect(t.totals.workedSeconds).toBe(8.25 * H);
    expect(t.punches[0]?.at).toBe(epochFromLocal('2020-11-17T08:07', NY));
    expect(t.punches[0]?.roundedAt).toBe(epochFromLocal('2020-11-17T08:00', NY));
    expect(t.punches[1]?.roundedAt).toBe(epochFromLocal('2020-11-17T16:15', NY));
  });
});

describe('property: rounding is idempotent', () => {
  it('round(round(t)) === round(t)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 86400 }),
        fc.constantFrom(60, 300, 360, 600, 900, 1800, 3600),
        fc.constantFrom('up' as const, 'down' as const, 'nearest' as const),
        fc.integer({ min: 0, max: 600 }),
        fc.option(fc.integer({ min: 0, max: 3 * 86400 }), { nil: null }),
        fc.integer({ min: 0, max: 1800 }),
        (offset, intervalSec, mode, graceSec, scheduled, scheduleWindowSec) => {
          const rule: RoundingRule = { applyTo: 'both', intervalSec, mode, graceSec, scheduleWindowSec };
          const sched = scheduled === null ? null : day + scheduled;
          const once = roundInstant(day + offset, rule, day, sched);
          expect(roundInstant(once, rule, day, sched)).toBe(once);
        },
      ),
    );
  });
});
