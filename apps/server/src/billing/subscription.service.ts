import {
  BILLING_STATE_MEANINGS,
  dateInZone,
  isBillingState,
  isFreeTrial,
  nextBillingState,
  periodCharge,
  seatsRefusal,
  trialDaysLeft,
} from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { userCounts } from '../orgs/orgs.service';
import { activeDeviceCount } from '../devices-admin/pairing-codes.service';
import { workerSettings } from '../workers/org-worker-settings';
import { loadBillingOrg, type BillingOrg } from './billing-org';
import { builtinProvider } from './builtin.provider';
import { overdueInvoiceCount, setInvoicePaid, type Invoice } from './invoices.service';
import { choosablePlan, findPlan, listPlans, type StoredPlan } from './plans.service';
import type { BillingProvider, SubscribeResult } from './provider';
import type { StripeSetup } from './stripe-config';
import { stripeProvider } from './stripe.provider';
import { applyBillingEvent, type TransitionSource } from './transition';

// The billing service other areas call (the console's routes, the partner screen, the demo):
// an organization's subscription as the console shows it, starting and changing it, and
// marking a built-in invoice paid. Every state change goes through applyBillingEvent.

export type BillingDeps = { stripe: StripeSetup | null; now: number };

export function providerFor(org: BillingOrg, deps: BillingDeps): BillingProvider {
  return org.provider === 'stripe' && deps.stripe ? stripeProvider(deps.stripe.client) : builtinProvider;
}

export type SubscriptionOverview = {
  state: string;
  stateLabel: string;
  stateMeaning: string;
  organizationActive: boolean;
  provider: 'builtin' | 'stripe';
  plan: StoredPlan | null;
  plans: StoredPlan[];
  seats: number | null;
  usersAllowed: number;
  usersUsed: number;
  usersAreWorkersOnly: boolean;
  devicesAllowed: number;
  devicesUsed: number;
  trialEndDate: string | null;
  trialDaysLeft: number | null;
  nextInvoice: { date: string; amountCents: number; currency: string } | null;
  hasBillingCustomer: boolean;
  freeTrial: boolean;
  /** A subscription can be started (none is running). */
  canSubscribe: boolean;
  version: number;
};

/** Seats in use: active users, or only workers when maxUsersIsWorkersOnly. */
async function seatsUsed(trx: TenantTx, orgId: number): Promise<{ used: number; workersOnly: boolean }> {
  const [settings, counts] = await Promise.all([workerSettings(trx, orgId), userCounts(trx, orgId)]);
  return { used: settings.maxUsersIsWorkersOnly ? counts.workers : counts.users, workersOnly: settings.maxUsersIsWorkersOnly };
}

/** The subscription screen's figures for one organization. */
export async function subscriptionOverview(trx: TenantTx, orgId: number, deps: BillingDeps): Promise<SubscriptionOverview> {
  const org = await loadBillingOrg(trx, orgId, deps.stripe !== null);
  const [plan, plans, seats, devicesUsed] = await Promise.all([
    findPlan(trx, org.planId),
    listPlans(trx),
    seatsUsed(trx, orgId),
    activeDeviceCount(trx, orgId),
  ]);
  const meaning = isBillingState(org.state) ? BILLING_STATE_MEANINGS[org.state] : { label: org.state, meaning: '' };
  const running = org.state === 'active' || org.state === 'past_due';
  const freeTrial = isFreeTrial({ subscriptionState: org.state, billingCustomerId: org.billingCustomerId });
  return {
    state: org.state,
    stateLabel: meaning.label,
    stateMeaning: meaning.meaning,
    organizationActive: org.active,
    provider: org.provider,
    plan,
    plans,
    seats: org.seats,
    usersAllowed: org.maxUsers,
    usersUsed: seats.used,
    usersAreWorkersOnly: seats.workersOnly,
    devicesAllowed: org.maxDevices,
    devicesUsed,
    trialEndDate: org.state === 'trial' ? org.expireDate : null,
    trialDaysLeft: org.state === 'trial' ? trialDaysLeft(org.expireDate, deps.now, org.timezone) : null,
    nextInvoice:
      running && plan && org.seats && org.nextInvoiceDate
        ? { date: org.nextInvoiceDate, amountCents: periodCharge(plan, org.seats).totalCents, currency: plan.currency }
        : null,
    hasBillingCustomer: org.billingCustomerId !== null,
    freeTrial,
    canSubscribe: nextBillingState(org.state, 'activated') !== null,
    version: org.version,
  };
}

