import type { PartnerOrg } from '@punchline/contracts';

type Meaning = { label: string; colour: string; meaning: string };

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * What an organization's subscription means for the partner (SPEC section 4's display modes):
 * a short badge and a sentence saying what the customer meets.
 */
export function subscriptionMeaning(org: Pick<PartnerOrg, 'displayMode' | 'trialDaysLeft' | 'subscriptionState'>): Meaning {
  const left = org.trialDaysLeft ?? 0;
  switch (org.displayMode) {
    case 'in_app':
      return { label: 'Setting up', colour: 'gray', meaning: 'The owner has not finished the setup wizard yet.' };
    case 'trial_ending':
      return {
        label: left === 0 ? 'Trial ends today' : `Trial: ${days(left)} left`,
        colour: 'orange',
        meaning: 'The free trial ends within a week.',
      };
    case 'trial_expired':
      return { label: 'Trial expired', colour: 'red', meaning: 'The free trial is over; the organization cannot be used.' };
    case 'free_trial':
      return { label: `Trial: ${days(left)} left`, colour: 'blue', meaning: 'On a free trial.' };
    case 'expired':
      return { label: 'Expired', colour: 'red', meaning: 'The subscription has ended; the organization is inactive.' };
    case 'past_due':
      return { label: 'Past due', colour: 'yellow', meaning: 'A payment failed; the organization still works for now.' };
    default:
      return {
        label: org.subscriptionState === 'active' ? 'Active' : capitalised(org.subscriptionState),
        colour: 'green',
        meaning: 'Paid and running.',
      };
  }
}

const capitalised = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replace(/_/g, ' ');
