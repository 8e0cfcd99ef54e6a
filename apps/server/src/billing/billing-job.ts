import { BILLING_GRACE_DAYS, dateInZone } from '@punchline/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import { loadBillingOrg } from './billing-org';
import { issueBuiltinInvoice, overdueInvoiceCount } from './invoices.service';
import { findPlan } from './plans.service';
import { applyBillingEvent } from './transition';

// The billing job (QUEUES.billingCycle, hourly on pg-boss's cron, so once across instances):
// free trials past their last day expire; organizations past due longer than the grace period
// expire; the built-in provider issues each period's invoice and counts an invoice unpaid past
// its due date as a failed payment. One transaction per organization: one failure leaves the
// others done. Running it twice changes nothing twice (the table refuses, invoices are one a period).

const DAY_MS = 86_400_000;

type Log = { error: (o: object, m: string) => void };

export type CycleOutcome = { expiredTrials: number; expiredPastDue: number; invoicesIssued: number; pastDue: number };

export async function runBillingCycle(db: Db, now: number, stripeOn: boolean, log?: Log): Promise<CycleOutcome> {
  const outcome: CycleOutcome = { expiredTrials: 0, expiredPastDue: 0, invoicesIssued: 0, pastDue: 0 };
  // A day of slack: each organization's own calendar day is judged in its time zone below.
  const tomorrowUtc = new Date(now + DAY_MS).toISOString().slice(0, 10);
  const { rows } = await sql<{ id: number }>`
    select o.id::int as id from organizations o
     where (o.subscription_state = 'trial' and o.expire_date < ${tomorrowUtc}::date)
        or o.subscription_state = 'past_due'
        or (o.subscription_state = 'active' and (o.next_invoice_date <= ${tomorrowUtc}::date
            or exists (select 1 from billing_invoices i where i.org_id = o.id and i.status = 'open' and i.due_date < ${tomorrowUtc}::date)))
     order by o.id`.execute(db);
  for (const { id } of rows) {
    try {
      await writeTenant(db, id, async (trx) => {
        const org = await loadBillingOrg(trx, id, stripeOn, true);
        const today = dateInZone(now, org.timezone);
        const job = { source: 'job' as const, now };
        if (org.state === 'trial' && org.expireDate && org.expireDate < today) {
          if ((await applyBillingEvent(trx, id, 'trial_ended', job)).changed) outcome.expiredTrials += 1;
          return;
        }
        if (org.state === 'past_due' && org.pastDueSince && now - org.pastDueSince.getTime() >= BILLING_GRACE_DAYS * DAY_MS) {
          if ((await applyBillingEvent(trx, id, 'grace_ended', job)).changed) outcome.expiredPastDue += 1;
          return;
        }
        // An organization subscribed through Stripe is Stripe's to invoice, even while its keys are off here.
        if (org.provider !== 'builtin' || org.stripeSubscriptionId) return;
        const plan = await findPlan(trx, org.planId);
        let next = org.nextInvoiceDate;
        // Catches up every period started since the last run, one invoice each.
        while (plan && org.seats && next && next <= today) {
          const issued = await issueBuiltinInvoice(trx, id, plan, org.seats, next, today, now);
          if (issued.issued) outcome.invoicesIssued += 1;
          next = issued.next;
        }
        if (next !== org.nextInvoiceDate)
          await trx.updateTable('organizations').set({ next_invoice_date: next }).where('id', '=', id).execute();
        if (org.state === 'active' && (await overdueInvoiceCount(trx, id, today)) > 0) {
          if ((await applyBillingEvent(trx, id, 'payment_failed', job)).changed) outcome.pastDue += 1;
        }
      });
    } catch (error) {
      log?.error({ orgId: id, err: error instanceof Error ? error.message : String(error) }, 'billing cycle failed for an organization');
    }
  }
  return outcome;
}
