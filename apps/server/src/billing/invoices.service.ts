import { billingPeriod, INVOICE_DUE_DAYS, periodCharge, addDaysIso, type InvoiceLine } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { StoredPlan } from './plans.service';

// Invoices of an organization: issued here by the built-in provider (numbered per organization,
// one a billing period, plan × seats), or read back from Stripe. Amounts in integer cents.

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void';

export type Invoice = {
  id: number;
  number: string;
  provider: string;
  periodStart: string;
  periodEnd: string;
  issuedAt: string;
  dueDate: string;
  currency: string;
  totalCents: number;
  status: InvoiceStatus;
  lines: InvoiceLine[];
  paidAt: string | null;
  version: number;
};

type InvoiceRow = {
  id: number;
  number: string;
  provider: string;
  period_start: string;
  period_end: string;
  issued_at: Date;
  due_date: string;
  currency: string;
  total_cents: number;
  status: string;
  lines: unknown;
  paid_at: Date | null;
  version: number;
};

const toInvoice = (r: InvoiceRow): Invoice => ({
  id: r.id,
  number: r.number,
  provider: r.provider,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  issuedAt: r.issued_at.toISOString(),
  dueDate: r.due_date,
  currency: r.currency,
  totalCents: Number(r.total_cents),
  status: r.status as InvoiceStatus,
  lines: r.lines as InvoiceLine[],
  paidAt: r.paid_at?.toISOString() ?? null,
  version: r.version,
});

const COLUMNS = [
  'id',
  'number',
  'provider',
  'period_start',
  'period_end',
  'issued_at',
  'due_date',
  'currency',
  'total_cents',
  'status',
  'lines',
  'paid_at',
  'version',
] as const;

export async function listInvoices(trx: TenantTx, orgId: number): Promise<Invoice[]> {
  const rows = await trx
    .selectFrom('billing_invoices')
    .select(COLUMNS)
    .where('org_id', '=', orgId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toInvoice);
}

export async function getInvoice(trx: TenantTx, orgId: number, id: number): Promise<Invoice> {
  const row = await trx.selectFrom('billing_invoices').select(COLUMNS).where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
  if (!row) throw ApiError.notFound('No such invoice.');
  return toInvoice(row);
}

/**
 * Issues the built-in invoice of the period starting `periodStart` (open, due INVOICE_DUE_DAYS
 * after issue) unless one exists; the caller holds the organization's row lock, so the number
 * sequence has no gap and no twin. Returns the next period's start and whether it issued one.
 */
export async function issueBuiltinInvoice(
  trx: TenantTx,
  orgId: number,
  plan: StoredPlan,
  seats: number,
  periodStart: string,
  today: string,
  now: number,
): Promise<{ next: string; issued: boolean }> {
  const period = billingPeriod(periodStart);
  const existing = await trx
    .selectFrom('billing_invoices')
    .select('id')
    .where('org_id', '=', orgId)
    .where('provider', '=', 'builtin')
    .where('period_start', '=', periodStart)
    .where('status', '<>', 'void')
    .executeTakeFirst();
  if (existing) return { next: period.next, issued: false };
  const { count } = await trx
    .selectFrom('billing_invoices')
    .select(sql<string>`count(*)`.as('count'))
    .where('org_id', '=', orgId)
    .where('provider', '=', 'builtin')
    .executeTakeFirstOrThrow();
  const charge = periodCharge(plan, seats);
  await trx
    .insertInto('billing_invoices')
    .values({
      org_id: orgId,
      provider: 'builtin',
      number: `PL-${orgId}-${String(Number(count) + 1).padStart(4, '0')}`,
      period_start: period.start,
      period_end: period.end,
      issued_at: new Date(now),
      due_date: addDaysIso(today > periodStart ? today : periodStart, INVOICE_DUE_DAYS),
      currency: plan.currency,
      total_cents: charge.totalCents,
      status: 'open',
      lines: JSON.stringify(charge.lines),
    })
    .execute();
  return { next: period.next, issued: true };
}

/** Open built-in invoices whose due date has passed by `today`. */
export async function overdueInvoiceCount(trx: TenantTx, orgId: number, today: string): Promise<number> {
  const { count } = await trx
    .selectFrom('billing_invoices')
    .select(sql<string>`count(*)`.as('count'))
    .where('org_id', '=', orgId)
    .where('status', '=', 'open')
    .where('due_date', '<', today)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export const ALREADY_PAID = 'This invoice is already paid.';
export const STALE_INVOICE = 'This invoice was changed by someone else. Reload it and try again.';

/** Marks an open built-in invoice paid (version-checked: two markings never both count). */
export async function setInvoicePaid(
  trx: TenantTx,
  orgId: number,
  id: number,
  version: number,
  byUserId: number | null,
  now: number,
): Promise<Invoice> {
  const invoice = await getInvoice(trx, orgId, id);
  if (invoice.provider !== 'builtin') throw ApiError.badRequest('Stripe invoices are paid through Stripe.');
  if (invoice.status === 'paid') throw ApiError.conflict(ALREADY_PAID);
  if (invoice.status !== 'open') throw ApiError.badRequest(`Only open invoices can be marked paid; this one is ${invoice.status}.`);
  const updated = await trx
    .updateTable('billing_invoices')
    .set({ status: 'paid', paid_at: new Date(now), paid_by_user_id: byUserId, version: sql<number>`version + 1` })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!updated) throw ApiError.conflict(STALE_INVOICE);
  return toInvoice(updated);
}
