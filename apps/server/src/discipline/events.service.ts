import type { DisciplineEvent } from '@punchline/contracts';
import { sql } from 'kysely';
import type { Actor } from '../audit/actor';
import type { Db } from '../db/database';
import type { Row } from '../db/schema';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { textOrWorkerName } from '../paging/worker-search';
import { recordNotification } from '../push/notify.service';
import { managersOfWorker } from '../workers/managers-of-worker';
import { updateWith, type RecordKind } from '../resources/write-core';
import { workerLedgers, type DisciplineContext, type WorkerLedger } from './ledger.service';
import { disciplineWorkers, type DisciplineWorker } from './workers';

// Attendance events (issue 34): raised when a worker's points reach a threshold of their policy,
// by the evaluation (a job every 10 minutes, and Check now); kept as history, never taken back.
// Whether the points behind one still hold is worked out at every read from the ledger, and
// what was counted when it was raised tells what has gone since.

type EventRow = Row<'discipline_events'>;
type Counted = { key: string; description: string }[];

export const EVENT_NOT_FOUND = 'This event does not exist, or you cannot see its worker.';
export const ALREADY_ACKNOWLEDGED = 'This event is already acknowledged.';

/** Raises the events now due for every worker with a policy that has thresholds: the number raised. */
export async function raiseDueEvents(trx: TenantTx, orgId: number, ctx: DisciplineContext): Promise<number> {
  if (!ctx.settings.enabled || !ctx.policies.some((p) => p.fallOff.thresholds.length > 0)) return 0;
  const workers = await disciplineWorkers(trx, orgId, ctx.prefs, { activeOnly: true });
  const ledgers = await workerLedgers(trx, orgId, ctx, workers);
  const types = await trx
    .selectFrom('discipline_event_types')
    .select(['id', 'level', 'worker_acknowledges'])
    .where('org_id', '=', orgId)
    .execute();
  const typeOf = new Map(types.map((t) => [t.id, t]));
  let raised = 0;
  for (const l of ledgers.values()) {
    if (!l.policy) continue;
    for (const c of l.ledger.crossings) {
      const type = typeOf.get(c.eventTypeId);
      const row = await trx
        .insertInto('discipline_events')
        .values({
          org_id: orgId,
          employee_id: l.worker.id,
          policy_id: l.policy.id,
          event_type_id: c.eventTypeId,
          event_type_name: c.eventType,
          level: type?.level ?? 1,
          worker_acknowledges: type?.worker_acknowledges ?? false,
          threshold: String(c.threshold),
          points: String(c.balance),
          crossed_on: c.date,
          counted: JSON.stringify(c.counted),
        })
        .onConflict((oc) => oc.columns(['org_id', 'employee_id', 'policy_id', 'threshold', 'crossed_on']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      raised += 1;
      await tellManagers(trx, orgId, l, c.eventType, c.threshold, c.date, ctx);
    }
  }
  return raised;
}

/** A notification to each manager (manage_discipline) whose label restrictions let them see the worker. */
async function tellManagers(
  trx: TenantTx,
  orgId: number,
  l: WorkerLedger,
  eventType: string,
  threshold: number,
  date: string,
  ctx: DisciplineContext,
) {
  const rows = await managersOfWorker(trx, orgId, l.worker.id, 'manage_discipline');
  for (const m of rows)
    await recordNotification(trx as unknown as Db, {
      orgId,
      orgUserId: m.id,
      userId: m.user_id,
      title: `${eventType}: ${l.worker.name}`,
      body: `${l.worker.name} reached ${threshold} attendance points on ${ctx.describe.date(date)} under ${l.policy!.name}. Acknowledge it in Manage → Attendance → Events.`,
    });
}

const num = (v: unknown) => Number(v);
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The API's events, each judged against its worker's ledger today. */
export async function eventsToApi(
  trx: TenantTx,
  orgId: number,
  ctx: DisciplineContext,
  rows: readonly EventRow[],
): Promise<DisciplineEvent[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.employee_id))];
  const workers = await disciplineWorkers(trx, orgId, ctx.prefs, { employeeIds: ids });
  const [ledgers, users, policies] = await Promise.all([
    workerLedgers(trx, orgId, ctx, workers),
    trx
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [0, ...rows.map((r) => r.acknowledged_by ?? 0)])
      .execute(),
    trx.selectFrom('discipline_policies').select(['id', 'name']).where('org_id', '=', orgId).execute(),
  ]);
  const userName = new Map(users.map((u) => [u.id, u.name]));
  const policyName = new Map(policies.map((p) => [p.id, p.name]));
  const byId = new Map<number, DisciplineWorker>(workers.map((w) => [w.id, w]));
  return rows.flatMap((r) => {
    const worker = byId.get(r.employee_id);
    if (!worker) return [];
    const l = ledgers.get(r.employee_id)!;
    const crossedOn = r.crossed_on;
    const threshold = num(r.threshold);
    const judged = crossedOn >= l.from;
    const holds =
      !judged || (l.policy?.id === r.policy_id && l.ledger.crossings.some((c) => c.threshold === threshold && c.date === crossedOn));
    const counting = new Set(l.infractions.filter((i) => !i.excused && i.points > 0).map((i) => i.key));
    const gone = judged ? (r.counted as Counted).filter((c) => !counting.has(c.key)) : [];
    const why = holds
      ? null
      : `The points no longer reach ${threshold} on ${ctx.describe.date(crossedOn)}${gone.length > 0 ? `: ${gone.map((g) => g.description).join('; ')} no longer counts` : ` under ${l.policy?.name ?? 'no policy'}`}.`;
    return [
      {
        id: r.id,
        version: r.version,
        employeeId: r.employee_id,
        worker: worker.name,
        policyId: r.policy_id,
        policyName: r.policy_id === null ? null : (policyName.get(r.policy_id) ?? null),
        eventTypeId: r.event_type_id,
        eventType: r.event_type_name,
        level: r.level,
        threshold,
        points: num(r.points),
        crossedOn,
        raisedAt: iso(r.raised_at)!,
        holds,
        why,
        gone,
        acknowledgedAt: iso(r.acknowledged_at),
        acknowledgedBy: r.acknowledged_by === null ? null : (userName.get(r.acknowledged_by) ?? null),
        note: r.note,
        workerAcknowledges: r.worker_acknowledges,
        workerAcknowledgedAt: iso(r.worker_acknowledged_at),
      },
    ];
  });
}

