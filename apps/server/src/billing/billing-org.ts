import type { TenantTx } from '../db/tenant';

// What billing reads of an organization, and which payment provider serves it.

export type ProviderKind = 'builtin' | 'stripe';

export type BillingOrg = {
  id: number;
  name: string;
  timezone: string;
  state: string;
  active: boolean;
  planId: string | null;
  seats: number | null;
  maxUsers: number;
  maxDevices: number;
  provider: ProviderKind;
  billingCustomerId: string | null;
  stripeSubscriptionId: string | null;
  nextInvoiceDate: string | null;
  expireDate: string | null;
  pastDueSince: Date | null;
  distributorId: number | null;
  version: number;
};

/**
 * The provider of an organization: its own choice, else its distributor's (a distributor that
 * bills its customers itself picks the built-in invoices), else Stripe when the server has
 * Stripe's keys, else the built-in invoices. Without Stripe's keys Stripe is never chosen.
 */
export function providerOf(own: string | null, distributors: string | null, stripeOn: boolean): ProviderKind {
  const chosen = own ?? distributors ?? (stripeOn ? 'stripe' : 'builtin');
  return chosen === 'stripe' && stripeOn ? 'stripe' : 'builtin';
}

/** The organization's billing fields; `lock` takes its row for update (one change at a time). */
export async function loadBillingOrg(trx: TenantTx, orgId: number, stripeOn: boolean, lock = false): Promise<BillingOrg> {
  let query = trx
    .selectFrom('organizations')
    .leftJoin('distributors', 'distributors.id', 'organizations.distributor_id')
    .select([
      'organizations.id',
      'organizations.name',
      'organizations.timezone',
      'organizations.subscription_state',
      'organizations.active',
      'organizations.plan_id',
      'organizations.seats',
      'organizations.max_users',
      'organizations.max_devices',
      'organizations.billing_provider',
      'distributors.billing_provider as distributor_provider',
      'organizations.billing_customer_id',
      'organizations.stripe_subscription_id',
      'organizations.next_invoice_date',
      'organizations.expire_date',
      'organizations.past_due_since',
      'organizations.distributor_id',
      'organizations.billing_version',
    ])
    .where('organizations.id', '=', orgId);
  if (lock) query = query.forUpdate('organizations');
  const o = await query.executeTakeFirstOrThrow();
  return {
    id: o.id,
    name: o.name,
    timezone: o.timezone,
    state: o.subscription_state,
    active: o.active,
    planId: o.plan_id,
    seats: o.seats,
    maxUsers: o.max_users,
    maxDevices: o.max_devices,
    provider: providerOf(o.billing_provider, o.distributor_provider, stripeOn),
    billingCustomerId: o.billing_customer_id,
    stripeSubscriptionId: o.stripe_subscription_id,
    nextInvoiceDate: o.next_invoice_date,
    expireDate: o.expire_date,
    pastDueSince: o.past_due_since,
    distributorId: o.distributor_id,
    version: o.billing_version,
  };
}

/** The organization's Stripe customer, when it pays through Stripe (a built-in one is not). */
export const stripeCustomerOf = (org: BillingOrg): string | null =>
  org.provider === 'stripe' && org.billingCustomerId && !org.billingCustomerId.startsWith('builtin-') ? org.billingCustomerId : null;
