import { describe, expect, it } from 'vitest';
import { card, CALIFORNIA, dayCodes, H, NY } from './test-kit';
import type { ScheduledShift } from './types';
import { epochFromLocal } from './zone';

const WEEK = { start: '2020-11-15', end: '2020-11-21' };
const e = (s: string): number => epochFromLocal(s, NY);
// Tuesday's night shift, dated by the work day of its start (no `date`).
const night: ScheduledShift[] = [{ id: 'n', start: e('2020-11-17T22:00'), end: e('2020-11-18T06:00') }];
const lateNight: [string, string][] = [['2020-11-18T00:10', '2020-11-18T06:00']];

describe('workShift', () => {
  it('off: a shift whose first IN is after midnight counts on the day of that IN', () => {
    const t = card(lateNight, WEEK, { schedule: night });
    expect(t.shifts.map((s) => [s.date, s.flags])).toEqual([['2020-11-18', ['prior_shift']]]);
    expect(t.days.find((d) => d.date === '2020-11-18')?.workedSeconds).toBe(5 * H + 50 * 60);
  });
  it("on: the matched scheduled shift's work day wins, and prior shift is not raised", () => {
    const t = card(lateNight, WEEK, { schedule: night, settings: { shiftMode: 'default', workShift: true } });
    expect(t.shifts.map((s) => [s.date, s.flags, s.scheduledShiftId])).toEqual([['2020-11-17', [], 'n']]);
    expect(t.days.find((d) => d.date === '2020-11-17')?.workedSeconds).toBe(5 * H + 50 * 60);
    expect(t.days.find((d) => d.date === '2020-11-18')?.workedSeconds).toBe(0);
    // Punch flags still compare the actual IN with the scheduled start.
    expect(t.punches[0]?.flags).toEqual(['started_late']);
  });
  it("on: an IN before midnight for tomorrow's schedule counts tomorrow (the schedule's date)", () => {
    const early = [{ id: 'm', start: e('2020-11-18T00:30'), end: e('2020-11-18T07:00'), date: '2020-11-18' }];
    const t = card([['2020-11-17T23:45', '2020-11-18T07:00']], WEEK, {
      schedule: early,
      settings: { shiftMode: 'default', workShift: true },
    });
    expect(t.shifts.map((s) => [s.date, s.flags])).toEqual([['2020-11-18', []]]);
  });
  it('on: daily overtime adds the night shift to the scheduled day', () => {
    const spans: [string, string][] = [['2020-11-17T08:00', '2020-11-17T14:00'], ...lateNight];
    const schedule = [{ id: 'd', start: e('2020-11-17T08:00'), end: e('2020-11-17T14:00') }, ...night];
    const on = card(spans, WEEK, { schedule, payRule: CALIFORNIA, settings: { shiftMode: 'default', workShift: true } });
    expect(dayCodes(on, '2020-11-17')).toEqual({ REG: 8 * H, OT: 3 * H + 50 * 60 });
    const off = card(spans, WEEK, { schedule, payRule: CALIFORNIA });
    expect(dayCodes(off, '2020-11-17')).toEqual({ REG: 6 * H });
    expect(dayCodes(off, '2020-11-18')).toEqual({ REG: 5 * H + 50 * 60 });
  });
  it('on: a night shift cut at midnight stays two shifts, both on the scheduled day', () => {
    const spans: [string, string][] = [
      ['2020-11-17T22:00', '2020-11-18T02:00'],
      ['2020-11-18T02:30', '2020-11-18T06:00'],
    ];
    const t = card(spans, WEEK, { schedule: night, settings: { shiftMode: 'default', workShift: true } });
    expect(t.shifts.map((s) => s.date)).toEqual(['2020-11-17', '2020-11-17']);
    expect(t.days.find((d) => d.date === '2020-11-17')?.workedSeconds).toBe(7 * H + 30 * 60);
  });
  it('on: a shift that matches no scheduled shift, or no schedule at all, keeps its own day', () => {
    const settings = { shiftMode: 'default' as const, workShift: true };
    const far = card([['2020-11-19T10:00', '2020-11-19T12:00']], WEEK, { schedule: night, settings });
    expect(far.shifts.map((s) => [s.date, s.flags])).toEqual([['2020-11-19', ['out_of_shift']]]);
    expect(card(lateNight, WEEK, { settings }).shifts[0]?.date).toBe('2020-11-18');
  });
  it('on: the day off flag follows the scheduled day', () => {
    // Saturday night's shift worked after midnight: Sunday is a day off, Saturday is not.
    const sat = [{ id: 's', start: e('2020-11-21T22:00'), end: e('2020-11-22T06:00') }];
    const period = { start: '2020-11-21', end: '2020-11-22' };
    const settings = { shiftMode: 'default' as const, daysOfWeek: [2, 3, 4, 5, 6, 7], workShift: true };
    const t = card([['2020-11-22T00:10', '2020-11-22T06:00']], period, { schedule: sat, settings });
    expect(t.shifts.map((s) => [s.date, s.flags])).toEqual([['2020-11-21', []]]);
    const off = card([['2020-11-22T00:10', '2020-11-22T06:00']], period, { schedule: sat, settings: { ...settings, workShift: false } });
    expect(off.shifts.map((s) => [s.date, s.flags])).toEqual([['2020-11-22', ['prior_shift', 'day_off']]]);
  });
});
