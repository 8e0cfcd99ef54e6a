import type { BillingPlan } from '@punchline/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';

// Plans are data (table billing_plans, seeded by migration 0072): what a seat costs and how many
// clocks come with the seats.

export type StoredPlan = BillingPlan & { stripePriceId: string | null };

const columns = ['id', 'name', 'seat_price_cents', 'currency', 'seats_per_block', 'devices_per_block', 'stripe_price_id'] as const;

type PlanRow = {
  id: string;
  name: string;
  seat_price_cents: number;
  currency: string;
  seats_per_block: number;
  devices_per_block: number;
  stripe_price_id: string | null;
};

const toPlan = (r: PlanRow): StoredPlan => ({
  id: r.id,
  name: r.name,
  seatPriceCents: r.seat_price_cents,
  currency: r.currency,
  seatsPerBlock: r.seats_per_block,
  devicesPerBlock: r.devices_per_block,
  stripePriceId: r.stripe_price_id,
});

/** The plans on offer, cheapest first. */
export async function listPlans(db: Kysely<Database>): Promise<StoredPlan[]> {
  const rows = await db.selectFrom('billing_plans').select(columns).where('active', '=', true).orderBy('sort').orderBy('id').execute();
  return rows.map(toPlan);
}

/** A plan by id, or null (a retired plan is still found: organizations on it keep it). */
export async function findPlan(db: Kysely<Database>, id: string | null): Promise<StoredPlan | null> {
  if (!id) return null;
  const row = await db.selectFrom('billing_plans').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toPlan(row) : null;
}

/** A plan the caller may choose now (on offer), else 400. */
export async function choosablePlan(db: Kysely<Database>, id: string): Promise<StoredPlan> {
  const plan = (await listPlans(db)).find((p) => p.id === id);
  if (!plan) throw ApiError.fields({ planId: ['Choose one of the plans on offer.'] });
  return plan;
}
