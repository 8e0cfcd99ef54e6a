import { isActiveBillingState, nextBillingState, type BillingEvent, type BillingState } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// The one function that moves an organization's subscription state (the transition table is
// packages/domain/src/billing/states.ts): it locks the organization, asks the table, writes the
// state, organizationActive and the history row in the caller's transaction. Every path goes
// through it: sign-up, the console, the billing job, Stripe's webhook, the partner screen.

export type TransitionSource = 'signup' | 'user' | 'job' | 'webhook' | 'admin' | 'demo';

export type TransitionMeta = {
  source: TransitionSource;
  /** The app's clock (ms): when past due started, for the grace period (else the database's now()). */
  now?: number;
  byUserId?: number | null;
  /** The provider's event (Stripe's evt_… id) that caused it. */
  providerEventId?: string | null;
  /** The provider's time of that event: an event older than the last one applied changes nothing. */
  providerTime?: Date | null;
};

export type TransitionResult = { changed: boolean; from: string; to: string };

/** Applies `event` to the organization's state, when the table accepts it; else changes nothing. */
export async function applyBillingEvent(
  trx: TenantTx,
  orgId: number,
  event: BillingEvent,
  meta: TransitionMeta,
): Promise<TransitionResult> {
  const org = await trx
    .selectFrom('organizations')
    .select(['subscription_state', 'billing_event_at'])
    .where('id', '=', orgId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const from = org.subscription_state;
  // Out-of-order delivery: a provider event older than the last applied one is stale.
  if (meta.providerTime && org.billing_event_at && meta.providerTime < org.billing_event_at) return { changed: false, from, to: from };
  const to: BillingState | null = nextBillingState(from, event);
  if (meta.providerTime) {
    await trx.updateTable('organizations').set({ billing_event_at: meta.providerTime }).where('id', '=', orgId).execute();
  }
  if (!to) return { changed: false, from, to: from };
  await trx
    .updateTable('organizations')
    .set({
      subscription_state: to,
      active: isActiveBillingState(to),
      past_due_since: to !== 'past_due' ? null : meta.now === undefined ? sql<Date>`now()` : new Date(meta.now),
      billing_version: sql<number>`billing_version + 1`,
    })
    .where('id', '=', orgId)
    .execute();
  await trx
    .insertInto('billing_state_changes')
    .values({
      org_id: orgId,
      from_state: from,
      to_state: to,
      event,
      source: meta.source,
      by_user_id: meta.byUserId ?? null,
      provider_event_id: meta.providerEventId ?? null,
    })
    .execute();
  return { changed: true, from, to };
}
