import type { InvoiceAnswer, Subscription, SubscriptionChangeBody } from '@punchline/contracts';
import { api } from '../api/http';

// The console's billing calls (issue 36, docs/billing.md). The subscription's state also lives
// in the session settings (alert bar, inactive-org redirect): a change reloads them.

export const billingKey = (orgId: number) => ['orgs', orgId, 'billing'] as const;

export const fetchSubscription = async (orgId: number) =>
  (await api<{ result: Subscription }>(`orgs/${orgId}/billing/subscription`)).result;

export const startSubscription = (orgId: number, body: SubscriptionChangeBody) =>
  api<{ result: Subscription; redirectUrl: string | null }>(`orgs/${orgId}/billing/subscription/start`, { method: 'POST', body });

export const changeSubscription = async (orgId: number, body: SubscriptionChangeBody) =>
  (await api<{ result: Subscription }>(`orgs/${orgId}/billing/subscription`, { method: 'PUT', body })).result;

export const paymentPage = async (orgId: number) =>
  (await api<{ url: string }>(`orgs/${orgId}/billing/payment-page`, { method: 'POST' })).url;

export const fetchInvoices = async (orgId: number) => (await api<{ results: InvoiceAnswer[] }>(`orgs/${orgId}/billing/invoices`)).results;

export const invoicePdfPath = (orgId: number, invoiceId: number) => `orgs/${orgId}/billing/invoices/${invoiceId}/pdf`;

/** Support, app administrators and the distributor mark a built-in invoice paid. */
export const markInvoicePaid = async (orgId: number, invoice: Pick<InvoiceAnswer, 'id' | 'version'>) =>
  (
    await api<{ result: InvoiceAnswer }>(`orgs/${orgId}/billing/invoices/${invoice.id}/mark-paid`, {
      method: 'POST',
      body: { version: invoice.version },
    })
  ).result;
