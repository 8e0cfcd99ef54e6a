// The subscription state machine of an organization (SPEC sections 3 and 4, docs/billing.md):
// the states the session's subscriptionState takes, what moves an organization between them, and
// which states keep it active. Pure: the server applies a transition and records it.

export const BILLING_STATES = ['in_app', 'trial', 'active', 'past_due', 'expired', 'canceled'] as const;
export type BillingState = (typeof BILLING_STATES)[number];

/**
 * What happens to a subscription:
 * - setup_finished: the in-app sign-up wizard is done (the free trial starts);
 * - activated: a plan was chosen and payment set up (Stripe Checkout) or the built-in provider
 *   issued its first invoice;
 * - trial_ended: the free trial's last day has passed without a plan (the billing job);
 * - payment_failed: a payment failed, or a built-in invoice was not paid by its due date;
 * - payment_succeeded: an invoice was paid;
 * - grace_ended: past due for longer than the grace period (the billing job);
 * - canceled: the subscription was ended (by the provider or the customer).
 */
export const BILLING_EVENTS = [
  'setup_finished',
  'activated',
  'trial_ended',
  'payment_failed',
  'payment_succeeded',
  'grace_ended',
  'canceled',
] as const;
export type BillingEvent = (typeof BILLING_EVENTS)[number];

/** The transition table: for each state, the events it accepts and where they lead. An event a
 *  state does not list changes nothing (a late or repeated event is harmless). */
export const BILLING_TRANSITIONS: Readonly<Record<BillingState, Partial<Record<BillingEvent, BillingState>>>> = {
  in_app: { setup_finished: 'trial' },
  trial: { activated: 'active', trial_ended: 'expired', canceled: 'canceled' },
  active: { payment_failed: 'past_due', canceled: 'canceled' },
  past_due: { payment_succeeded: 'active', activated: 'active', grace_ended: 'expired', canceled: 'canceled' },
  // Subscribing again (or paying what was owed) brings an expired or canceled organization back.
  expired: { activated: 'active', payment_succeeded: 'active' },
  canceled: { activated: 'active' },
};

/** Days a past-due organization keeps working before it expires. */
export const BILLING_GRACE_DAYS = 14;
/** Days a built-in invoice may stay open before it counts as a failed payment. */
export const INVOICE_DUE_DAYS = 14;

export const isBillingState = (value: string): value is BillingState => (BILLING_STATES as readonly string[]).includes(value);

/**
 * The state `event` leads to from `state`, or null when the state does not accept it.
 * @example nextBillingState('active', 'payment_failed') // 'past_due'
 * @example nextBillingState('active', 'trial_ended') // null
 */
export function nextBillingState(state: string, event: BillingEvent): BillingState | null {
  if (!isBillingState(state)) return null;
  return BILLING_TRANSITIONS[state][event] ?? null;
}

/** organizationActive follows the state: an expired or canceled organization is inactive. */
export const isActiveBillingState = (state: string): boolean => state !== 'expired' && state !== 'canceled';

/** What each state means, as the subscription screen says it. */
export const BILLING_STATE_MEANINGS: Readonly<Record<BillingState, { label: string; meaning: string }>> = {
  in_app: { label: 'Setting up', meaning: 'The organization is still being set up; the free trial starts when setup is finished.' },
  trial: { label: 'Free trial', meaning: 'Everything works during the free trial. Choose a plan before it ends to keep going.' },
  active: { label: 'Active', meaning: 'The subscription is running and the organization works normally.' },
  past_due: {
    label: 'Past due',
    meaning: `A payment failed or an invoice is overdue. The organization keeps working for ${BILLING_GRACE_DAYS} days; pay to avoid interruption.`,
  },
  expired: { label: 'Expired', meaning: 'The organization is inactive. Choose a plan to use it again.' },
  canceled: {
    label: 'Canceled',
    meaning: 'The subscription was canceled and the organization is inactive. Choose a plan to use it again.',
  },
};
