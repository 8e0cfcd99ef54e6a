import { INFRACTION_KIND_LABELS, type Infraction } from '@punchline/contracts';
import { findInfractions, pointsOf, type Describe, type FoundInfraction, type PointedInfraction } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { DayRange } from '../reports/report-range';
import { workerFacts } from './facts.service';
import { policyFor, type DisciplinePolicy } from './policies';
import type { DisciplineWorker } from './workers';

// Every infraction of some workers over some days, with its points under the worker's policy
// and its excusal: found from the facts at this read (facts.service.ts), plus the custom ones
// managers recorded. An excusal is kept against the infraction's key, so it holds as long as the
// same facts are found.

export type Excusal = { reason: string; by: string | null; at: string };
export type WorkerInfraction = PointedInfraction & { excusal: Excusal | null };

async function customInfractions(trx: TenantTx, orgId: number, ids: readonly number[], range: DayRange, d: Describe) {
  const rows = await trx
    .selectFrom('discipline_custom_infractions as c')
    .innerJoin('discipline_custom_infraction_types as t', 't.id', 'c.type_id')
    .select(['c.id', 'c.employee_id', sql<string>`to_char(c.date, 'YYYY-MM-DD')`.as('date'), 'c.note', 't.name', 't.points'])
    .where('c.org_id', '=', orgId)
    .where('c.employee_id', 'in', ids.length > 0 ? [...ids] : [0])
    .where(sql<boolean>`c.date between ${range.from}::date and ${range.to}::date`)
    .execute();
  return rows.map((r): FoundInfraction & { employeeId: number } => ({
    employeeId: r.employee_id,
    key: `w${r.employee_id}:custom:${r.id}`,
    kind: 'custom',
    date: r.date,
    minutes: null,
    description: `${r.name} on ${d.date(r.date)}: ${r.note}`,
    shiftId: null,
    customId: r.id,
    customPoints: Number(r.points),
    typeName: r.name,
  }));
}

async function excusalsOf(trx: TenantTx, orgId: number, ids: readonly number[]): Promise<Map<string, Excusal>> {
  const { rows } = await sql<{ key: string; reason: string; by: string | null; at: Date }>`
    select x.infraction_key as key, x.reason, u.name as by, x.created_at as at
      from discipline_excusals x left join users u on u.id = x.excused_by
     where x.org_id = ${orgId} and x.employee_id = any(${ids.length > 0 ? [...ids] : [0]}::bigint[])`.execute(trx);
  return new Map(rows.map((r) => [r.key, { reason: r.reason, by: r.by, at: new Date(r.at).toISOString() }]));
}

/** Each worker's infractions over the range, oldest first. */
export async function workerInfractions(
  trx: TenantTx,
  orgId: number,
  workers: readonly DisciplineWorker[],
  policies: readonly DisciplinePolicy[],
  range: DayRange,
  now: number,
  describe: Describe,
  cards: 'current' | 'cached' = 'current',
): Promise<Map<number, WorkerInfraction[]>> {
  const ids = workers.map((w) => w.id);
  const [facts, custom, excusals] = await Promise.all([
    workerFacts(trx, orgId, ids, range, now, cards),
    customInfractions(trx, orgId, ids, range, describe),
    excusalsOf(trx, orgId, ids),
  ]);
  const out = new Map<number, WorkerInfraction[]>();
  for (const worker of workers) {
    const policy = policyFor(policies, worker);
    const found = [
      ...findInfractions(facts.get(worker.id)!, policy?.points ?? null, describe),
      ...custom.filter((c) => c.employeeId === worker.id),
    ];
    const pointed = found.map((i): WorkerInfraction => {
      const excusal = excusals.get(i.key) ?? null;
      return { ...i, points: pointsOf(i, policy?.points ?? null), excused: excusal !== null, excuseText: excusal?.reason, excusal };
    });
    out.set(
      worker.id,
      pointed.sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key)),
    );
  }
  return out;
}

/** The API's shape of an infraction. */
export function infractionToApi(i: WorkerInfraction, worker: DisciplineWorker): Infraction {
  return {
    key: i.key,
    employeeId: worker.id,
    worker: worker.name,
    date: i.date,
    kind: i.kind,
    typeName: i.typeName ?? INFRACTION_KIND_LABELS[i.kind],
    minutes: i.minutes,
    points: i.points,
    description: i.description,
    shiftId: i.shiftId,
    customId: i.customId,
    excused: i.excusal,
  };
}
