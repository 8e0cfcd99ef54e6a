import { dateInZone } from '@punchline/domain';

export const FREE_TRIAL_DAYS = 14;

/** The calendar date (YYYY-MM-DD) `days` after today in `timeZone`: a trial ends on the
 *  organization's calendar, not the server's. */
export function dateInZonePlusDays(timeZone: string, days: number, now = new Date()): string {
  const today = dateInZone(now.getTime(), timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
