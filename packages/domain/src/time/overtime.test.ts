import { describe, expect, it } from 'vitest';
import { CALIFORNIA, FLSA, card, codes, dayCodes, H, NY, pairsToPunches } from './test-kit';

// Week of Sun 15 – Sat 21 Nov 2020 (workweek starts Sunday).
const WEEK = { start: '2020-11-15', end: '2020-11-21' };
const day = (d: number, from: string, to: string): [string, string] => [`2020-11-${d}T${from}`, `2020-11-${d}T${to}`];

describe('California', () => {
  it('daily overtime over 8 h and double time over 12 h', () => {
    const t = card([day(17, '06:00', '20:00')], WEEK, { payRule: CALIFORNIA });
    expect(dayCodes(t, '2020-11-17')).toEqual({ REG: 8 * H, OT: 4 * H, DT: 2 * H });
    const texts = t.trace.map((e) => e.text);
    expect(texts).toContain('daily overtime: worked beyond 8:00 on Tue 17 Nov');
    expect(texts).toContain('daily overtime 2: worked beyond 12:00 on Tue 17 Nov');
  });
  it('weekly overtime counts only regular hours (no pyramiding)', () => {
    const spans = [16, 17, 18, 19, 20].map((d) => day(d, '08:00', '18:00'));
    const t = card([...spans, day(21, '08:00', '16:00')], WEEK, { payRule: CALIFORNIA });
    expect(codes(t)).toEqual({ REG: 40 * H, OT: 18 * H });
    expect(dayCodes(t, '2020-11-21')).toEqual({ OT: 8 * H });
    expect(t.trace.at(-1)?.text).toBe('weekly overtime: worked beyond 40:00 in the week of Sun 15 Nov, on Sat 21 Nov');
  });
  it('seventh consecutive day: first 8 h at overtime, beyond 8 h at double time', () => {
    const spans = [day(15, '08:00', '12:00'), ...[16, 17, 18, 19, 20].map((d) => day(d, '08:00', '16:00'))];
    const t = card([...spans, day(21, '08:00', '18:00')], WEEK, { payRule: CALIFORNIA });
    expect(dayCodes(t, '2020-11-20')).toEqual({ REG: 4 * H, OT: 4 * H });
    expect(dayCodes(t, '2020-11-21')).toEqual({ OT: 8 * H, DT: 2 * H });
    expect(codes(t)).toEqual({ REG: 40 * H, OT: 12 * H, DT: 2 * H });
  });
  it('no seventh-day premium when a day of the workweek was skipped', () => {
    const spans = [16, 17, 18, 19, 20, 21].map((d) => day(d, '08:00', '14:00'));
    const t = card(spans, WEEK, { payRule: CALIFORNIA });
    expect(codes(t)).toEqual({ REG: 36 * H });
  });
});

describe('FLSA weekly overtime', () => {
  it('each workweek stands alone: 45 h then 35 h is 5 h overtime, not averaged', () => {
    const w1 = [15, 16, 17, 18, 19].map((d) => day(d, '08:00', '17:00'));
    const w2 = [22, 23, 24, 25, 26].map((d) => day(d, '08:00', '15:00'));
    const t = card([...w1, ...w2], { start: '2020-11-15', end: '2020-11-28' }, { payRule: FLSA });
    expect(codes(t)).toEqual({ REG: 75 * H, OT: 5 * H });
    expect(t.weeks.map((w) => w.byPayCode)).toEqual([{ REG: 40 * H, OT: 5 * H }, { REG: 35 * H }]);
  });
  it('overtimeByPayPeriod applies the weekly threshold to the whole period', () => {
    const w1 = [15, 16, 17, 18, 19].map((d) => day(d, '08:00', '17:00'));
    const w2 = [22, 23, 24, 25, 26].map((d) => day(d, '08:00', '15:00'));
    const rule = { ...FLSA, weekly1Threshold: 80, overtimeByPayPeriod: true };
    const t = card([...w1, ...w2, day(27, '08:00', '10:00')], { start: '2020-11-15', end: '2020-11-28' }, { payRule: rule });
    expect(codes(t)).toEqual({ REG: 80 * H, OT: 2 * H });
  });
  it('weekly2 takes over above its threshold', () => {
    const spans = [15, 16, 17, 18, 19].map((d) => day(d, '06:00', '18:00'));
    const t = card(spans, WEEK, { payRule: { ...FLSA, weekly2Threshold: 50, weekly2PayCode: 'DT' } });
    expect(codes(t)).toEqual({ REG: 40 * H, OT: 10 * H, DT: 10 * H });
  });
  it('uses the hours of the workweek before the period start', () => {
    const spans = [15, 16, 17, 18].map((d) => day(d, '08:00', '18:00'));
    const t = card([...spans, day(19, '08:00', '12:00')], { start: '2020-11-19', end: '2020-11-19' }, { payRule: FLSA });
    expect(codes(t)).toEqual({ OT: 4 * H });
    expect(t.days).toHaveLength(1);
  });
});

describe('what counts toward thresholds', () => {
  it('pay classes with countsTowardOt false are regular and do not count', () => {
    const spans = [day(17, '08:00', '12:00'), day(17, '12:00', '18:00')];
    const punches = pairsToPunches(NY, spans);
    const base = { payRule: CALIFORNIA, payClasses: [{ name: 'Training', countsTowardOt: false }] };
    expect(codes(card(spans, WEEK, base))).toEqual({ REG: 8 * H, OT: 2 * H });
    const training = punches.map((p) => (p.id === 'p0' ? { ...p, payClass: 'Training' } : p));
    const t = card([], WEEK, { ...base, punches: training });
    expect(codes(t)).toEqual({ REG: 10 * H });
    expect(t.trace[0]?.text).toBe('regular: pay class Training does not count toward overtime on Tue 17 Nov');
  });
  it('time off counts toward the weekly threshold only when its code says so', () => {
    const spans = [17, 18, 19, 20].map((d) => day(d, '08:00', '17:00'));
    const timeOff = [{ date: '2020-11-16', seconds: 8 * H, code: 'HOL' }];
    const counts = card(spans, WEEK, { payRule: FLSA, timeOff, payCodes: [{ code: 'HOL', countsTowardOt: true }] });
    expect(codes(counts)).toEqual({ HOL: 8 * H, REG: 32 * H, OT: 4 * H });
    const not = card(spans, WEEK, { payRule: FLSA, timeOff, payCodes: [{ code: 'HOL', countsTowardOt: false }] });
    expect(codes(not)).toEqual({ HOL: 8 * H, REG: 36 * H });
    expect(not.totals.timeOffSeconds).toBe(8 * H);
    expect(not.totals.paidSeconds).toBe(44 * H);
    // The time off code's own answer wins over its pay code's.
    const own = card(spans, WEEK, {
      payRule: FLSA,
      timeOff: timeOff.map((t) => ({ ...t, countsTowardOt: true })),
      payCodes: [{ code: 'HOL', countsTowardOt: false }],
    });
    expect(codes(own)).toEqual({ HOL: 8 * H, REG: 32 * H, OT: 4 * H });
  });
});
