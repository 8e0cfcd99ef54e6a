import { dateInZone, FEATURES, type Feature } from '@punchline/domain';

export const FREE_TRIAL_DAYS = 14;

/** The calendar date (YYYY-MM-DD) `days` after today in `timeZone`: a trial ends on the
 *  organization's calendar, not the server's. */
export function dateInZonePlusDays(timeZone: string, days: number, now: number): string {
  const today = dateInZone(now, timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The features a new organization's trial starts with: its distributor's trial set when the
 *  distributor sets one, else every feature (unknown names, from a feature since retired, are
 *  dropped). */
export function trialFeatures(distributorTrialFeatures: readonly string[] | null | undefined): Feature[] {
  if (!distributorTrialFeatures) return [...FEATURES];
  return FEATURES.filter((f) => distributorTrialFeatures.includes(f));
}
