import type Stripe from 'stripe';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// Stripe's invoices read back into billing_invoices, from the webhook's events and through the
// SDK when the Invoices screen opens, so it lists them beside any built-in ones. A paid invoice stays paid: a late payment_failed of
// the same invoice (delivered out of order) does not reopen it.

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function linesOf(invoice: Stripe.Invoice) {
  return (invoice.lines?.data ?? []).map((line) => ({
    description: line.description ?? 'Subscription',
    quantity: line.quantity ?? 1,
    unitAmountCents: line.quantity ? Math.round(line.amount / line.quantity) : line.amount,
    amountCents: line.amount,
  }));
}

/** Keeps the invoice as Stripe sent it; true when it was already recorded as paid. */
export async function recordStripeInvoice(trx: TenantTx, orgId: number, invoice: Stripe.Invoice): Promise<boolean> {
  const before = await trx.selectFrom('billing_invoices').select('status').where('provider_invoice_id', '=', invoice.id).executeTakeFirst();
  const status = invoice.status === 'paid' ? 'paid' : invoice.status === 'void' ? 'void' : invoice.status === 'draft' ? 'draft' : 'open';
  await trx
    .insertInto('billing_invoices')
    .values({
      org_id: orgId,
      provider: 'stripe',
      provider_invoice_id: invoice.id,
      number: invoice.number ?? invoice.id,
      period_start: day(invoice.period_start),
      period_end: day(Math.max(invoice.period_end, invoice.period_start)),
      issued_at: new Date(invoice.created * 1000),
      due_date: day(invoice.due_date ?? invoice.created),
      currency: invoice.currency.toUpperCase(),
      total_cents: invoice.total,
      status,
      lines: JSON.stringify(linesOf(invoice)),
      paid_at: status === 'paid' ? new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000) : null,
    })
    .onConflict((oc) =>
      oc.columns(['org_id', 'provider_invoice_id']).doUpdateSet({
        status: sql`case when billing_invoices.status = 'paid' then 'paid' else excluded.status end`,
        paid_at: sql`coalesce(billing_invoices.paid_at, excluded.paid_at)`,
        total_cents: sql`excluded.total_cents`,
        version: sql`billing_invoices.version + 1`,
      }),
    )
    .execute();
  return before?.status === 'paid';
}

/** The customer's latest invoices, read back through the SDK (network: not exercised by the tests). */
export async function fetchStripeInvoices(stripe: Stripe, customer: string, limit = 24): Promise<Stripe.Invoice[]> {
  const page = await stripe.invoices.list({ customer, limit });
  return page.data;
}

/** Keeps invoices read back from Stripe; drafts are not shown to the customer. */
export async function recordStripeInvoices(trx: TenantTx, orgId: number, invoices: readonly Stripe.Invoice[]): Promise<void> {
  for (const invoice of invoices) if (invoice.status !== 'draft') await recordStripeInvoice(trx, orgId, invoice);
}
