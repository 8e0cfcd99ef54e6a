import { describe, expect, it } from 'vitest';
import { PAY_RULE_PRESETS, payRuleFromPreset, payRulePreset } from './pay-rule-presets';
import { engineRulesFrom } from './stored-rules';
import { DEFAULT_STORED_PAYROLL, storedTimeRules } from './stored-rules-types';
import { H, pairsToPunches } from './test-kit';
import { computeTimecard } from './timecard';
import type { Timecard } from './timecard-types';

// Workweeks from Sunday (every preset's weekStartsOn): Sun 7 – Sat 13 and Sun 14 – Sat 20 Jan 2024.
const WEEK = { start: '2024-01-07', end: '2024-01-13' };
const FORTNIGHT = { start: '2024-01-07', end: '2024-01-20' };

/** Days of January 2024 worked `hours` each from 07:00 (never past midnight: at most 16 h). */
const days = (dates: readonly number[], hours: number): [string, string][] =>
  dates.map((d) => {
    const day = `2024-01-${String(d).padStart(2, '0')}`;
    const end = 7 * 60 + hours * 60;
    return [`${day}T07:00`, `${day}T${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`];
  });

/** The time card of the spans under a preset, fed through the stored-settings mapping like every caller. */
function run(presetId: string, spans: [string, string][], period = WEEK, timeZone = 'America/Los_Angeles'): Timecard {
  const preset = payRulePreset(presetId);
  if (!preset) throw new Error(`no preset ${presetId}`);
  const stored = storedTimeRules({
    payRules: [{ ...payRuleFromPreset(preset), id: 1, version: 1 }],
    payroll: { ...DEFAULT_STORED_PAYROLL, defaultPayRuleId: 1, payPeriodType: 'biweek' },
  });
  return computeTimecard({ timeZone, period, punches: pairsToPunches(timeZone, spans), ...engineRulesFrom(stored), trace: false });
}
const totals = (t: Timecard) => Object.fromEntries(t.payCodes.map((p) => [p.code, p.seconds / H]));
const onDay = (t: Timecard, date: number) =>
  Object.fromEntries(
    Object.entries(t.days.find((d) => d.date === `2024-01-${String(date).padStart(2, '0')}`)?.byPayCode ?? {}).map(([c, s]) => [c, s / H]),
  );

