import {
  breakExample,
  createFormatPreferences,
  payRuleExample,
  payRuleFromPreset,
  payRulePreset,
  roundingExample,
  STANDARD_PAY_CODES,
} from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { breakText, codesText, exampleFormat, joinAnd, payRuleText, roundingText } from './example-text';

const us = exampleFormat(createFormatPreferences({ timeFormat: 12, durationFormat: 'minute' }));
const eu = exampleFormat(createFormatPreferences({ timeFormat: 24, durationFormat: 'decimal' }));
const quarter = { applyTo: 'both' as const, interval: 15, mode: 'nearest' as const, grace: 0 };

describe('example sentences', () => {
  it('join codes in the order they were paid, in the organization’s duration format', () => {
    expect(joinAnd(['a', 'b', 'c'])).toBe('a, b and c');
    const codes = [
      { code: 'REG', seconds: 8 * 3600 },
      { code: 'OT', seconds: 2 * 3600 + 30 * 60 },
    ];
    expect(codesText(codes, us)).toBe('8:00 REG and 2:30 OT');
    expect(codesText(codes, eu)).toBe('8.00 REG and 2.50 OT');
    expect(codesText([], us)).toBe('nothing');
  });

  it('rounding: the shift and the break before and after, in the organization’s time format', () => {
    const rules = [
      quarter,
      { ...quarter, applyTo: 'shiftStart' as const, mode: 'up' as const },
      { ...quarter, applyTo: 'shiftEnd' as const, mode: 'down' as const },
    ];
    const e = roundingExample(rules)!;
    expect(roundingText(e, eu)).toEqual([
      'With these settings, 07:52–16:08 becomes 08:00–16:00 and the break 12:03–12:31 becomes 12:00–12:30: 7.50 REG.',
    ]);
    expect(roundingText(e, us)).toEqual([
      'With these settings, 7:52 AM–4:08 PM becomes 8:00 AM–4:00 PM and the break 12:03 PM–12:31 PM becomes 12:00 PM–12:30 PM: 7:30 REG.',
    ]);
    expect(roundingText(roundingExample([])!, eu)).toEqual([
      'Without rounding, 07:52–16:08 with a break 12:03–12:31 is paid as punched: 7.80 REG.',
    ]);
  });

  it('breaks: what is paid, deducted and flagged with and without a punched lunch', () => {
    const e = breakExample([{ name: 'Lunch', paid: false, after: 300, duration: 30, autoDeduct: true, grace: 0 }])!;
    expect(breakText(e, eu)).toEqual([
      'A 9-hour shift 08:00–17:00 with no break punched pays 8.50; 13:00–13:30 deducted (0.50); flagged missed break.',
      'With a lunch punched 12:00–12:30, it pays 8.50.',
    ]);
    const rest = breakExample([{ name: 'Rest', paid: true, after: 120, duration: 15, autoDeduct: false, grace: 0 }])!;
    expect(breakText(rest, us)[1]).toBe('With a lunch punched 12:00 PM–12:30 PM, it pays 8:45; 0:15 of it paid break; flagged long break.');
  });

  it('pay rules: one sentence per scenario', () => {
    const california = payRuleFromPreset(payRulePreset('california')!);
    expect(payRuleText(payRuleExample(california, STANDARD_PAY_CODES)!, us)).toEqual([
      'A 10-hour Tuesday pays 8:00 REG and 2:00 OT.',
      'A 13-hour day pays 8:00 REG, 4:00 OT and 1:00 DT.',
      'Six 9-hour days in one workweek pay 40:00 REG and 14:00 OT.',
      'Working 7 days in a row, 9 hours each, the 7th day pays 8:00 OT and 1:00 DT (40:00 REG, 22:00 OT and 1:00 DT in all).',
    ]);
    const eightEighty = payRuleFromPreset(payRulePreset('flsa-8-80')!);
    expect(payRuleText(payRuleExample(eightEighty, STANDARD_PAY_CODES)!, us).at(-1)).toBe(
      'Two weeks of 50:00 then 30:00 in one pay period pay 70:00 REG and 10:00 OT.',
    );
  });
});
