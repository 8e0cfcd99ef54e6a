import { describe, expect, it } from 'vitest';
import { subscriptionMeaning } from './subscription-meaning';

describe('subscriptionMeaning', () => {
  it('says how long a trial has left, and warns in its last week', () => {
    expect(subscriptionMeaning({ displayMode: 'free_trial', trialDaysLeft: 12, subscriptionState: 'trial' })).toMatchObject({
      label: 'Trial: 12 days left',
      colour: 'blue',
    });
    expect(subscriptionMeaning({ displayMode: 'trial_ending', trialDaysLeft: 1, subscriptionState: 'trial' })).toMatchObject({
      label: 'Trial: 1 day left',
      colour: 'orange',
    });
    expect(subscriptionMeaning({ displayMode: 'trial_ending', trialDaysLeft: 0, subscriptionState: 'trial' }).label).toBe(
      'Trial ends today',
    );
  });

  it('names setup, the states that stop the customer, and paying ones', () => {
    const of = (displayMode: Parameters<typeof subscriptionMeaning>[0]['displayMode'], subscriptionState: string) =>
      subscriptionMeaning({ displayMode, trialDaysLeft: null, subscriptionState }).label;
    expect(of('in_app', 'in_app')).toBe('Setting up');
    expect(of('trial_expired', 'expired')).toBe('Trial expired');
    expect(of('expired', 'expired')).toBe('Expired');
    expect(of('past_due', 'past_due')).toBe('Past due');
    expect(of('none', 'active')).toBe('Active');
    expect(of('none', 'canceled_at_period_end')).toBe('Canceled at period end');
  });
});
