import { computeTimecard, engineRulesFrom, isoFromDay, dayFromIso, localFromEpoch, storedTimeRules, type Punch } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { planDemoActivity, type DemoActivityWorker } from './activity.demo';
import { DEMO_BREAK_RULES } from './time-rules.demo';

// Issue 30: under the demo's rules (a paid 10-minute rest beside an unpaid, auto-deducted 30-minute
// lunch) the punched lunch was taken for the rest, so nearly every demo day carried a false long
// break and a false missed break, and lost 20 minutes. The demo's six weeks of punches, through
// the demo's break rules: an ordinary day (IN, lunch OUT and IN, OUT) has no break flag and nothing
// deducted; a day without lunch punches is a missed lunch, deducted.

const ZONE = 'America/New_York';
const NOW = Date.UTC(2026, 10, 26, 17) / 1000;
const UNITS = ['Downtown', 'Airport', 'Harbor'] as const;
const workers: DemoActivityWorker[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  index,
  unit: UNITS[index % 3]!,
  pin: String(1000 + index),
  qrBadge: null,
}));

describe("the demo's break rules on the demo's days", () => {
  const rules = engineRulesFrom(
    storedTimeRules({ breakRules: DEMO_BREAK_RULES.map((b, i) => ({ id: i + 1, version: 1, active: true, ...b })) }),
  );
  // The punches that reached the time cards: a face attempt the clock refused is not one.
  const plan = planDemoActivity(workers, ZONE, NOW).filter((s) => s.kind === 'punch' && s.identification.method !== 'face');
  const today = localFromEpoch(NOW, ZONE).slice(0, 10);
  const shifts = workers.flatMap((worker) => {
    const punches: Punch[] = plan
      .filter((s) => s.employeeId === worker.id)
      .map((s, i) => ({ id: `${worker.id}-${i}`, at: s.at, type: s.type, origin: 'clock' }));
    const card = computeTimecard({
      timeZone: ZONE,
      period: { start: isoFromDay(dayFromIso(today) - 43), end: today },
      punches,
      ...rules,
    });
    return card.shifts.filter((s) => s.end < NOW - 86400);
  });
  const BREAK_FLAGS = ['missed_break', 'short_break', 'long_break'];

  it('an ordinary day with a punched lunch carries no break flag and loses nothing', () => {
    const ordinary = shifts.filter((s) => s.pairs.length === 2);
    expect(ordinary.length).toBeGreaterThan(250);
    expect(ordinary.filter((s) => s.flags.some((f) => BREAK_FLAGS.includes(f))).map((s) => s.flags)).toEqual([]);
    expect(ordinary.filter((s) => s.deductedSeconds > 0)).toEqual([]);
  });

  it('a day without lunch punches is a missed lunch, deducted; the paid rest taken on the clock is never missed', () => {
    const withoutLunch = shifts.filter((s) => s.pairs.length === 1 && s.pairs[0]!.seconds >= 5 * 3600);
    expect(withoutLunch.length).toBeGreaterThan(10);
    expect(withoutLunch.every((s) => s.flags.includes('missed_break') && s.deductedSeconds === 30 * 60)).toBe(true);
    expect(shifts.filter((s) => s.flags.includes('long_break') || s.flags.includes('short_break'))).toEqual([]);
  });
});
