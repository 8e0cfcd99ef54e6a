import {
  invoiceAnswerSchema,
  invoiceParamsSchema,
  invoicesAnswerSchema,
  markInvoicePaidBodySchema,
  orgIdParamsSchema,
  paymentUrlAnswerSchema,
  subscriptionAnswerSchema,
  subscriptionChangeBodySchema,
  subscriptionStartAnswerSchema,
} from '@punchline/contracts';
import type { FastifyRequest } from 'fastify';
import { requireIdentity } from '../auth/identity';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg, type OrgAccess } from '../orgs/org-access';
import { formatPrefs } from '../punches/punches.list';
import { requireBilling, requireInvoiceMarker } from './billing-gate';
import { invoiceFilename, invoicePdf } from './invoice-pdf';
import { loadBillingOrg, stripeCustomerOf } from './billing-org';
import { getInvoice, listInvoices } from './invoices.service';
import { fetchStripeInvoices, recordStripeInvoices } from './stripe-invoices';
import type { StripeSetup } from './stripe-config';
import { changeSubscription, markInvoicePaid, paymentUrl, startSubscription, subscriptionOverview } from './subscription.service';

// Settings → Billing's calls (issue 36, docs/billing.md): every one needs manage_subscription
// and a caller billing is not hidden from (billing-gate.ts); marking an invoice paid is for
// support, the distributor and app administrators instead.

const tags = ['billing'];
const NO_PAYMENT_PAGE = 'Invoices of this organization are paid outside Punchline: there is no payment page.';

