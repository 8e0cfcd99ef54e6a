import { describe, expect, it } from 'vitest';
import { BILLING_EVENTS, BILLING_STATES, isActiveBillingState, nextBillingState, type BillingEvent, type BillingState } from './states';

// Every cell of the table: the transitions the issue names, and every other pair changes nothing.
const EXPECTED: [BillingState, BillingEvent, BillingState][] = [
  ['in_app', 'setup_finished', 'trial'],
  ['trial', 'activated', 'active'],
  ['trial', 'trial_ended', 'expired'],
  ['trial', 'canceled', 'canceled'],
  ['active', 'payment_failed', 'past_due'],
  ['active', 'canceled', 'canceled'],
  ['past_due', 'payment_succeeded', 'active'],
  ['past_due', 'activated', 'active'],
  ['past_due', 'grace_ended', 'expired'],
  ['past_due', 'canceled', 'canceled'],
  ['expired', 'activated', 'active'],
  ['expired', 'payment_succeeded', 'active'],
  ['canceled', 'activated', 'active'],
];

describe('the subscription state machine', () => {
  it.each(EXPECTED)('%s --%s--> %s', (from, event, to) => {
    expect(nextBillingState(from, event)).toBe(to);
  });

  it('refuses every pair the table does not list', () => {
    const listed = new Set(EXPECTED.map(([from, event]) => `${from}:${event}`));
    for (const from of BILLING_STATES) {
      for (const event of BILLING_EVENTS) {
        if (!listed.has(`${from}:${event}`)) expect(nextBillingState(from, event), `${from}:${event}`).toBeNull();
      }
    }
  });

  it('never moves backwards on a late event: an active organization ignores the trial end, a paid one a second success', () => {
    expect(nextBillingState('active', 'trial_ended')).toBeNull();
    expect(nextBillingState('active', 'payment_succeeded')).toBeNull();
    expect(nextBillingState('expired', 'payment_failed')).toBeNull();
  });

  it('refuses unknown states', () => {
    expect(nextBillingState('frozen', 'activated')).toBeNull();
  });

  it('keeps only expired and canceled organizations inactive', () => {
    expect(BILLING_STATES.filter((s) => !isActiveBillingState(s))).toEqual(['expired', 'canceled']);
  });
});