describe('pay rule presets', () => {
  it('each is a whole pay rule using only REG, OT and DT, with its sources', () => {
    expect(PAY_RULE_PRESETS.map((p) => p.id)).toEqual(['california', 'flsa', 'flsa-8-80', 'alaska', 'nevada', 'colorado', 'none']);
    for (const p of PAY_RULE_PRESETS) {
      const values = payRuleFromPreset(p);
      expect(values.preset).toBe(p.id);
      expect(Object.keys(values).sort()).toEqual(
        [
          'active',
          'name',
          'regularPayCode',
          'daily1Threshold',
          'daily1PayCode',
          'daily2Threshold',
          'daily2PayCode',
          'weekly1Threshold',
          'weekly1PayCode',
          'weekly2Threshold',
          'weekly2PayCode',
          'consecutiveDaysThreshold',
          'consecutiveDaysRegularPayCode',
          'consecutiveDaysDaily1PayCode',
          'weekStartsOn',
          'overtimeByPayPeriod',
          'applyShiftOverlapTo',
          'preset',
        ].sort(),
      );
      const codes = Object.entries(values)
        .filter(([k]) => k.endsWith('PayCode'))
        .map(([, v]) => v);
      expect(codes.every((c) => c === null || c === 'REG' || c === 'OT' || c === 'DT')).toBe(true);
      if (p.id !== 'none') expect(p.sources.length).toBeGreaterThan(0);
      for (const s of p.sources) expect(s.url).toMatch(/^https:\/\//);
    }
  });

  describe('California (Labor Code § 510)', () => {
    it('a 13-hour day: 8 REG, 4 OT, 1 DT', () => {
      expect(totals(run('california', days([9], 13)))).toEqual({ REG: 8, OT: 4, DT: 1 });
    });
    it('seven 9-hour days, Sunday to Saturday: the seventh day pays 8 OT and 1 DT', () => {
      const t = run('california', days([7, 8, 9, 10, 11, 12, 13], 9));
      // Sun–Thu: 8 REG + 1 daily OT each (40 REG); Fri: weekly OT for 8 h and daily OT for 1; Sat: the seventh day.
      expect(onDay(t, 11)).toEqual({ REG: 8, OT: 1 });
      expect(onDay(t, 12)).toEqual({ OT: 9 });
      expect(onDay(t, 13)).toEqual({ OT: 8, DT: 1 });
      expect(totals(t)).toEqual({ REG: 40, OT: 22, DT: 1 });
    });
    it('Monday to Saturday 9 h and Sunday 9 h: a workweek that starts on Monday makes Sunday the seventh day', () => {
      const preset = payRulePreset('california');
      if (!preset) throw new Error('no preset');
      const stored = storedTimeRules({
        payRules: [{ ...payRuleFromPreset(preset), weekStartsOn: 2, id: 1, version: 1 }],
        payroll: { ...DEFAULT_STORED_PAYROLL, defaultPayRuleId: 1 },
      });
      const zone = 'America/Los_Angeles';
      const t = computeTimecard({
        timeZone: zone,
        period: { start: '2024-01-08', end: '2024-01-14' },
        punches: pairsToPunches(zone, days([8, 9, 10, 11, 12, 13, 14], 9)),
        ...engineRulesFrom(stored),
      });
      expect(onDay(t, 14)).toEqual({ OT: 8, DT: 1 });
      expect(totals(t)).toEqual({ REG: 40, OT: 22, DT: 1 });
    });
    it('a skipped day means no seventh-day premium: six 9-hour days are 40 REG and 14 OT', () => {
      expect(totals(run('california', days([8, 9, 10, 11, 12, 13], 9)))).toEqual({ REG: 40, OT: 14 });
    });
  });

  describe('Federal FLSA (29 U.S.C. § 207(a))', () => {
    it('a 10-hour day in a 40-hour week is all regular', () => {
      expect(totals(run('flsa', [...days([8], 10), ...days([9, 10, 11], 10)], WEEK, 'America/New_York'))).toEqual({ REG: 40 });
    });
    it('45 then 35 hours: 5 OT in the first week, not averaged', () => {
      const t = run('flsa', [...days([8, 9, 10, 11, 12], 9), ...days([15, 16, 17, 18, 19], 7)], FORTNIGHT, 'America/New_York');
      expect(t.weeks.map((w) => Object.fromEntries(Object.entries(w.byPayCode).map(([c, s]) => [c, s / H])))).toEqual([
        { REG: 40, OT: 5 },
        { REG: 35 },
      ]);
    });
  });

  describe('FLSA 8/80 (29 U.S.C. § 207(j))', () => {
    it('a 9-hour day: 8 REG and 1 OT', () => {
      expect(totals(run('flsa-8-80', days([9], 9), FORTNIGHT))).toEqual({ REG: 8, OT: 1 });
    });
    it('a 70-hour fortnight of seven 10-hour days: daily OT only (14 OT, 56 REG), none for the period', () => {
      expect(totals(run('flsa-8-80', days([7, 8, 9, 10, 11, 12, 13], 10), FORTNIGHT))).toEqual({ REG: 56, OT: 14 });
    });
    it('50 then 30 hours of 8-hour-or-less days: 80 h in the 14 days is all regular (no weekly 40)', () => {
      const t = run('flsa-8-80', [...days([7, 8, 9, 10, 11, 12], 8), ...days([13], 2), ...days([14, 15, 16, 17], 7.5)], FORTNIGHT);
      expect(totals(t)).toEqual({ REG: 80 });
    });
    it('eleven 8-hour days: 80 REG and 8 OT beyond 80 in the period', () => {
      expect(totals(run('flsa-8-80', days([7, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19], 8), FORTNIGHT))).toEqual({ REG: 80, OT: 8 });
    });
  });

  describe('Alaska (AS 23.10.060)', () => {
    it('a 10-hour day: 8 REG, 2 OT', () => {
      expect(totals(run('alaska', days([9], 10), WEEK, 'America/Anchorage'))).toEqual({ REG: 8, OT: 2 });
    });
    it('five 10-hour days: 40 REG and 10 daily OT, which does not count again toward 40', () => {
      expect(totals(run('alaska', days([8, 9, 10, 11, 12], 10), WEEK, 'America/Anchorage'))).toEqual({ REG: 40, OT: 10 });
    });
    it('six 8-hour days: 40 REG and 8 weekly OT', () => {
      expect(totals(run('alaska', days([8, 9, 10, 11, 12, 13], 8), WEEK, 'America/Anchorage'))).toEqual({ REG: 40, OT: 8 });
    });
  });

  describe('Nevada (NRS 608.018)', () => {
    it('a 9-hour day: 8 REG, 1 OT; four 10-hour days and a 6-hour day: 38 REG and 8 OT', () => {
      expect(totals(run('nevada', days([9], 9)))).toEqual({ REG: 8, OT: 1 });
      expect(totals(run('nevada', [...days([8, 9, 10, 11], 10), ...days([12], 6)]))).toEqual({ REG: 38, OT: 8 });
    });
  });

  describe('Colorado (COMPS Order #39, Rule 4.1)', () => {
    it('a 13-hour day: 12 REG, 1 OT', () => {
      expect(totals(run('colorado', days([9], 13), WEEK, 'America/Denver'))).toEqual({ REG: 12, OT: 1 });
    });
    it('four 11-hour days and an 8-hour day: 40 REG, 12 weekly OT (no daily OT under 12)', () => {
      expect(totals(run('colorado', [...days([8, 9, 10, 11], 11), ...days([12], 8)], WEEK, 'America/Denver'))).toEqual({ REG: 40, OT: 12 });
    });
  });

  describe('No overtime', () => {
    it('a 60-hour week with a 13-hour day is all REG', () => {
      expect(totals(run('none', [...days([8], 13), ...days([9, 10, 11, 12], 11.75)]))).toEqual({ REG: 60 });
    });
  });
});
