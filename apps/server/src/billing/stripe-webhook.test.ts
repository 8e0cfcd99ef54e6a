import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createOrg, createTestApp } from '../../test/test-app';

// Stripe's webhook, as Stripe sends it: events signed with the SDK's own test helper
// (generateTestHeaderString), verified by constructEvent. No network: the SDK is only asked to
// sign and verify. Repeated events change nothing twice; a stale event never moves state back.

const WEBHOOK_SECRET = 'whsec_test_punchline';

const stripe = new Stripe('sk_test_not_used_for_calls');
const T0 = Math.floor(Date.UTC(2026, 4, 1) / 1000);

type Event = { id: string; type: string; created: number; object: Record<string, unknown> };

describe('Stripe webhook', async () => {
  const { app, db } = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_not_used_for_calls', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  const orgId = await createOrg(db, 'Stripe Co');
  await db.updateTable('organizations').set({ subscription_state: 'trial', expire_date: '2026-05-14' }).where('id', '=', orgId).execute();

  const send = (event: Event, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify({
      id: event.id,
      object: 'event',
      type: event.type,
      created: event.created,
      api_version: '2025-01-01',
      data: { object: event.object },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  };
  const org = () =>
    db
      .selectFrom('organizations')
      .select([
        'subscription_state',
        'active',
        'billing_customer_id',
        'stripe_subscription_id',
        'seats',
        'max_users',
        'max_devices',
        'plan_id',
        'next_invoice_date',
      ])
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow();
  const outcome = async (event: Event) => {
    const response = await send(event);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ outcome: string }>().outcome;
  };
  const invoice = (id: string, status: 'paid' | 'open', created: number) => ({
    id,
    object: 'invoice',
    customer: 'cus_123',
    number: `INV-${id}`,
    status,
    created,
    period_start: created,
    period_end: created + 30 * 86_400,
    total: 3000,
    currency: 'usd',
    due_date: null,
    status_transitions: { paid_at: status === 'paid' ? created + 60 : null },
    lines: { data: [{ description: '5 × Standard', quantity: 5, amount: 3000 }] },
  });

  it('refuses a bad signature (400) and changes nothing', async () => {
    const forged = await send(
      { id: 'evt_forged', type: 'customer.subscription.deleted', created: T0, object: { id: 'sub_1', customer: 'cus_123' } },
      'whsec_wrong',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: 'The Stripe signature of this request is not valid.' });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      payload: '{"id":"evt_x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await org()).subscription_state).toBe('trial');
  });

  it('activates on checkout.session.completed, once however often it is delivered', async () => {
    const checkout: Event = {
      id: 'evt_checkout',
      type: 'checkout.session.completed',
      created: T0,
      object: {
        id: 'cs_1',
        object: 'checkout.session',
        mode: 'subscription',
        customer: 'cus_123',
        subscription: 'sub_1',
        client_reference_id: String(orgId),
        metadata: { orgId: String(orgId), planId: 'standard', seats: '5' },
      },
    };
    expect(await outcome(checkout)).toBe('applied');
    expect(await org()).toMatchObject({
      subscription_state: 'active',
      billing_customer_id: 'cus_123',
      stripe_subscription_id: 'sub_1',
      plan_id: 'standard',
      seats: 5,
      max_users: 5,
      max_devices: 1,
    });
    expect(await outcome(checkout)).toBe('duplicate');
    const changes = await db
      .selectFrom('billing_state_changes')
      .select(['to_state', 'provider_event_id'])
      .where('org_id', '=', orgId)
      .execute();
    expect(changes).toEqual([{ to_state: 'active', provider_event_id: 'evt_checkout' }]);
  });

  it('goes past due on a failed payment and back to active when paid; a stale failure after the payment changes nothing', async () => {
    expect(
      await outcome({ id: 'evt_fail_1', type: 'invoice.payment_failed', created: T0 + 100, object: invoice('in_1', 'open', T0 + 90) }),
    ).toBe('applied');
    expect((await org()).subscription_state).toBe('past_due');
    expect(await outcome({ id: 'evt_paid_1', type: 'invoice.paid', created: T0 + 300, object: invoice('in_1', 'paid', T0 + 90) })).toBe(
      'applied',
    );
    expect((await org()).subscription_state).toBe('active');
    // Delivered late: a failure of the same invoice created before the payment.
    expect(
      await outcome({ id: 'evt_fail_0', type: 'invoice.payment_failed', created: T0 + 200, object: invoice('in_1', 'open', T0 + 90) }),
    ).toBe('stale');
    // Or an older failure of another invoice, also created before the newest applied event.
    expect(
      await outcome({ id: 'evt_fail_old', type: 'invoice.payment_failed', created: T0 + 150, object: invoice('in_0', 'open', T0 + 50) }),
    ).toBe('unchanged');
    expect(await org()).toMatchObject({ subscription_state: 'active', active: true });
    // The invoice was read back, paid, and stays paid.
    const invoices = await db
      .selectFrom('billing_invoices')
      .select(['provider_invoice_id', 'status', 'total_cents'])
      .where('org_id', '=', orgId)
      .orderBy('provider_invoice_id')
      .execute();
    expect(invoices).toEqual([
      { provider_invoice_id: 'in_0', status: 'open', total_cents: 3000 },
      { provider_invoice_id: 'in_1', status: 'paid', total_cents: 3000 },
    ]);
    // Repeating the payment changes nothing twice.
    expect(await outcome({ id: 'evt_paid_1', type: 'invoice.paid', created: T0 + 300, object: invoice('in_1', 'paid', T0 + 90) })).toBe(
      'duplicate',
    );
  });

  it('follows seats changed in Stripe and ends on customer.subscription.deleted; an older update cannot revive it', async () => {
    const subscription = (status: string, quantity: number) => ({
      id: 'sub_1',
      object: 'subscription',
      customer: 'cus_123',
      status,
      metadata: {},
      items: { data: [{ id: 'si_1', quantity, current_period_end: T0 + 31 * 86_400 }] },
    });
    expect(
      await outcome({ id: 'evt_sub_upd', type: 'customer.subscription.updated', created: T0 + 400, object: subscription('active', 8) }),
    ).toBe('unchanged');
    expect(await org()).toMatchObject({ seats: 8, max_users: 8, max_devices: 2, next_invoice_date: '2026-06-01' });
    expect(
      await outcome({ id: 'evt_sub_del', type: 'customer.subscription.deleted', created: T0 + 600, object: subscription('canceled', 8) }),
    ).toBe('applied');
    expect(await org()).toMatchObject({ subscription_state: 'canceled', active: false });
    expect(
      await outcome({ id: 'evt_sub_upd_old', type: 'customer.subscription.updated', created: T0 + 500, object: subscription('active', 8) }),
    ).toBe('unchanged');
    expect((await org()).subscription_state).toBe('canceled');
  });

  it('acknowledges events of other kinds or of unknown customers without changing anything', async () => {
    expect(await outcome({ id: 'evt_other', type: 'customer.created', created: T0, object: { id: 'cus_9' } })).toBe('ignored');
    expect(
      await outcome({
        id: 'evt_stranger',
        type: 'invoice.paid',
        created: T0,
        object: { ...invoice('in_9', 'paid', T0), customer: 'cus_unknown' },
      }),
    ).toBe('no organization');
  });
});
