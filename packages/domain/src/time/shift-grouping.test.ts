import { describe, expect, it } from 'vitest';
import { card, dayCodes, H } from './test-kit';
import type { ShiftSettings } from './types';

const WEEK = { start: '2020-11-15', end: '2020-11-21' };
const overnight: [string, string][] = [['2020-11-17T22:00', '2020-11-18T06:00']];
const settings = (s: Partial<ShiftSettings>): ShiftSettings => ({ shiftMode: 'default', ...s });

describe('overnight shifts and applyShiftOverlapTo', () => {
  it('start: the whole shift goes to the day it started', () => {
    const t = card(overnight, WEEK, { settings: settings({ applyShiftOverlapTo: 'start' }) });
    expect(t.days.find((d) => d.date === '2020-11-17')?.workedSeconds).toBe(8 * H);
    expect(t.shifts.map((s) => s.date)).toEqual(['2020-11-17']);
  });
  it('end: the whole shift goes to the day it ended', () => {
    const t = card(overnight, WEEK, { settings: settings({ applyShiftOverlapTo: 'end' }) });
    expect(t.days.find((d) => d.date === '2020-11-18')?.workedSeconds).toBe(8 * H);
    expect(t.days.find((d) => d.date === '2020-11-17')?.workedSeconds).toBe(0);
  });
  it('split: cut at midnight', () => {
    const t = card(overnight, WEEK, { settings: settings({ applyShiftOverlapTo: 'split' }) });
    expect(t.days.find((d) => d.date === '2020-11-17')?.workedSeconds).toBe(2 * H);
    expect(t.days.find((d) => d.date === '2020-11-18')?.workedSeconds).toBe(6 * H);
  });
  it('the pay rule overlap setting wins and drives daily overtime', () => {
    const spans: [string, string][] = [['2020-11-17T16:00', '2020-11-18T04:00']];
    const rule = { daily1Threshold: 8, daily1PayCode: 'OT', applyShiftOverlapTo: 'split' as const };
    const t = card(spans, WEEK, { payRule: rule, settings: settings({ applyShiftOverlapTo: 'start' }) });
    expect(dayCodes(t, '2020-11-17')).toEqual({ REG: 8 * H });
    expect(dayCodes(t, '2020-11-18')).toEqual({ REG: 4 * H });
  });
  it('split uses the work-day boundary (shiftStartsAt)', () => {
    const t = card(overnight, WEEK, { settings: settings({ applyShiftOverlapTo: 'split', shiftStartsAt: '04:00' }) });
    expect(t.days.find((d) => d.date === '2020-11-17')?.workedSeconds).toBe(6 * H);
    expect(t.days.find((d) => d.date === '2020-11-18')?.workedSeconds).toBe(2 * H);
  });
});

describe('work-day grouping', () => {
  it('punches before shiftStartsAt belong to the previous work day', () => {
    const t = card([['2020-11-18T02:00', '2020-11-18T03:00']], WEEK, { settings: settings({ shiftStartsAt: '04:00' }) });
    expect(t.shifts[0]?.date).toBe('2020-11-17');
  });
  it('pairs of one work day form one shift with breaks between them', () => {
    const t = card(
      [
        ['2020-11-17T08:00', '2020-11-17T12:00'],
        ['2020-11-17T13:00', '2020-11-17T17:00'],
      ],
      WEEK,
    );
    expect(t.shifts).toHaveLength(1);
    expect(t.shifts[0]?.pairs).toHaveLength(2);
  });
  it('maxShift starts a new shift and closes over-long pairs as missed', () => {
    const two = card(
      [
        ['2020-11-17T06:00', '2020-11-17T08:00'],
        ['2020-11-17T15:00', '2020-11-17T16:00'],
      ],
      WEEK,
      {
        settings: settings({ maxShift: 8 }),
      },
    );
    expect(two.shifts).toHaveLength(2);
    const long = card([['2020-11-17T06:00', '2020-11-17T16:00']], WEEK, { settings: settings({ maxShift: 8 }) });
    expect(long.totals.workedSeconds).toBe(0);
    expect(long.punches.map((p) => p.flags)).toEqual([['missed'], ['missed']]);
  });
  it('early extension: an IN shortly before the boundary starts the next work day', () => {
    const spans: [string, string][] = [['2020-11-18T05:30', '2020-11-18T14:00']];
    const s = settings({ shiftStartsAt: '06:00' });
    expect(card(spans, WEEK, { settings: s }).shifts[0]?.date).toBe('2020-11-17');
    expect(card(spans, WEEK, { settings: { ...s, maxExtendShiftEarly: 60 } }).shifts[0]?.date).toBe('2020-11-18');
  });
  it('late extension: a pair shortly after the boundary continues the shift', () => {
    const spans: [string, string][] = [
      ['2020-11-17T20:00', '2020-11-17T23:50'],
      ['2020-11-18T00:10', '2020-11-18T02:00'],
    ];
    expect(card(spans, WEEK).shifts).toHaveLength(2);
    const t = card(spans, WEEK, { settings: settings({ maxExtendShiftLate: 30 }) });
    expect(t.shifts).toHaveLength(1);
    expect(t.shifts[0]?.date).toBe('2020-11-17');
  });
});

describe('open shifts', () => {
  const spans: [string, string][] = [
    ['2020-11-17T20:00', '2020-11-17T23:00'],
    ['2020-11-17T23:30', '2020-11-18T03:00'],
  ];
  it('group every pair within the window from the first IN, dated by that IN', () => {
    const t = card(spans, WEEK, { settings: { shiftMode: 'open', openShiftMaxDuration: 12 * 60 } });
    expect(t.shifts.map((s) => [s.date, s.pairs.length])).toEqual([['2020-11-17', 2]]);
  });
  it('a pair starting past the window opens a new shift', () => {
    const t = card(spans, WEEK, { settings: { shiftMode: 'open', openShiftMaxDuration: 180 } });
    expect(t.shifts).toHaveLength(2);
  });
  it("'startsAt' dates the shift by the openShiftStartsAt work day", () => {
    const early: [string, string][] = [['2020-11-18T03:00', '2020-11-18T05:00']];
    const t = card(early, WEEK, { settings: { shiftMode: 'open', openShiftType: 'startsAt', openShiftStartsAt: '04:00' } });
    expect(t.shifts[0]?.date).toBe('2020-11-17');
  });
});
