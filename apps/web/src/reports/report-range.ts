import type { DefaultRange } from '@punchline/contracts';
import { payPeriodFor, previousPayPeriod, resolveDatePreset, type DayRange, type PayPeriodType } from '@punchline/domain';

/** The presets of a report's date range (the organization's pay periods, weeks and 30 days). */
export const RANGE_PRESETS = ['currentPayPeriod', 'lastPayPeriod', 'thisWeek', 'lastWeek', 'last30Days'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  currentPayPeriod: 'Current pay period',
  lastPayPeriod: 'Last pay period',
  thisWeek: 'This week',
  lastWeek: 'Last week',
  last30Days: 'Last 30 days',
};

export type RangeSettings = { payPeriodType: string; payPeriodStarts: number; weekStartsOn: number };

/**
 * The days of a preset seen from `today` (the organization's local date): pay periods by its
 * pay period settings, weeks from its week start (1 = Sunday ... 7 = Saturday).
 * @example presetRange('lastPayPeriod', '2026-11-26', { payPeriodType: 'week', payPeriodStarts: 2, weekStartsOn: 1 }) // { from: '2026-11-16', to: '2026-11-22' }
 */
export function presetRange(preset: RangePreset | DefaultRange, today: string, settings: RangeSettings): DayRange {
  if (preset === 'currentPayPeriod' || preset === 'lastPayPeriod') {
    const pp = { payPeriodType: settings.payPeriodType as PayPeriodType, payPeriodStarts: settings.payPeriodStarts };
    const current = payPeriodFor(today, pp);
    const period = preset === 'currentPayPeriod' ? current : previousPayPeriod(current, pp);
    return { from: period.start, to: period.end };
  }
  return resolveDatePreset(preset, today, settings.weekStartsOn);
}

/** Which preset a range is, if any (the form shows it as chosen). */
export function presetOf(range: { from?: string; to?: string }, today: string, settings: RangeSettings): RangePreset | null {
  for (const preset of RANGE_PRESETS) {
    const days = presetRange(preset, today, settings);
    if (days.from === range.from && days.to === range.to) return preset;
  }
  return null;
}
