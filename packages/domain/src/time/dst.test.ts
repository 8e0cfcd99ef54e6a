import { describe, expect, it } from 'vitest';
import { card, dayCodes, H, LONDON, NY } from './test-kit';
import { zoneClock } from './zone';
import { dayFromIso } from './civil';

const rule = { daily1Threshold: 8, daily1PayCode: 'OT' };

describe.each([
  { zone: NY, spring: '2021-03-14', fall: '2021-11-07' },
  { zone: LONDON, spring: '2021-03-28', fall: '2021-10-31' },
])('daylight saving in $zone', ({ zone, spring, fall }) => {
  const period = (d: string) => ({ start: d, end: d });
  it('spring forward: midnight to 06:00 is 5 real hours', () => {
    const t = card([[`${spring}T00:00`, `${spring}T06:00`]], period(spring), { timeZone: zone });
    expect(t.totals.workedSeconds).toBe(5 * H);
  });
  it('fall back: midnight to 10:00 is 11 real hours, daily overtime on elapsed time', () => {
    const t = card([[`${fall}T00:00`, `${fall}T10:00`]], period(fall), { timeZone: zone, payRule: rule });
    expect(dayCodes(t, fall)).toEqual({ REG: 8 * H, OT: 3 * H });
  });
  it('the local day lasts 23 and 25 hours', () => {
    const clock = zoneClock(zone);
    const length = (d: string) => clock.dayStart(dayFromIso(d) + 1) - clock.dayStart(dayFromIso(d));
    expect(length(spring)).toBe(23 * H);
    expect(length(fall)).toBe(25 * H);
  });
});

describe('overnight across a DST change', () => {
  it('split at local midnight keeps real time on each side (New York, fall back)', () => {
    const t = card(
      [['2021-11-06T22:00', '2021-11-07T06:00']],
      { start: '2021-11-06', end: '2021-11-07' },
      {
        settings: { shiftMode: 'default', applyShiftOverlapTo: 'split' },
      },
    );
    expect(t.days.map((d) => d.workedSeconds)).toEqual([2 * H, 7 * H]);
  });
  it('a 4:00 work-day start on the London spring-forward day', () => {
    const t = card(
      [['2021-03-28T03:00', '2021-03-28T05:00']],
      { start: '2021-03-27', end: '2021-03-28' },
      {
        timeZone: LONDON,
        settings: { shiftMode: 'default', shiftStartsAt: '04:00', applyShiftOverlapTo: 'split' },
      },
    );
    expect(t.days.map((d) => d.workedSeconds)).toEqual([H, H]);
  });
  it('rounding to the quarter hour stays on wall-clock quarters after the change', () => {
    const t = card(
      [['2021-03-14T03:07', '2021-03-14T05:08']],
      { start: '2021-03-14', end: '2021-03-14' },
      {
        roundingRules: [{ applyTo: 'both', intervalSec: 900, mode: 'nearest' }],
      },
    );
    expect(t.totals.workedSeconds).toBe(2.25 * H);
  });
});
