import { dateInZone } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import type { BillingOrg } from './billing-org';
import { issueBuiltinInvoice } from './invoices.service';
import { applyPlan } from './plan-limits';
import type { BillingProvider, SubscribeRequest } from './provider';
import { applyBillingEvent } from './transition';

// The built-in provider: the service issues an invoice each month (the billing job issues the
// next ones) and someone marks it paid, an app administrator or the organization's distributor,
// who bills the customer itself. The first invoice activates the subscription.

/** The customer record of an organization billed here: there is no outside account to name. */
export const builtinCustomerId = (orgId: number) => `builtin-${orgId}`;

async function subscribe(trx: TenantTx, org: BillingOrg, { plan, seats, now, byUserId, source }: SubscribeRequest) {
  const today = dateInZone(now, org.timezone);
  await applyPlan(trx, org.id, plan, seats);
  const { next } = await issueBuiltinInvoice(trx, org.id, plan, seats, today, today, now);
  await trx
    .updateTable('organizations')
    .set({ billing_customer_id: org.billingCustomerId ?? builtinCustomerId(org.id), next_invoice_date: next })
    .where('id', '=', org.id)
    .execute();
  await applyBillingEvent(trx, org.id, 'activated', { source, byUserId, now });
  return { kind: 'activated' } as const;
}

export const builtinProvider: BillingProvider = {
  kind: 'builtin',
  subscribe,
  // The next invoice is issued for the new plan and seats.
  change: (trx, org, plan, seats) => applyPlan(trx, org.id, plan, seats),
  paymentUrl: async () => null,
};
