import type { PayPeriod } from '@punchline/domain';
import { sql, type RawBuilder } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { periodStateOf } from '../timecards/pay-periods.service';
import { RECOMPUTE_BATCH, recomputeInBatches } from '../timecards/recompute-batch';
import type { OrgInputs, StoredCard } from '../timecards/timecards.service';

// The time cards a report reads: the cached cards of the period, brought up to date first the way
// a recompute run does (a batch of workers at a time, only cards whose inputs changed), so a
// report's numbers are the time card screen's numbers. A locked or finalized period keeps the
// cards it has (as the time card screen does); only a card never computed is computed. On the
// reports' replica (REPORTS_DATABASE_URL) the same cards are computed but not kept: the cache is
// written only on the primary, and a card computed there is used from memory.

/** A card's value as a report reads it (the whole card, or a part), and the fingerprint of its inputs. */
type Read<T> = { value: T; fingerprint: string };

/**
 * Brings the period's cards of these workers up to date (only those whose inputs changed). Through
 * the reports' replica (isReadOnlyTx) nothing can be kept: the cards it computed are answered,
 * `part` of each, for the caller to use instead of the cache's; on the primary they are in the
 * cache and the answer is empty.
 */
async function bringUpToDate<T>(
  trx: TenantTx,
  orgId: number,
  inputs: OrgInputs,
  period: PayPeriod,
  employeeIds: readonly number[],
  now: number,
  progress: (fraction: number) => void,
  part: (card: StoredCard) => T,
): Promise<Map<number, Read<T>>> {
  const open = (await periodStateOf(trx, orgId, period.start)) === 'open';
  let ids = [...employeeIds];
  if (!open) {
    const have = await trx
      .selectFrom('timecard_cache')
      .select('employee_id')
      .where('org_id', '=', orgId)
      .where('period_start', '=', period.start)
      .where('employee_id', 'in', ids.length > 0 ? ids : [0])
      .execute();
    const cached = new Set(have.map((h) => h.employee_id));
    ids = ids.filter((id) => !cached.has(id));
  }
  const computed = await recomputeInBatches(trx, orgId, inputs, period, ids, now, (done) => progress(done * 0.8));
  return new Map([...computed].map(([id, { card, fingerprint }]) => [id, { value: part(card), fingerprint }]));
}

/** The cached value of each worker's card for the period (the whole card, or one part of it) and its fingerprint. */
async function readCached<T>(trx: TenantTx, orgId: number, period: PayPeriod, employeeIds: readonly number[], part: RawBuilder<T>) {
  const values = new Map<number, Read<T>>();
  for (let i = 0; i < employeeIds.length; i += RECOMPUTE_BATCH) {
    const rows = await trx
      .selectFrom('timecard_cache')
      .select(['employee_id', 'fingerprint', part.as('value')])
      .where('org_id', '=', orgId)
      .where('period_start', '=', period.start)
      .where('employee_id', 'in', employeeIds.slice(i, i + RECOMPUTE_BATCH))
      .execute();
    for (const row of rows) values.set(row.employee_id, { value: row.value as T, fingerprint: row.fingerprint });
  }
  return values;
}

/** The period's cards of these workers, up to date: `part` of each (in SQL for the cache, in code for a card computed on the replica). */
async function upToDate<T>(
  trx: TenantTx,
  orgId: number,
  inputs: OrgInputs,
  period: PayPeriod,
  employeeIds: readonly number[],
  now: number,
  progress: Progress,
  part: { sql: RawBuilder<T>; of: (card: StoredCard) => T },
): Promise<Map<number, Read<T>>> {
  const unkept = await bringUpToDate(trx, orgId, inputs, period, employeeIds, now, progress, part.of);
  const rest = unkept.size > 0 ? employeeIds.filter((id) => !unkept.has(id)) : employeeIds;
  const values = await readCached(trx, orgId, period, rest, part.sql);
  for (const [id, read] of unkept) values.set(id, read);
  progress(1);
  return values;
}

type Progress = (fraction: number) => void;

const valuesOf = <T>(reads: Map<number, Read<T>>) => new Map([...reads].map(([id, read]) => [id, read.value]));

/** The period's cards of these workers, up to date. */
export async function cachedCards(
  trx: TenantTx,
  orgId: number,
  inputs: OrgInputs,
  period: PayPeriod,
  employeeIds: readonly number[],
  now: number,
  progress: Progress = () => {},
): Promise<Map<number, StoredCard>> {
  return valuesOf(await cachedCardsWithFingerprints(trx, orgId, inputs, period, employeeIds, now, progress));
}

/** cachedCards with each card's fingerprint, the one an approval of it holds (the timecards report). */
export async function cachedCardsWithFingerprints(
  trx: TenantTx,
  orgId: number,
  inputs: OrgInputs,
  period: PayPeriod,
  employeeIds: readonly number[],
  now: number,
  progress: Progress = () => {},
): Promise<Map<number, { value: StoredCard; fingerprint: string }>> {
  return upToDate(trx, orgId, inputs, period, employeeIds, now, progress, { sql: sql<StoredCard>`card`, of: (card) => card });
}

/**
 * Only the pay code lines of the same cards, for a report that reads nothing else (totals): a
 * stored card is about 9 KB of JSON, mostly its days and punches, and reading 10,000 whole cards
 * cost more than checking their fingerprints (apps/server/bench/reports.bench.ts).
 */
export async function cachedPayCodes(
  trx: TenantTx,
  orgId: number,
  inputs: OrgInputs,
  period: PayPeriod,
  employeeIds: readonly number[],
  now: number,
  progress: Progress = () => {},
): Promise<Map<number, StoredCard['payCodes']>> {
  const lines = await upToDate(trx, orgId, inputs, period, employeeIds, now, progress, {
    sql: sql<StoredCard['payCodes']>`coalesce(card->'payCodes', '[]'::jsonb)`,
    of: (card) => card.payCodes ?? [],
  });
  return valuesOf(lines);
}

/** The organization's pay codes: by id, the label of each code string, and their order. */
export async function payCodeNames(trx: TenantTx, orgId: number) {
  const rows = await trx.selectFrom('pay_codes').select(['id', 'code', 'name']).where('org_id', '=', orgId).orderBy('id').execute();
  return {
    byId: new Map(rows.map((r) => [r.id, r])),
    byCode: new Map(rows.map((r) => [r.code, r.name || r.code])),
    order: [...rows.map((r) => r.code), ...['REG', 'OT', 'DT'].filter((c) => !rows.some((r) => r.code === c))],
  };
}

/**
 * The period's cards as cached, without bringing them up to date: for a read-only transaction
 * that may lag a little (the dashboard feed, whose figures the evaluation job refreshes).
 */
export async function storedCards(
  trx: TenantTx,
  orgId: number,
  period: PayPeriod,
  employeeIds: readonly number[],
): Promise<Map<number, StoredCard>> {
  return valuesOf(await readCached(trx, orgId, period, employeeIds, sql<StoredCard>`card`));
}
