import { Temporal } from 'temporal-polyfill';
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
  const today = Temporal.Instant.fromEpochMilliseconds(+now).toZonedDateTimeISO(timeZone).toPlainDate();
  return today.until(toPlainDate(expireDate, timeZone), { largestUnit: 'day' }).days;
}

// A bare date is the organization's calendar date; a date-time is an instant read in its zone.
function toPlainDate(value: string, timeZone: string): Temporal.PlainDate {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Temporal.PlainDate.from(value);
  return Temporal.Instant.from(value).toZonedDateTimeISO(timeZone).toPlainDate();
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
