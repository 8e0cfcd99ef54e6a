import type { TenantTx } from '../db/tenant';
import type { BillingOrg, ProviderKind } from './billing-org';
import type { StoredPlan } from './plans.service';
import type { TransitionSource } from './transition';

// A payment provider: how a subscription starts, changes and is paid. Two implementations:
// the built-in invoices (builtin.provider.ts) and Stripe (stripe.provider.ts); billing-org.ts
// picks one per organization (its own choice, its distributor's, or the server's default).

export type SubscribeRequest = {
  plan: StoredPlan;
  seats: number;
  now: number;
  byUserId: number | null;
  source: TransitionSource;
  /** The console page Stripe sends the customer back to. */
  returnUrl: string;
};

/** Activated at once (the built-in provider's first invoice), or the customer must pay first. */
export type SubscribeResult = { kind: 'activated' } | { kind: 'redirect'; url: string };

export type BillingProvider = {
  kind: ProviderKind;
  /** Starts the subscription of an organization with no running one (trial, expired, canceled). */
  subscribe: (trx: TenantTx, org: BillingOrg, request: SubscribeRequest) => Promise<SubscribeResult>;
  /** Plan or seats changed on a running subscription (the new seats are already checked). */
  change: (trx: TenantTx, org: BillingOrg, plan: StoredPlan, seats: number) => Promise<void>;
  /** Where the customer updates payment details, or null when the provider has no such page. */
  paymentUrl: (org: BillingOrg, returnUrl: string) => Promise<string | null>;
};
