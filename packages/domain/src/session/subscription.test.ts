import { describe, expect, it } from 'vitest';
import { createSessionSettings } from './settings-defaults';
import type { SessionSettings } from './settings';
import { isFreeTrial, isOrgReady, needsSetup, subscriptionDisplayMode, trialDaysLeft } from './subscription';

const now = Date.UTC(2024, 2, 4, 12); // 2024-03-04 12:00 UTC
const s = (p: Partial<SessionSettings>) => createSessionSettings({ organizationActive: true, timezone: 'UTC', ...p });

describe('readiness', () => {
  it('in_app needs setup and is never ready', () => {
    expect(needsSetup(s({ subscriptionState: 'in_app' }))).toBe(true);
    expect(isOrgReady(s({ subscriptionState: 'in_app' }))).toBe(false);
  });
  it('is ready only when set up and active', () => {
    expect(isOrgReady(s({ subscriptionState: 'active' }))).toBe(true);
    expect(isOrgReady(s({ subscriptionState: 'active', organizationActive: false }))).toBe(false);
  });
});

describe('isFreeTrial', () => {
  it('is trial, or expired without billing customer', () => {
    expect(isFreeTrial(s({ subscriptionState: 'trial', billingCustomerId: 'c' }))).toBe(true);
    expect(isFreeTrial(s({ subscriptionState: 'expired', billingCustomerId: null }))).toBe(true);
    expect(isFreeTrial(s({ subscriptionState: 'expired', billingCustomerId: 'c' }))).toBe(false);
    expect(isFreeTrial(s({ subscriptionState: 'past_due' }))).toBe(false);
    expect(isFreeTrial(s({ subscriptionState: 'whatever' }))).toBe(false);
  });
});

describe('trialDaysLeft', () => {
  it('counts calendar days in the organization zone', () => {
    expect(trialDaysLeft('2024-03-10', now, 'UTC')).toBe(6);
    expect(trialDaysLeft('2024-03-04', now, 'UTC')).toBe(0);
    expect(trialDaysLeft('2024-03-01', now, 'UTC')).toBe(-3);
    expect(trialDaysLeft(null, now, 'UTC')).toBeNull();
  });
  it('uses the zone to decide what today is', () => {
    const lateUtc = Date.UTC(2024, 2, 4, 23); // already 2024-03-05 in Tokyo
    expect(trialDaysLeft('2024-03-10', lateUtc, 'Asia/Tokyo')).toBe(5);
    expect(trialDaysLeft('2024-03-10T01:00:00Z', lateUtc, 'America/Chicago')).toBe(5);
  });
});

describe('subscriptionDisplayMode (priority order)', () => {
  const cases: [string, Partial<SessionSettings>, string][] = [
    ['in_app beats everything', { subscriptionState: 'in_app', organizationActive: false }, 'in_app'],
    ['trial with 6 days left', { subscriptionState: 'trial', expireDate: '2024-03-10' }, 'trial_ending'],
    ['trial on its last day', { subscriptionState: 'trial', expireDate: '2024-03-04' }, 'trial_ending'],
    ['trial with 7 days left', { subscriptionState: 'trial', expireDate: '2024-03-11' }, 'free_trial'],
    ['trial past its date', { subscriptionState: 'trial', expireDate: '2024-03-01' }, 'trial_expired'],
    ['expired, no customer', { subscriptionState: 'expired', organizationActive: false }, 'trial_expired'],
    ['trial without date', { subscriptionState: 'trial' }, 'free_trial'],
    ['inactive paid org', { subscriptionState: 'expired', billingCustomerId: 'c', organizationActive: false }, 'expired'],
    ['inactive past due is expired first', { subscriptionState: 'past_due', organizationActive: false }, 'expired'],
    ['past due', { subscriptionState: 'past_due' }, 'past_due'],
    ['active', { subscriptionState: 'active' }, 'none'],
  ];
  it.each(cases)('%s', (_name, patch, mode) => {
    expect(subscriptionDisplayMode(s(patch), now)).toBe(mode);
  });
});
