import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchBreaks, orderBreakRules } from './break-matching';
import { card, H } from './test-kit';
import type { BreakRule } from './types';

// Issue 30: with a paid 10-minute rest beside an unpaid 30-minute auto-deducted lunch (the demo's
// rules), a punched 37-minute lunch was matched to the rest (the first rule by afterSec) and the
// lunch was deducted anyway: 20 minutes lost a day, and false MB and LB flags. Worked examples with
// several rules at once, paid and unpaid, punched and not.

const M = 60;
const WEEK = { start: '2026-11-15', end: '2026-11-21' };
const D = '2026-11-17';
const rest: BreakRule = { name: 'Rest', paid: true, afterSec: 2 * H, durationSec: 10 * M };
const lunch: BreakRule = { name: 'Lunch', paid: false, afterSec: 5 * H, durationSec: 30 * M, autoDeduct: true };
const DEMO = [lunch, rest];
/** California's set: a paid 10-minute rest per four hours and an unpaid meal, a little grace on the rests. */
const CALIFORNIA: BreakRule[] = [
  { ...rest, name: 'Rest 1', graceSec: 2 * M },
  { ...lunch, name: 'Meal' },
  { ...rest, name: 'Rest 2', afterSec: 6 * H, graceSec: 2 * M },
];

/** A day's card from local 'HH:MM' pairs. */
const day = (pairs: [string, string][], breakRules: BreakRule[]) =>
  card(
    pairs.map(([a, b]) => [`${D}T${a}`, `${D}T${b}`]),
    WEEK,
    { breakRules },
  );

