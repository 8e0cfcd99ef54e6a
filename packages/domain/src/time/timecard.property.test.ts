import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoFromDay, dayFromIso } from './civil';
import { computeTimecard } from './timecard';
import type { TimecardInput } from './timecard-input';
import type { PayRule, Punch } from './types';
import { epochFromLocal } from './zone';

const START = dayFromIso('2021-02-28'); // a Sunday; 14 days run over the US spring-forward day
const H = 3600;

// Shifts as (day offset, start minute of day, pair lengths and gaps in minutes).
const shiftArb = fc.record({
  day: fc.integer({ min: 0, max: 13 }),
  startMin: fc.integer({ min: 0, max: 22 * 60 }),
  parts: fc.array(fc.integer({ min: 1, max: 7 * 60 }), { minLength: 1, maxLength: 3 }),
  gap: fc.integer({ min: 1, max: 90 }),
});

const ruleArb: fc.Arbitrary<PayRule> = fc.record({
  daily1Threshold: fc.constantFrom(null, 8, 10),
  daily1PayCode: fc.constant('OT'),
  daily2Threshold: fc.constantFrom(null, 12),
  daily2PayCode: fc.constant('DT'),
  weekly1Threshold: fc.constantFrom(null, 40, 20),
  weekly1PayCode: fc.constant('OT'),
  weekly2Threshold: fc.constantFrom(null, 50),
  weekly2PayCode: fc.constant('WDT'),
  consecutiveDaysThreshold: fc.constantFrom(null, 5, 7),
  consecutiveDaysRegularPayCode: fc.constant('C1'),
  consecutiveDaysDaily1PayCode: fc.constant('C2'),
  weekStartsOn: fc.constant(1),
  applyShiftOverlapTo: fc.constantFrom('start' as const, 'end' as const, 'split' as const),
});

type ShiftSpec = { day: number; startMin: number; parts: number[]; gap: number };

function toPunches(shifts: readonly ShiftSpec[], zone: string, dayShift = 0): Punch[] {
  const sorted = [...shifts].sort((a, b) => a.day - b.day || a.startMin - b.startMin);
  const out: Punch[] = [];
  let floor = -Infinity;
  sorted.forEach((s, k) => {
    let t = epochFromLocal(`${isoFromDay(START + s.day + dayShift)}T00:00`, zone) + s.startMin * 60;
    if (t <= floor) return; // keep shifts disjoint
    s.parts.forEach((len, i) => {
      out.push({ id: `s${k}i${i}`, type: 'in', at: t }, { id: `s${k}o${i}`, type: 'out', at: t + len * 60 });
      t += (len + s.gap) * 60;
    });
    floor = t;
  });
  return out;
}

const input = (punches: Punch[], payRule: PayRule, zone: string, from = 0, to = 13): TimecardInput => ({
  timeZone: zone,
  period: { start: isoFromDay(START + from), end: isoFromDay(START + to) },
  punches,
  settings: { shiftMode: 'default' },
  payRule,
  trace: false,
});

const sum = (r: Record<string, number>): number => Object.values(r).reduce((a, b) => a + b, 0);

describe('properties of the time card', () => {
  it('pay-code seconds always sum to worked seconds, per day and in total', () => {
    fc.assert(
      fc.property(fc.array(shiftArb, { maxLength: 12 }), ruleArb, (shifts, rule) => {
        const t = computeTimecard(input(toPunches(shifts, 'America/New_York'), rule, 'America/New_York'));
        expect(t.payCodes.reduce((a, p) => a + p.seconds, 0)).toBe(t.totals.workedSeconds);
        for (const d of t.days) expect(sum(d.byPayCode)).toBe(d.workedSeconds);
        expect(t.shifts.reduce((a, s) => a + s.workedSeconds, 0)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });

  it('a two-week period in one call equals its two weeks computed apart', () => {
    fc.assert(
      fc.property(fc.array(shiftArb, { maxLength: 12 }), ruleArb, (shifts, rule) => {
        const zone = 'America/New_York';
        const punches = toPunches(shifts, zone);
        const whole = computeTimecard(input(punches, rule, zone));
        const w1 = computeTimecard(input(punches, rule, zone, 0, 6));
        const w2 = computeTimecard(input(punches, rule, zone, 7, 13));
        expect([...w1.days, ...w2.days]).toEqual(whole.days);
        expect([...w1.weeks, ...w2.weeks]).toEqual(whole.weeks);
      }),
      { numRuns: 100 },
    );
  });

  it('shifting every punch by whole weeks shifts nothing else (UTC, no DST)', () => {
    fc.assert(
      fc.property(fc.array(shiftArb, { maxLength: 12 }), ruleArb, fc.integer({ min: -60, max: 60 }), (shifts, rule, weeks) => {
        const base = computeTimecard(input(toPunches(shifts, 'UTC'), rule, 'UTC'));
        const moved = computeTimecard(input(toPunches(shifts, 'UTC', weeks * 7), rule, 'UTC', weeks * 7, weeks * 7 + 13));
        const strip = (t: typeof base) => ({
          days: t.days.map(({ date: _d, ...rest }) => rest),
          payCodes: t.payCodes,
          totals: t.totals,
          shifts: t.shifts.map((s) => ({ flags: s.flags, worked: s.workedSeconds, n: s.pairs.length })),
        });
        expect(strip(moved)).toEqual(strip(base));
        expect(moved.shifts.map((s) => s.start - weeks * 7 * 86400)).toEqual(base.shifts.map((s) => s.start));
      }),
      { numRuns: 100 },
    );
  });
});

describe('worked time is real elapsed time', () => {
  it('equals the sum of the pairs when no rule changes it', () => {
    fc.assert(
      fc.property(fc.array(shiftArb, { maxLength: 12 }), (shifts) => {
        const punches = toPunches(shifts, 'Europe/London');
        const t = computeTimecard({ ...input(punches, {}, 'Europe/London', -7, 20) });
        let expected = 0;
        for (let i = 0; i + 1 < punches.length; i += 2) expected += (punches[i + 1]?.at ?? 0) - (punches[i]?.at ?? 0);
        expect(t.totals.workedSeconds).toBe(expected);
        expect(expected % 60).toBe(0);
        expect(t.totals.workedSeconds <= 14 * 24 * H).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
