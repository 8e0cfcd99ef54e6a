import { computeTimecard, type PayPeriod } from '@punchline/domain';
import { sql } from 'kysely';
import { isReadOnlyTx } from '../db/database';
import type { TenantTx } from '../db/tenant';
import { timeOffForCards } from '../time-off/card-time-off';
import { publishedSchedules } from './scheduled-shifts';
import {
  cardInput,
  punchWindow,
  PUNCH_INPUT_COLUMNS,
  type CardWorker,
  type OrgInputs,
  type PunchRow,
  type StoredCard,
} from './timecards.service';

// A recompute run reads and writes cards a batch of workers at a time: one query each for the
// workers, their punches, their rates and their cached fingerprints, then one statement writing
// every card that changed. Reading worker by worker cost four round trips a card, which is what
// held a 10,000-worker period to minutes (docs/benchmarks.md). The input and fingerprint of each
// card come from the same cardInput as a single card's, so either recognises the other's cache.

/** Workers per batch: large enough to amortise the round trips, small enough to keep memory flat. */
export const RECOMPUTE_BATCH = 500;

/** What one worker's card of the period is computed from: the engine's input and its fingerprint. */
export type BatchCardInput = { worker: CardWorker; punches: PunchRow[] } & ReturnType<typeof cardInput>;

/**
 * The card inputs of these workers for the period, read a batch at a time (one query each for the
 * workers, their punches, rates, schedules and time off). A recompute run fingerprints them; the
 * totals report's job split computes them again with the trace (reports/definitions/totals-jobs.ts).
 */
