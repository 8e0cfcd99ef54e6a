import type Stripe from 'stripe';
import type { TenantTx } from '../db/tenant';
import type { BillingOrg } from './billing-org';
import { builtinCustomerId } from './builtin.provider';
import type { StoredPlan } from './plans.service';
import type { BillingProvider, SubscribeRequest } from './provider';

// Stripe through its official Node SDK: a customer per organization, a subscription with the
// seats as its quantity, Stripe Checkout to start it (the webhook's checkout.session.completed
// activates it), the customer portal for payment details. These calls need Stripe's network and
// are not exercised by the tests here; the webhook (stripe-webhook.service.ts) is.

/** The per-seat monthly price of a plan: its Stripe price when set, else made inline. */
function priceOf(plan: StoredPlan): Pick<Stripe.Checkout.SessionCreateParams.LineItem, 'price' | 'price_data'> {
  if (plan.stripePriceId) return { price: plan.stripePriceId };
  return {
    price_data: {
      currency: plan.currency.toLowerCase(),
      unit_amount: plan.seatPriceCents,
      recurring: { interval: 'month' },
      product_data: { name: `Punchline ${plan.name}`, metadata: { planId: plan.id } },
    },
  };
}

async function customerOf(stripe: Stripe, trx: TenantTx, org: BillingOrg): Promise<string> {
  if (org.billingCustomerId && org.billingCustomerId !== builtinCustomerId(org.id)) return org.billingCustomerId;
  // The idempotency key makes a retried request reuse the customer Stripe already made.
  const customer = await stripe.customers.create(
    { name: org.name, metadata: { orgId: String(org.id) } },
    { idempotencyKey: `punchline-customer-${org.id}` },
  );
  await trx.updateTable('organizations').set({ billing_customer_id: customer.id }).where('id', '=', org.id).execute();
  return customer.id;
}

export function stripeProvider(stripe: Stripe): BillingProvider {
  return {
    kind: 'stripe',
    subscribe: async (trx: TenantTx, org: BillingOrg, { plan, seats, returnUrl }: SubscribeRequest) => {
      const customer = await customerOf(stripe, trx, org);
      const metadata = { orgId: String(org.id), planId: plan.id, seats: String(seats) };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: String(org.id),
        line_items: [{ ...priceOf(plan), quantity: seats }],
        subscription_data: { metadata },
        metadata,
        success_url: `${returnUrl}?checkout=done`,
        cancel_url: returnUrl,
      });
      if (!session.url) throw new Error('Stripe Checkout answered no URL');
      return { kind: 'redirect', url: session.url };
    },
    change: async (_trx, org, plan, seats) => {
      if (!org.stripeSubscriptionId) return;
      const subscription = await stripe.subscriptions.retrieve(org.stripeSubscriptionId);
      const item = subscription.items.data[0];
      if (!item) return;
      const samePlan = org.planId === plan.id;
      await stripe.subscriptions.update(org.stripeSubscriptionId, {
        items: [samePlan ? { id: item.id, quantity: seats } : { id: item.id, quantity: seats, ...subscriptionPrice(plan) }],
        metadata: { orgId: String(org.id), planId: plan.id, seats: String(seats) },
        proration_behavior: 'create_prorations',
      });
    },
    paymentUrl: async (org, returnUrl) => {
      if (!org.billingCustomerId || org.billingCustomerId === builtinCustomerId(org.id)) return null;
      const portal = await stripe.billingPortal.sessions.create({ customer: org.billingCustomerId, return_url: returnUrl });
      return portal.url;
    },
  };
}

/** A subscription item's price for another plan (Stripe's inline price_data of subscriptions). */
function subscriptionPrice(plan: StoredPlan): Pick<Stripe.SubscriptionUpdateParams.Item, 'price' | 'price_data'> {
  if (plan.stripePriceId) return { price: plan.stripePriceId };
  return {
    price_data: {
      currency: plan.currency.toLowerCase(),
      unit_amount: plan.seatPriceCents,
      recurring: { interval: 'month' },
      product: `punchline-${plan.id}`,
    },
  };
}