async function checkedSeats(trx: TenantTx, orgId: number, seats: number): Promise<void> {
  const refusal = seatsRefusal(seats, (await seatsUsed(trx, orgId)).used);
  if (refusal) throw ApiError.fields({ seats: [refusal] });
}

export const NOT_SUBSCRIBABLE = 'A subscription is already running. Change its plan or seats instead.';
export const NOT_RUNNING = 'There is no running subscription to change. Choose a plan first.';
export const STALE_SUBSCRIPTION = 'The subscription was changed by someone else. Reload it and try again.';

export type SubscriptionChange = { planId: string; seats: number; version: number };
export type Caller = { byUserId: number | null; source: TransitionSource; returnUrl: string };

/**
 * Starts a subscription (from trial, expired or canceled) with the provider of the
 * organization: built-in activates at once with its first invoice, Stripe answers Checkout's URL.
 */
export async function startSubscription(
  trx: TenantTx,
  orgId: number,
  change: SubscriptionChange,
  caller: Caller,
  deps: BillingDeps,
): Promise<SubscribeResult> {
  const org = await loadBillingOrg(trx, orgId, deps.stripe !== null, true);
  if (org.version !== change.version) throw ApiError.conflict(STALE_SUBSCRIPTION);
  if (nextBillingState(org.state, 'activated') === null) throw ApiError.conflict(NOT_SUBSCRIBABLE);
  const plan = await choosablePlan(trx, change.planId);
  await checkedSeats(trx, orgId, change.seats);
  return providerFor(org, deps).subscribe(trx, org, { plan, seats: change.seats, now: deps.now, ...caller });
}

/** Changes the plan or seats of a running subscription (active or past due). */
export async function changeSubscription(trx: TenantTx, orgId: number, change: SubscriptionChange, deps: BillingDeps): Promise<void> {
  const org = await loadBillingOrg(trx, orgId, deps.stripe !== null, true);
  if (org.version !== change.version) throw ApiError.conflict(STALE_SUBSCRIPTION);
  if (org.state !== 'active' && org.state !== 'past_due') throw ApiError.conflict(NOT_RUNNING);
  // The plan an organization is on may have been retired; it may stay on it.
  const plan = change.planId === org.planId ? await findPlan(trx, org.planId) : await choosablePlan(trx, change.planId);
  if (!plan) throw ApiError.fields({ planId: ['Choose one of the plans on offer.'] });
  await checkedSeats(trx, orgId, change.seats);
  await providerFor(org, deps).change(trx, org, plan, change.seats);
  await trx
    .updateTable('organizations')
    .set((eb) => ({ billing_version: eb('billing_version', '+', 1) }))
    .where('id', '=', orgId)
    .execute();
}

/** Where the customer updates payment details (Stripe's portal), or null for built-in invoices. */
export async function paymentUrl(trx: TenantTx, orgId: number, returnUrl: string, deps: BillingDeps): Promise<string | null> {
  const org = await loadBillingOrg(trx, orgId, deps.stripe !== null);
  return providerFor(org, deps).paymentUrl(org, returnUrl);
}

/**
 * Marks a built-in invoice paid (an app administrator, support, or the organization's
 * distributor); once nothing overdue is left, a past-due or expired organization is active again.
 */
export async function markInvoicePaid(
  trx: TenantTx,
  orgId: number,
  invoiceId: number,
  version: number,
  who: { byUserId: number | null; source: TransitionSource },
  now: number,
): Promise<Invoice> {
  const org = await loadBillingOrg(trx, orgId, false, true);
  const invoice = await setInvoicePaid(trx, orgId, invoiceId, version, who.byUserId, now);
  if ((await overdueInvoiceCount(trx, orgId, dateInZone(now, org.timezone))) === 0) {
    await applyBillingEvent(trx, orgId, 'payment_succeeded', { ...who, now });
  }
  return invoice;
}