export async function batchCardInputs(
  trx: TenantTx,
  orgId: number,
  inputs: OrgInputs,
  period: PayPeriod,
  employeeIds: readonly number[],
  now: number,
): Promise<BatchCardInput[]> {
  if (employeeIds.length === 0) return [];
  const ids = [...employeeIds];
  const { from, to } = punchWindow(inputs, period);
  const [workers, punches, rates, schedules, timeOff] = await Promise.all([
    trx
      .selectFrom('employees')
      .select(['id', 'pay_class_id', 'pay_rule_id', 'pay_type', 'shift_starts_at'])
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute(),
    trx
      .selectFrom('punches')
      .select([...PUNCH_INPUT_COLUMNS, 'employee_id'])
      .where('org_id', '=', orgId)
      .where('employee_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .where('at', '>=', from)
      .where('at', '<', to)
      .orderBy('employee_id')
      .orderBy('at')
      .orderBy('id')
      .execute(),
    // Each hourly worker's rate effective at the period's start (salaried rates are annual amounts).
    sql<{ employee_id: number; rate: string }>`select distinct on (r.employee_id) r.employee_id, r.rate::text as rate
      from employee_pay_rates r join employees e on e.id = r.employee_id and e.org_id = r.org_id
      where r.org_id = ${orgId} and r.employee_id = any(${ids}::bigint[]) and r.effective_from <= ${period.start}
        and e.pay_type = 'hourly'
      order by r.employee_id, r.effective_from desc`.execute(trx),
    inputs.scheduling ? publishedSchedules(trx, orgId, ids, from, to) : null,
    inputs.timeOff ? timeOffForCards(trx, orgId, ids, period, inputs.stored.shift.fullDayDuration) : null,
  ]);
  const punchesOf = new Map<number, PunchRow[]>();
  for (const p of punches) {
    const list = punchesOf.get(p.employee_id);
    if (list) list.push(p);
    else punchesOf.set(p.employee_id, [p]);
  }
  const rateOf = new Map(rates.rows.map((r) => [Number(r.employee_id), r.rate]));
  return (workers as CardWorker[]).map((worker) => {
    const own = punchesOf.get(worker.id) ?? [];
    const schedule = schedules?.get(worker.id) ?? null;
    const off = timeOff?.get(worker.id) ?? null;
    return { worker, punches: own, ...cardInput(inputs, worker, period, own, rateOf.get(worker.id), now, schedule, off) };
  });
}

/** A card computed by a batch, with the fingerprint of its inputs. */
export type ComputedCard = { card: StoredCard; fingerprint: string };

/**
 * Brings the cards of these workers for the period up to date (the caller's transaction; the
 * period is open). Answers the cards it computed, by worker (the others' fingerprints held). They
 * are kept in the cache, except through a read-only transaction (the reports' replica,
 * isReadOnlyTx), where the caller uses them from this answer instead of the cache.
 */
export async function recomputeBatch(
  trx: TenantTx,
  orgId: number,
  inputs: OrgInputs,
  period: PayPeriod,
  employeeIds: readonly number[],
  now: number,
): Promise<Map<number, ComputedCard>> {
  const computed = new Map<number, ComputedCard>();
  if (employeeIds.length === 0) return computed;
  const [cardInputs, cached] = await Promise.all([
    batchCardInputs(trx, orgId, inputs, period, employeeIds, now),
    trx
      .selectFrom('timecard_cache')
      .select(['employee_id', 'fingerprint'])
      .where('org_id', '=', orgId)
      .where('period_start', '=', period.start)
      .where('employee_id', 'in', [...employeeIds])
      .execute(),
  ]);
  const fingerprintOf = new Map(cached.map((c) => [c.employee_id, c.fingerprint]));
  const changed: { employee_id: number; fingerprint: string; card: string }[] = [];
  for (const { worker, input, fingerprint } of cardInputs) {
    if (fingerprintOf.get(worker.id) === fingerprint) continue;
    const { trace: _trace, ...card } = computeTimecard(input);
    computed.set(worker.id, { card, fingerprint });
    changed.push({ employee_id: worker.id, fingerprint, card: JSON.stringify(card) });
  }
  if (changed.length === 0 || isReadOnlyTx(trx)) return computed;
  const computedAt = new Date(now * 1000);
  // Multi-row VALUES: each card travels as its own parameter (an array literal of 500 cards had
  // every quote escaped and parsed again, which cost more than computing them).
  await trx
    .insertInto('timecard_cache')
    .values(
      changed.map((c) => ({
        org_id: orgId,
        employee_id: c.employee_id,
        period_start: period.start,
        period_end: period.end,
        fingerprint: c.fingerprint,
        card: c.card,
        computed_at: computedAt,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['org_id', 'employee_id', 'period_start']).doUpdateSet((eb) => ({
        period_end: eb.ref('excluded.period_end'),
        fingerprint: eb.ref('excluded.fingerprint'),
        card: eb.ref('excluded.card'),
        computed_at: eb.ref('excluded.computed_at'),
      })),
    )
    .execute();
  return computed;
}

/**
 * Brings these workers' cards of an open period up to date, RECOMPUTE_BATCH at a time, telling
 * progress (0 to 1) after each batch. Answers the cards a read-only transaction (the reports'
 * replica) computed and could not keep, for the caller to use instead of the cache's; on the
 * primary they are in the cache and the answer is empty.
 */
export async function recomputeInBatches(
  trx: TenantTx,
  orgId: number,
  inputs: OrgInputs,
  period: PayPeriod,
  employeeIds: readonly number[],
  now: number,
  progress: (fraction: number) => void = () => {},
): Promise<Map<number, ComputedCard>> {
  const unkept = new Map<number, ComputedCard>();
  const keeps = !isReadOnlyTx(trx);
  for (let i = 0; i < employeeIds.length; i += RECOMPUTE_BATCH) {
    const computed = await recomputeBatch(trx, orgId, inputs, period, employeeIds.slice(i, i + RECOMPUTE_BATCH), now);
    if (!keeps) for (const [id, card] of computed) unkept.set(id, card);
    progress(Math.min(1, (i + RECOMPUTE_BATCH) / employeeIds.length));
  }
  return unkept;
}