export async function billingRoutes(app: App, ctx: AppContext, stripe: StripeSetup | null): Promise<void> {
  const deps = () => ({ stripe, now: ctx.clock.now() });
  const returnUrl = (orgId: number) => `${ctx.config.mail.publicUrl}/orgs/${orgId}/settings/billing/subscription`;

  /** fn for a subscription manager billing is not hidden from (else 403). */
  const asOwner = <T>(
    request: FastifyRequest,
    orgId: number,
    mode: 'read' | 'write',
    fn: (trx: TenantTx, access: OrgAccess) => Promise<T>,
    invoices = false,
  ) => {
    const identity = requireIdentity(request, ctx.secrets.tokens);
    return withOrg(ctx.db, identity, orgId, { mode, permission: 'manage_subscription' }, async (trx, access) => {
      await requireBilling(trx, identity, access, invoices);
      return fn(trx, access);
    });
  };

  app.get(
    '/orgs/:orgId/billing/subscription',
    {
      schema: {
        tags,
        summary: 'The subscription: state and its meaning, plan, seats used and allowed, clocks, trial end, next invoice, plans on offer',
        params: orgIdParamsSchema,
        response: { 200: subscriptionAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return { result: await asOwner(request, orgId, 'read', (trx) => subscriptionOverview(trx, orgId, deps())) };
    },
  );

  app.post(
    '/orgs/:orgId/billing/subscription/start',
    {
      schema: {
        tags,
        summary: 'Starts a subscription with a plan and seats (from a trial, expired or canceled)',
        description:
          'Built-in invoices: issues the first invoice and activates at once (redirectUrl null). Stripe: answers the Checkout page in redirectUrl; the webhook activates. 409 when a subscription is already running or the version is stale; 400 for fewer seats than in use.',
        params: orgIdParamsSchema,
        body: subscriptionChangeBodySchema,
        response: { 200: subscriptionStartAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return asOwner(request, orgId, 'write', async (trx, access) => {
        const started = await startSubscription(
          trx,
          orgId,
          request.body,
          { byUserId: access.userId, source: 'user', returnUrl: returnUrl(orgId) },
          deps(),
        );
        return { result: await subscriptionOverview(trx, orgId, deps()), redirectUrl: started.kind === 'redirect' ? started.url : null };
      });
    },
  );

  app.put(
    '/orgs/:orgId/billing/subscription',
    {
      schema: {
        tags,
        summary: 'Changes the plan or seats of the running subscription',
        description:
          'The seats become maxUsers and the plan’s clocks for them maxDevices. 400 for fewer seats than in use; 409 on a stale version or no running subscription.',
        params: orgIdParamsSchema,
        body: subscriptionChangeBodySchema,
        response: { 200: subscriptionAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      return asOwner(request, orgId, 'write', async (trx) => {
        await changeSubscription(trx, orgId, request.body, deps());
        return { result: await subscriptionOverview(trx, orgId, deps()) };
      });
    },
  );

  app.post(
    '/orgs/:orgId/billing/payment-page',
    {
      schema: {
        tags,
        summary: "The provider's page where payment details are updated (Stripe's customer portal)",
        description: '404 for organizations billed with the built-in invoices, which are paid outside Punchline.',
        params: orgIdParamsSchema,
        response: { 200: paymentUrlAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const url = await asOwner(request, orgId, 'read', (trx) => paymentUrl(trx, orgId, returnUrl(orgId), deps()));
      if (!url) throw ApiError.notFound(NO_PAYMENT_PAGE);
      return { url };
    },
  );

  app.get(
    '/orgs/:orgId/billing/invoices',
    {
      schema: {
        tags,
        summary: 'Invoices, newest first: built-in ones and those read back from Stripe',
        description: '403 without a billing customer or during the free trial (SPEC section 6).',
        params: orgIdParamsSchema,
        response: { 200: invoicesAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      // A Stripe customer's invoices are read back from Stripe first (no transaction is held
      // while Stripe answers); when Stripe cannot be reached, those already kept are listed.
      const customer = await asOwner(
        request,
        orgId,
        'read',
        async (trx) => stripeCustomerOf(await loadBillingOrg(trx, orgId, stripe !== null)),
        true,
      );
      if (stripe && customer) {
        const fetched = await fetchStripeInvoices(stripe.client, customer).catch((error: Error) => {
          request.log.warn({ orgId, err: error.message }, 'Stripe invoices could not be read back');
          return [];
        });
        if (fetched.length) await asOwner(request, orgId, 'write', (trx) => recordStripeInvoices(trx, orgId, fetched), true);
      }
      return { results: await asOwner(request, orgId, 'read', (trx) => listInvoices(trx, orgId), true) };
    },
  );

  app.get(
    '/orgs/:orgId/billing/invoices/:invoiceId/pdf',
    {
      schema: {
        tags,
        summary: 'An invoice as PDF',
        description: 'application/pdf, named "Invoice <number>.pdf".',
        params: invoiceParamsSchema,
      },
    },
    async (request, reply) => {
      const { orgId, invoiceId } = request.params;
      const { filename, content } = await asOwner(
        request,
        orgId,
        'read',
        async (trx) => {
          const [invoice, prefs, org] = await Promise.all([
            getInvoice(trx, orgId, invoiceId),
            formatPrefs(trx, orgId),
            trx
              .selectFrom('organizations')
              .leftJoin('distributors', 'distributors.id', 'organizations.distributor_id')
              .select(['organizations.name', 'distributors.console_name'])
              .where('organizations.id', '=', orgId)
              .executeTakeFirstOrThrow(),
          ]);
          const issuer = org.console_name ?? 'Punchline';
          return { filename: invoiceFilename(invoice), content: await invoicePdf({ invoice, orgName: org.name, issuer, prefs }) };
        },
        true,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .send(content);
    },
  );

  app.post(
    '/orgs/:orgId/billing/invoices/:invoiceId/mark-paid',
    {
      schema: {
        tags,
        summary: 'Marks a built-in invoice paid (support, the distributor, app administrators)',
        description:
          'Once nothing overdue is left, a past-due or expired organization is active again. 409 when already paid or on a stale version.',
        params: invoiceParamsSchema,
        body: markInvoicePaidBodySchema,
        response: { 200: invoiceAnswerSchema },
      },
    },
    async (request) => {
      const { orgId, invoiceId } = request.params;
      const identity = requireIdentity(request, ctx.secrets.tokens);
      return withOrg(ctx.db, identity, orgId, { mode: 'write' }, async (trx, access) => {
        await requireInvoiceMarker(trx, access);
        const who = { byUserId: access.userId, source: 'admin' as const };
        return { result: await markInvoicePaid(trx, orgId, invoiceId, request.body.version, who, ctx.clock.now()) };
      });
    },
  );
}
