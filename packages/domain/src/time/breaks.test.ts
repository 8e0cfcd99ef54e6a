import { describe, expect, it } from 'vitest';
import { card, H } from './test-kit';
import type { BreakRule } from './types';

const WEEK = { start: '2020-11-15', end: '2020-11-21' };
const lunch: BreakRule = { name: 'Lunch', paid: false, afterSec: 6 * H, durationSec: 30 * 60, autoDeduct: true };
const rest: BreakRule = { name: 'Rest', paid: true, afterSec: 2 * H, durationSec: 15 * 60, graceSec: 60 };

describe('automatic deduction', () => {
  it('deducts the whole break when none was punched after N hours', () => {
    const t = card([['2020-11-17T08:00', '2020-11-17T17:00']], WEEK, { breakRules: [lunch] });
    expect(t.totals.workedSeconds).toBe(8.5 * H);
    expect(t.totals.deductedSeconds).toBe(1800);
    expect(t.shifts[0]?.flags).toContain('missed_break');
    const deducted = t.trace.find((e) => e.kind === 'deducted');
    expect(deducted?.start).toBe((t.shifts[0]?.start ?? 0) + 6 * H);
    expect(deducted?.text).toContain('auto-deducted break Lunch: no break punched');
  });
  it('does not deduct below the threshold', () => {
    const t = card([['2020-11-17T08:00', '2020-11-17T13:00']], WEEK, { breakRules: [lunch] });
    expect(t.totals.workedSeconds).toBe(5 * H);
    expect(t.shifts[0]?.flags).not.toContain('missed_break');
  });
  it('deducts only the remainder of a short punched break', () => {
    const t = card(
      [
        ['2020-11-17T08:00', '2020-11-17T12:00'],
        ['2020-11-17T12:20', '2020-11-17T17:00'],
      ],
      WEEK,
      {
        breakRules: [lunch],
      },
    );
    expect(t.totals.deductedSeconds).toBe(600);
    expect(t.totals.workedSeconds).toBe(4 * H + 4 * H + 40 * 60 - 600);
    expect(t.shifts[0]?.flags).toEqual(['short_break']);
  });
  it('flags a long break and deducts nothing more', () => {
    const t = card(
      [
        ['2020-11-17T08:00', '2020-11-17T12:00'],
        ['2020-11-17T13:00', '2020-11-17T17:00'],
      ],
      WEEK,
      {
        breakRules: [lunch],
      },
    );
    expect(t.totals.deductedSeconds).toBe(0);
    expect(t.shifts[0]?.flags).toEqual(['long_break']);
  });
});

describe('paid breaks', () => {
  it('pays a punched break up to its duration', () => {
    const t = card(
      [
        ['2020-11-17T08:00', '2020-11-17T10:00'],
        ['2020-11-17T10:20', '2020-11-17T12:00'],
      ],
      WEEK,
      {
        breakRules: [rest],
      },
    );
    expect(t.totals.paidBreakSeconds).toBe(15 * 60);
    expect(t.totals.paidSeconds).toBe(2 * H + 100 * 60 + 15 * 60);
    expect(t.shifts[0]?.flags).toEqual(['long_break']);
  });
  it('tolerates graceSec before flagging', () => {
    const t = card(
      [
        ['2020-11-17T08:00', '2020-11-17T10:00'],
        ['2020-11-17T10:14', '2020-11-17T12:00'],
      ],
      WEEK,
      {
        breakRules: [rest],
      },
    );
    expect(t.shifts[0]?.flags).toEqual([]);
    expect(t.totals.paidBreakSeconds).toBe(14 * 60);
  });
  it('does not flag an unpunched paid break: it is time on the clock, taken at work', () => {
    const t = card([['2020-11-17T08:00', '2020-11-17T12:00']], WEEK, { breakRules: [rest] });
    expect(t.shifts[0]?.flags).toEqual([]);
    expect(t.totals.paidSeconds).toBe(4 * H);
  });
});
