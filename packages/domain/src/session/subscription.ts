import { TRIAL_ENDING_WARNING_DAYS } from '../constants';
import type { SessionSettings } from './settings';

type SubscriptionFields = Pick<
  SessionSettings,
  'subscriptionState' | 'organizationActive' | 'billingCustomerId' | 'expireDate' | 'timezone'
>;

/** The six subscription alert modes of SPEC section 4, or 'none' when no alert shows. */
export type SubscriptionDisplayMode = 'in_app' | 'trial_ending' | 'trial_expired' | 'free_trial' | 'expired' | 'past_due' | 'none';

/** in_app means the organization still has to finish the in-app sign-up wizard. */
export function needsSetup(s: Pick<SessionSettings, 'subscriptionState'>): boolean {
  return s.subscriptionState === 'in_app';
}

/** Ready = setup not needed and organization active. */
export function isOrgReady(s: Pick<SessionSettings, 'subscriptionState' | 'organizationActive'>): boolean {
  return !needsSetup(s) && s.organizationActive;
}

/** Free trial = 'trial', or 'expired' without a billing customer; every other state counts as paid. */
export function isFreeTrial(s: Pick<SessionSettings, 'subscriptionState' | 'billingCustomerId'>): boolean {
  if (s.subscriptionState === 'trial') return true;
  return s.subscriptionState === 'expired' && !s.billingCustomerId;
}

/**
 * Whole calendar days from today (in `timeZone`) to the expiry date: 0 on the last day,
 * negative once past, null without an expiry date.
 * @example trialDaysLeft('2024-03-10', Date.UTC(2024, 2, 4, 12), 'UTC') // 6
 */
export function trialDaysLeft(expireDate: string | null, now: Date | number, timeZone: string): number | null {
  if (!expireDate) return null;
  return dayNumber(toIsoDate(expireDate, timeZone)) - dayNumber(dateInZone(+now, timeZone));
}

// Plain Intl and Date here, not Temporal: this rule runs on the console's first screens, which
// must not download the Temporal polyfill (see the sign-in page weight in npm run bench).
const dayNumber = (isoDate: string) => {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateInZone(epochMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(epochMs);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// A bare date is the organization's calendar date; a date-time is an instant read in its zone.
function toIsoDate(value: string, timeZone: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return dateInZone(Date.parse(value), timeZone);
}

/** True when the free trial is over: state expired, or the expiry date has passed. */
export function isTrialExpired(s: SubscriptionFields, now: Date | number): boolean {
  if (!isFreeTrial(s)) return false;
  if (s.subscriptionState === 'expired') return true;
  const left = trialDaysLeft(s.expireDate, now, s.timezone);
  return left !== null && left < 0;
}

/** Picks the alert bar mode, first match wins (in-app, trial ending, trial expired, free trial, expired, past due). */
export function subscriptionDisplayMode(s: SubscriptionFields, now: Date | number): SubscriptionDisplayMode {
  if (needsSetup(s)) return 'in_app';
  if (isFreeTrial(s)) {
    if (isTrialExpired(s, now)) return 'trial_expired';
    const left = trialDaysLeft(s.expireDate, now, s.timezone);
    if (left !== null && left < TRIAL_ENDING_WARNING_DAYS) return 'trial_ending';
    return 'free_trial';
  }
  if (!s.organizationActive) return 'expired';
  if (s.subscriptionState === 'past_due') return 'past_due';
  return 'none';
}
