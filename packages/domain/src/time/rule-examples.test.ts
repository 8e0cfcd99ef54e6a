import { describe, expect, it } from 'vitest';
import { payRuleFromPreset, payRulePreset } from './pay-rule-presets';
import { breakExample, roundingExample } from './rule-examples';
import { payRuleExample, type PayRuleExampleInput, type PayRuleScenario } from './rule-examples-pay';
import { STANDARD_PAY_CODES, type StoredBreakRule, type StoredRoundingRule } from './stored-rules-types';

const H = 3600;
const M = 60;
const rule = (r: Partial<StoredRoundingRule>): Partial<StoredRoundingRule> => ({
  applyTo: 'both',
  interval: 15,
  mode: 'nearest',
  grace: 0,
  ...r,
});
const times = (e: ReturnType<typeof roundingExample>) => e?.punches.map((p) => `${p.at}→${p.roundedAt}`);

describe('roundingExample', () => {
  it('without rules the sample day is paid as punched: 7:48', () => {
    const e = roundingExample([]);
    expect(times(e)).toEqual(['07:52→07:52', '12:03→12:03', '12:31→12:31', '16:08→16:08']);
    expect(e?.punches.map((p) => p.rounded)).toEqual([false, false, false, false]);
    expect(e?.payCodes).toEqual([{ code: 'REG', seconds: 7 * H + 48 * M }]);
  });
  it('nearest quarter hour on every punch', () => {
    const e = roundingExample([rule({})]);
    // The 7-minute rule: 07:52 is 7 minutes past 07:45, 16:08 is 8 minutes past 16:00.
    expect(times(e)).toEqual(['07:52→07:45', '12:03→12:00', '12:31→12:30', '16:08→16:15']);
    expect(e?.punches.map((p) => p.position)).toEqual(['shiftStart', 'breakStart', 'breakEnd', 'shiftEnd']);
    expect(e?.payCodes).toEqual([{ code: 'REG', seconds: 8 * H }]);
  });
  it('the shift starts rounded up and ends rounded down', () => {
    const e = roundingExample([rule({}), rule({ applyTo: 'shiftStart', mode: 'up' }), rule({ applyTo: 'shiftEnd', mode: 'down' })]);
    expect(times(e)).toEqual(['07:52→08:00', '12:03→12:00', '12:31→12:30', '16:08→16:00']);
    expect(e?.workedSeconds).toBe(7 * H + 30 * M);
  });
  it('a rule for a position wins over one for a direction; the schedule window snaps to 08:00–16:00', () => {
    const e = roundingExample([
      rule({ applyTo: 'in', interval: 1 }),
      rule({ applyTo: 'shiftEnd', interval: 1, scheduleWindow: 10 }),
      rule({ applyTo: 'out', mode: 'down', interval: 5 }),
    ]);
    expect(times(e)).toEqual(['07:52→07:52', '12:03→12:00', '12:31→12:31', '16:08→16:00']);
    expect(e?.payCodes).toEqual([{ code: 'REG', seconds: 7 * H + 37 * M }]);
  });
  it('inactive rules do nothing; the shift defaults are read (a 4-hour maximum shift leaves the morning unpaid)', () => {
    expect(times(roundingExample([rule({ active: false })]))).toEqual(['07:52→07:52', '12:03→12:03', '12:31→12:31', '16:08→16:08']);
    expect(roundingExample([], { maxShift: 4 })?.workedSeconds).toBe(3 * H + 37 * M);
  });
  it('nothing while a rule is incomplete or out of range', () => {
    expect(roundingExample([rule({ interval: 0 })])).toBeNull();
    expect(roundingExample([rule({ interval: undefined })])).toBeNull();
    expect(roundingExample([rule({ grace: 61 })])).toBeNull();
    expect(roundingExample([rule({ scheduleWindow: 241 })])).toBeNull();
    expect(roundingExample([{ ...rule({}), mode: undefined }])).toBeNull();
  });
});

const lunch = (b: Partial<StoredBreakRule> = {}): Partial<StoredBreakRule> => ({
  name: 'Lunch',
  paid: false,
  after: 300,
  duration: 30,
  autoDeduct: true,
  grace: 0,
  ...b,
});

