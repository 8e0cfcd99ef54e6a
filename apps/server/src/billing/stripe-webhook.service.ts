import type { BillingEvent } from '@punchline/domain';
import type Stripe from 'stripe';
import type { Db } from '../db/database';
import { enterTenant, type TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { applyPlan } from './plan-limits';
import { findPlan } from './plans.service';
import { applyBillingEvent } from './transition';
import { recordStripeInvoice } from './stripe-invoices';
import type { StripeSetup } from './stripe-config';

// Stripe's webhook (POST /api/billing/stripe/webhook, docs/billing.md): the signature checked
// by the SDK on the raw body, then each event handled once by its id (billing_events, in the same
// transaction as what it changes, so a failure leaves it to Stripe's retry) and never moving the
// state backwards: an event older than the last one applied to the organization changes nothing.

export const BAD_SIGNATURE = 'The Stripe signature of this request is not valid.';
export const STRIPE_OFF = 'Stripe is not configured on this server.';

const HANDLED = new Set([
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/** Verifies the request as Stripe signed it (400 when it is not), answering the event. */
export function verifiedEvent(stripe: StripeSetup | null, rawBody: string | undefined, signature: string | undefined): Stripe.Event {
  if (!stripe) throw ApiError.notFound(STRIPE_OFF);
  if (!rawBody || !signature) throw ApiError.badRequest(BAD_SIGNATURE);
  try {
    return stripe.client.webhooks.constructEvent(rawBody, signature, stripe.webhookSecret);
  } catch {
    throw ApiError.badRequest(BAD_SIGNATURE);
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The customer an event is about, and the organization our own metadata names (Checkout). */
function subjectOf(event: Stripe.Event): { customer: string | null; orgId: number | null } {
  const object = event.data.object as {
    customer?: string | { id: string } | null;
    metadata?: Record<string, string> | null;
    client_reference_id?: string | null;
  };
  const named = Number(object.client_reference_id ?? object.metadata?.orgId);
  return { customer: idOf(object.customer), orgId: Number.isSafeInteger(named) && named > 0 ? named : null };
}

async function organizationOf(db: Db, event: Stripe.Event): Promise<number | null> {
  const { customer, orgId } = subjectOf(event);
  if (customer) {
    const org = await db.selectFrom('organizations').select('id').where('billing_customer_id', '=', customer).executeTakeFirst();
    if (org) return org.id;
  }
  if (orgId === null) return null;
  const org = await db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst();
  return org?.id ?? null;
}

/** Handles one verified event: 'duplicate' when its id was handled before. */
export async function handleStripeEvent(db: Db, event: Stripe.Event, now: number): Promise<string> {
  if (!HANDLED.has(event.type)) return 'ignored';
  const orgId = await organizationOf(db, event);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('billing_events')
      .values({
        event_id: event.id,
        provider: 'stripe',
        type: event.type,
        org_id: orgId,
        created_at: new Date(event.created * 1000),
        outcome: orgId === null ? 'no organization' : 'received',
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!inserted) return 'duplicate';
    if (orgId === null) return 'no organization';
    // The rest runs as the organization's tenant, like any change to its data.
    await enterTenant(trx, orgId);
    return applyEvent(trx, orgId, event, now);
  });
}

async function applyEvent(trx: TenantTx, orgId: number, event: Stripe.Event, now: number): Promise<string> {
  const meta = { source: 'webhook' as const, now, providerEventId: event.id, providerTime: new Date(event.created * 1000) };
  const state = (await trx.selectFrom('organizations').select('subscription_state').where('id', '=', orgId).executeTakeFirstOrThrow())
    .subscription_state;
  const apply = async (e: BillingEvent) => ((await applyBillingEvent(trx, orgId, e, meta)).changed ? 'applied' : 'unchanged');
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return 'ignored';
      const plan = await findPlan(trx, session.metadata?.planId ?? null);
      const seats = Number(session.metadata?.seats);
      if (plan && Number.isInteger(seats) && seats > 0) await applyPlan(trx, orgId, plan, seats);
      await trx
        .updateTable('organizations')
        .set({
          billing_customer_id: idOf(session.customer),
          stripe_subscription_id: idOf(session.subscription),
          billing_provider: 'stripe',
        })
        .where('id', '=', orgId)
        .execute();
      return apply('activated');
    }
    case 'invoice.paid': {
      await recordStripeInvoice(trx, orgId, event.data.object);
      // The first invoice may arrive before Checkout's event: it starts the subscription too.
      return apply(state === 'trial' ? 'activated' : 'payment_succeeded');
    }
    case 'invoice.payment_failed': {
      const alreadyPaid = await recordStripeInvoice(trx, orgId, event.data.object);
      return alreadyPaid ? 'stale' : apply('payment_failed');
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      await syncSeats(trx, orgId, subscription);
      const e = subscriptionEvent(subscription.status, state);
      return e ? apply(e) : 'unchanged';
    }
    case 'customer.subscription.deleted':
      return apply('canceled');
    default:
      return 'ignored';
  }
}

/** What a subscription's Stripe status means for our state. */
function subscriptionEvent(status: Stripe.Subscription.Status, state: string): BillingEvent | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return state === 'past_due' ? 'payment_succeeded' : 'activated';
    case 'past_due':
    case 'unpaid':
      return 'payment_failed';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return null;
  }
}

/** Seats changed in Stripe (the customer portal): the quantity becomes the seats and limits; the
 *  current period's end is the next invoice's date. */
async function syncSeats(trx: TenantTx, orgId: number, subscription: Stripe.Subscription): Promise<void> {
  const item = subscription.items.data[0];
  if (item?.current_period_end) {
    const next = new Date(item.current_period_end * 1000).toISOString().slice(0, 10);
    await trx.updateTable('organizations').set({ next_invoice_date: next }).where('id', '=', orgId).execute();
  }
  const quantity = item?.quantity;
  if (!quantity) return;
  const org = await trx.selectFrom('organizations').select(['plan_id', 'seats']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const plan = await findPlan(trx, subscription.metadata?.planId ?? org.plan_id);
  if (plan && (quantity !== org.seats || plan.id !== org.plan_id)) await applyPlan(trx, orgId, plan, quantity);
}
