import { describe, expect, it } from 'vitest';
import { presetOf, presetRange } from './report-range';

const weekly = { payPeriodType: 'week', payPeriodStarts: 2, weekStartsOn: 1 };
const biweekly = { payPeriodType: 'biweek', payPeriodStarts: 1, weekStartsOn: 2 };

describe('date range presets of a report', () => {
  it("follows the organization's pay periods", () => {
    // Weekly periods starting Monday: Thursday 2026-11-26 is in Mon 23 – Sun 29.
    expect(presetRange('currentPayPeriod', '2026-11-26', weekly)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('lastPayPeriod', '2026-11-26', weekly)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    // Biweekly periods count from Sunday 2006-01-01: 2026-11-22 is 7630 days (545 periods) later.
    expect(presetRange('currentPayPeriod', '2026-11-26', biweekly)).toEqual({ from: '2026-11-22', to: '2026-12-05' });
  });

  it('takes weeks from the week start and knows which preset a range is', () => {
    expect(presetRange('thisWeek', '2026-11-26', weekly)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(presetRange('lastWeek', '2026-11-26', biweekly)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('last30Days', '2026-11-26', weekly)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(presetOf({ from: '2026-11-16', to: '2026-11-22' }, '2026-11-26', weekly)).toBe('lastPayPeriod');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-22' }, '2026-11-26', weekly)).toBeNull();
  });
});
