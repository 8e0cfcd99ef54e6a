// Helpers shared by the engine's tests (not exported from the package).
import { computeTimecard } from './timecard';
import type { TimecardInput } from './timecard-input';
import type { Timecard } from './timecard-types';
import type { Punch } from './types';
import { epochFromLocal } from './zone';

export const NY = 'America/New_York';
export const LONDON = 'Europe/London';
export const H = 3600;

/** Punches for local [in, out] pairs ("YYYY-MM-DDTHH:MM"); ids p0, p1, … */
export function pairsToPunches(timeZone: string, spans: readonly (readonly [string, string])[]): Punch[] {
  return spans.flatMap(([i, o], k) => [
    { id: `p${2 * k}`, type: 'in' as const, at: epochFromLocal(i, timeZone) },
    { id: `p${2 * k + 1}`, type: 'out' as const, at: epochFromLocal(o, timeZone) },
  ]);
}

/** Time card for local spans with defaults (work-day shifts, no rules). */
export function card(
  spans: readonly (readonly [string, string])[],
  period: { start: string; end: string },
  options: Partial<TimecardInput> = {},
): Timecard {
  const timeZone = options.timeZone ?? NY;
  return computeTimecard({
    timeZone,
    period,
    punches: pairsToPunches(timeZone, spans),
    settings: { shiftMode: 'default' },
    ...options,
  });
}

/** Seconds per pay code of a time card. */
export const codes = (t: Timecard): Record<string, number> => Object.fromEntries(t.payCodes.map((p) => [p.code, p.seconds]));

/** Seconds per pay code of one day. */
export const dayCodes = (t: Timecard, date: string): Record<string, number> => t.days.find((d) => d.date === date)?.byPayCode ?? {};

/** California: daily OT over 8, double over 12, weekly OT over 40, 7th consecutive day. */
export const CALIFORNIA = {
  daily1Threshold: 8,
  daily1PayCode: 'OT',
  daily2Threshold: 12,
  daily2PayCode: 'DT',
  weekly1Threshold: 40,
  weekly1PayCode: 'OT',
  consecutiveDaysThreshold: 7,
  consecutiveDaysRegularPayCode: 'OT',
  consecutiveDaysDaily1PayCode: 'DT',
  weekStartsOn: 1,
} as const;

export const FLSA = { weekly1Threshold: 40, weekly1PayCode: 'OT', weekStartsOn: 1 } as const;