describe('breakExample', () => {
  it('without rules: 9:00 and 8:30 worked, no flags', () => {
    const e = breakExample([]);
    expect([e?.withoutLunch.workedSeconds, e?.withLunch.workedSeconds]).toEqual([9 * H, 8 * H + 30 * M]);
    expect([e?.withoutLunch.flags, e?.withLunch.flags]).toEqual([[], []]);
  });
  it('an unpaid 30-minute lunch after 5 hours, deducted automatically', () => {
    const e = breakExample([lunch()]);
    expect(e?.withoutLunch).toMatchObject({
      workedSeconds: 8 * H + 30 * M,
      deductedSeconds: 30 * M,
      deductions: [{ start: '13:00', end: '13:30', seconds: 30 * M }],
      flags: ['missed_break'],
    });
    expect(e?.withLunch).toMatchObject({ workedSeconds: 8 * H + 30 * M, deductedSeconds: 0, deductions: [], flags: [] });
  });
  it('not deducted without autoDeduct, only flagged; a paid 15-minute break pays at most 15 minutes of the gap', () => {
    expect(breakExample([lunch({ autoDeduct: false })])?.withoutLunch).toMatchObject({ workedSeconds: 9 * H, flags: ['missed_break'] });
    const paid = breakExample([{ name: 'Rest', paid: true, after: 120, duration: 15, autoDeduct: false, grace: 5 }]);
    expect(paid?.withLunch).toMatchObject({ paidBreakSeconds: 15 * M, paidSeconds: 8 * H + 45 * M, flags: ['long_break'] });
  });
  it('nothing while a rule is incomplete or out of range', () => {
    expect(breakExample([lunch({ duration: 0 })])).toBeNull();
    expect(breakExample([lunch({ after: undefined })])).toBeNull();
  });
});

const california = payRuleFromPreset(payRulePreset('california')!);
const hours = (s: PayRuleScenario | undefined) => s?.payCodes.map((c) => `${c.seconds / H} ${c.code}`).join(', ');

describe('payRuleExample', () => {
  it('California: a 10-hour Tuesday, a 13-hour day, six 9-hour days, seven days in a row', () => {
    const e = payRuleExample(california, STANDARD_PAY_CODES);
    expect(e?.map((s) => s.id)).toEqual(['longDay', 'doubleDay', 'week', 'consecutive']);
    expect(e?.map(hours)).toEqual(['8 REG, 2 OT', '8 REG, 4 OT, 1 DT', '40 REG, 14 OT', '40 REG, 22 OT, 1 DT']);
    expect(e?.[0]?.days.map((d) => [d.date, d.weekday])).toEqual([['2024-01-09', 3]]);
    const seventh = e?.[3]?.days.at(-1);
    expect([seventh?.date, seventh?.payCodes]).toEqual([
      '2024-01-13',
      [
        { code: 'OT', seconds: 8 * H },
        { code: 'DT', seconds: 1 * H },
      ],
    ]);
  });
  it('no pay rule: everything regular', () => {
    expect(payRuleExample(null, STANDARD_PAY_CODES)?.map(hours)).toEqual(['10 REG', '54 REG']);
  });
  it('a long day is long enough to pass a higher daily threshold (Colorado: 14 hours)', () => {
    const colorado = payRuleFromPreset(payRulePreset('colorado')!);
    expect(hours(payRuleExample(colorado, STANDARD_PAY_CODES)?.[0])).toBe('12 REG, 2 OT');
  });
  it('FLSA 8/80: a fortnight of 50 then 30 hours pays daily overtime only', () => {
    const e = payRuleExample(payRuleFromPreset(payRulePreset('flsa-8-80')!), STANDARD_PAY_CODES);
    expect(e?.map((s) => s.id)).toEqual(['longDay', 'week', 'fortnight']);
    expect(hours(e?.[2])).toBe('70 REG, 10 OT');
    expect(e?.[2]?.days).toHaveLength(10);
  });
  it('the workweek follows weekStartsOn: starting Monday, the week scenario runs Tuesday to Sunday', () => {
    const e = payRuleExample({ ...california, weekStartsOn: 2 }, STANDARD_PAY_CODES);
    expect(e?.[2]?.days.map((d) => d.weekday)).toEqual([3, 4, 5, 6, 7, 1]);
  });
  it('nothing while the rule is incomplete or names a pay code that is not active', () => {
    const not = (r: PayRuleExampleInput) => expect(payRuleExample(r, STANDARD_PAY_CODES)).toBeNull();
    not({ ...california, daily1PayCode: null });
    not({ ...california, weekly1Threshold: null });
    not({ ...california, daily2Threshold: 8 });
    not({ ...california, daily1Threshold: 25 });
    not({ ...california, daily1PayCode: 'OT2' });
    not({ ...california, consecutiveDaysThreshold: 1 });
    expect(
      payRuleExample(
        california,
        STANDARD_PAY_CODES.filter((c) => c.code !== 'DT'),
      ),
    ).toBeNull();
    // An emptied field ('' in a form input) with no code is simply off.
    const flsa = payRuleFromPreset(payRulePreset('flsa')!);
    expect(payRuleExample({ ...flsa, daily1Threshold: '' as unknown as null }, STANDARD_PAY_CODES)?.map(hours)).toEqual([
      '10 REG',
      '40 REG, 14 OT',
    ]);
  });
});