describe('break matching with several rules', () => {
  it('a 37-minute lunch under the demo rules is the lunch: nothing deducted, no missed break, 20 minutes no longer lost', () => {
    const t = day(
      [
        ['08:00', '12:00'],
        ['12:37', '17:00'],
      ],
      DEMO,
    );
    expect(t.totals).toMatchObject({ deductedSeconds: 0, paidBreakSeconds: 0, paidSeconds: 8 * H + 23 * M });
    expect(t.shifts[0]?.flags).toEqual(['long_break']); // 37 > 30 with no grace: a long lunch, not a long rest
    // With the demo's grace on the lunch, an ordinary day carries no break flag at all.
    const graced = day(
      [
        ['08:00', '12:00'],
        ['12:37', '17:00'],
      ],
      [{ ...lunch, graceSec: 15 * M }, rest],
    );
    expect(graced.shifts[0]?.flags).toEqual([]);
  });

  it('a punched rest and a punched lunch each find their rule, in either order', () => {
    const restFirst = day(
      [
        ['08:00', '10:00'],
        ['10:10', '12:00'],
        ['12:30', '17:00'],
      ],
      DEMO,
    );
    const lunchFirst = day(
      [
        ['08:00', '11:00'],
        ['11:30', '14:00'],
        ['14:10', '17:00'],
      ],
      DEMO,
    );
    for (const t of [restFirst, lunchFirst]) {
      expect(t.shifts[0]?.flags).toEqual([]);
      expect(t.totals).toMatchObject({ workedSeconds: 8 * H + 20 * M, paidBreakSeconds: 10 * M, deductedSeconds: 0, paidSeconds: 8.5 * H });
    }
  });

  it('a gap too long for the rest but short for the lunch is a short lunch: only the remainder is deducted', () => {
    const t = day(
      [
        ['08:00', '12:00'],
        ['12:20', '17:00'],
      ],
      DEMO,
    );
    expect(t.shifts[0]?.flags).toEqual(['short_break']);
    expect(t.totals).toMatchObject({ deductedSeconds: 10 * M, paidBreakSeconds: 0, paidSeconds: 8.5 * H });
    const deducted = t.trace.find((e) => e.kind === 'deducted');
    expect(deducted?.text).toContain('auto-deducted break Lunch');
  });

  it('a punched rest and no lunch: the rest is paid, the lunch is missed and deducted', () => {
    const t = day(
      [
        ['08:00', '10:00'],
        ['10:10', '17:00'],
      ],
      DEMO,
    );
    expect(t.shifts[0]?.flags).toEqual(['missed_break']);
    expect(t.totals).toMatchObject({ paidBreakSeconds: 10 * M, deductedSeconds: 30 * M, paidSeconds: 8.5 * H });
    expect(t.trace.find((e) => e.kind === 'deducted')?.start).toBe(t.shifts[0]!.start + 5 * H + 10 * M); // at 5 h worked
  });

  it('nothing punched: the unpaid lunch is missed and deducted, the paid rest is not flagged', () => {
    const t = day([['08:00', '17:00']], DEMO);
    expect(t.shifts[0]?.flags).toEqual(['missed_break']);
    expect(t.totals).toMatchObject({ deductedSeconds: 30 * M, paidBreakSeconds: 0, paidSeconds: 8.5 * H });
  });

  it("California's two rests and a meal: each gap to its rule, the meal chosen first", () => {
    const t = day(
      [
        ['08:00', '10:00'],
        ['10:12', '12:00'],
        ['12:30', '15:00'],
        ['15:09', '17:00'],
      ],
      CALIFORNIA,
    );
    expect(t.shifts[0]?.flags).toEqual([]);
    expect(t.totals).toMatchObject({ paidBreakSeconds: 19 * M, deductedSeconds: 0 });
    // Without the grace the 12-minute rest runs long and the 9-minute one is short; the meal still is the meal.
    const strict = day(
      [
        ['08:00', '10:00'],
        ['10:12', '12:00'],
        ['12:30', '15:00'],
        ['15:09', '17:00'],
      ],
      CALIFORNIA.map((r) => ({ ...r, graceSec: 0 })),
    );
    expect(strict.shifts[0]?.flags).toEqual(['short_break', 'long_break']);
    expect(strict.totals).toMatchObject({ paidBreakSeconds: 19 * M, deductedSeconds: 0 });
  });

  it('a gap longer than every rule is a long lunch; gaps beyond the rules stay unpaid and unflagged', () => {
    const long = day(
      [
        ['08:00', '12:00'],
        ['13:30', '17:00'],
      ],
      DEMO,
    );
    expect(long.shifts[0]?.flags).toEqual(['long_break']);
    expect(long.totals).toMatchObject({ deductedSeconds: 0, paidBreakSeconds: 0, paidSeconds: 7.5 * H });
    const extra = day(
      [
        ['08:00', '10:00'],
        ['10:10', '12:00'],
        ['12:30', '14:00'],
        ['14:05', '17:00'],
      ],
      [lunch],
    );
    expect(extra.shifts[0]?.flags).toEqual([]);
    expect(extra.totals).toMatchObject({ deductedSeconds: 0, paidBreakSeconds: 0, workedSeconds: 8 * H + 15 * M });
  });

  it('a single punched break never costs more than the longer of itself and the lunch (paid rest, unpaid lunch)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 120 }),
        (restMin, extra, gapMin) => {
          const r: BreakRule = { ...rest, durationSec: restMin * M };
          const l: BreakRule = { ...lunch, durationSec: (restMin + extra) * M };
          const out = 12 * 60 + gapMin;
          const t = day(
            [
              ['08:00', '12:00'],
              [`${String(Math.floor(out / 60)).padStart(2, '0')}:${String(out % 60).padStart(2, '0')}`, '18:00'],
            ],
            [r, l],
          );
          expect(t.totals.paidSeconds).toBe(10 * H - Math.max(gapMin, restMin + extra) * M);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('matchBreaks', () => {
  const ordered = orderBreakRules([rest, lunch]);
  it('orders rules longest first, equal durations by afterSec', () => {
    expect(orderBreakRules(CALIFORNIA).map((r) => r.name)).toEqual(['Meal', 'Rest 1', 'Rest 2']);
  });
  it('gives each rule the gap it is long enough for, whatever the time order', () => {
    expect([...matchBreaks([11 * M, 37 * M], ordered)]).toEqual([1, 0]); // lunch ← 37, rest ← 11 (long rest)
    expect([...matchBreaks([20 * M, 10 * M], ordered)]).toEqual([0, 1]); // lunch ← 20 (short), rest ← 10
    expect([...matchBreaks([5 * M, 5 * M], ordered)]).toEqual([1, 0]); // both short; the longer gap first, in time order
    expect([...matchBreaks([8 * M], ordered)]).toEqual([-1, 0]); // a short rest; the lunch has none
    expect([...matchBreaks([], ordered)]).toEqual([-1, -1]);
  });
});