export type EventFilter = { status: 'open' | 'acknowledged' | 'all'; employeeId?: number; searchText?: string };

/** Events, newest first (at most 200), of the workers the caller may see. */
export async function listEvents(trx: TenantTx, orgId: number, ctx: DisciplineContext, filter: EventFilter): Promise<DisciplineEvent[]> {
  let query = trx
    .selectFrom('discipline_events as d')
    .innerJoin('employees as e', 'e.id', 'd.employee_id')
    .selectAll('d')
    .where('d.org_id', '=', orgId);
  if (filter.status === 'open') query = query.where('d.acknowledged_at', 'is', null);
  if (filter.status === 'acknowledged') query = query.where('d.acknowledged_at', 'is not', null);
  if (filter.employeeId) query = query.where('d.employee_id', '=', filter.employeeId);
  // The event type or the worker's name, as the punches and clock logs search.
  const search = filter.searchText?.trim();
  if (search) query = query.where(textOrWorkerName(search, 'd.event_type_name', 'e'));
  const rows = await query.orderBy('d.crossed_on', 'desc').orderBy('d.raised_at', 'desc').orderBy('d.id', 'desc').limit(200).execute();
  return eventsToApi(trx, orgId, ctx, rows as EventRow[]);
}

const EVENT: RecordKind<EventRow> = {
  kind: 'disciplineevent',
  fields: { acknowledgedAt: { type: 'instant', label: 'Acknowledged' }, note: { type: 'text', label: 'Note' } },
  notFound: EVENT_NOT_FOUND,
  read: async ({ trx, orgId }, id, lock) => {
    let q = trx.selectFrom('discipline_events').selectAll().where('org_id', '=', orgId).where('id', '=', id);
    if (lock) q = q.forUpdate();
    return (await q.executeTakeFirst()) as EventRow | undefined;
  },
  trail: (row) => ({ acknowledgedAt: iso(row.acknowledged_at), note: row.note }),
  associated: (before, after) => [{ kind: 'employee', id: (before ?? after)!.employee_id }],
};

/** A manager acknowledges an event with a note; a stale version is a 409, an acknowledged one too. */
export async function acknowledgeEvent(
  trx: TenantTx,
  orgId: number,
  ctx: DisciplineContext,
  actor: Actor,
  id: number,
  body: { note: string; version: number },
) {
  const after = await updateWith(
    { trx, orgId, actor },
    EVENT,
    { id, version: body.version },
    {
      refuse: (row) => {
        if (row.acknowledged_at !== null) throw ApiError.conflict(ALREADY_ACKNOWLEDGED);
      },
      plan: () => ({ note: body.note.trim() }),
      write: async (next, row) =>
        ((await trx
          .updateTable('discipline_events')
          .set({
            acknowledged_at: new Date(ctx.now),
            acknowledged_by: actor.id,
            note: next.note,
            version: row.version + 1,
            updated_at: sql`now()`,
          })
          .where('org_id', '=', orgId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst()) as EventRow | undefined) ?? null,
    },
  );
  return (await eventsToApi(trx, orgId, ctx, [after]))[0]!;
}
