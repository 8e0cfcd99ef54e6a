import { addBillingMonths, dateInZone } from '@punchline/domain';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import { runBillingCycle } from '../billing/billing-job';
import { listInvoices } from '../billing/invoices.service';
import { markInvoicePaid, startSubscription } from '../billing/subscription.service';

// The demo's subscription (issue 36): the Standard plan with 100 seats (the limits the demo
// always had: 100 users, 20 clocks), billed with the built-in invoices for the last three months,
// each marked paid five days after it was issued, and this month's invoice still open. Made
// through the billing service and job at past instants, as the months would have made them.

const DAY = 86_400_000;
export const DEMO_PLAN = { planId: 'standard', seats: 100 } as const;

/** Puts the demo organization on its plan; answers the invoices made and how many are paid. */
export async function seedDemoBilling(db: Db, orgId: number, now: number): Promise<{ invoices: number; paid: number }> {
  const timezone = (await db.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow()).timezone;
  // The subscription started three months ago, on this day of the month.
  const today = dateInZone(now, timezone);
  const startDay = addBillingMonths(today, -3);
  const startAt = Date.parse(`${startDay}T15:00:00Z`);
  await writeTenant(db, orgId, async (trx) => {
    // It was on its free trial before subscribing.
    await trx.updateTable('organizations').set({ subscription_state: 'trial', expire_date: startDay }).where('id', '=', orgId).execute();
    const version = (await trx.selectFrom('organizations').select('billing_version').where('id', '=', orgId).executeTakeFirstOrThrow())
      .billing_version;
    await startSubscription(
      trx,
      orgId,
      { ...DEMO_PLAN, version },
      { byUserId: null, source: 'demo', returnUrl: '' },
      { stripe: null, now: startAt },
    );
  });
  let paid = 0;
  for (let month = 0; month < 3; month += 1) {
    const issuedAt = Date.parse(`${addBillingMonths(startDay, month)}T15:00:00Z`);
    if (month > 0) await runBillingCycle(db, issuedAt + DAY / 2, false);
    // Paid five days after issue (marked as support would: the demo has no support user).
    await writeTenant(db, orgId, async (trx) => {
      for (const invoice of (await listInvoices(trx, orgId)).filter((i) => i.status === 'open')) {
        await markInvoicePaid(trx, orgId, invoice.id, invoice.version, { byUserId: null, source: 'demo' }, issuedAt + 5 * DAY);
        paid += 1;
      }
    });
  }
  // This month's invoice, issued by the job, open.
  await runBillingCycle(db, now, false);
  const invoices = await writeTenant(db, orgId, (trx) => listInvoices(trx, orgId));
  return { invoices: invoices.length, paid };
}
