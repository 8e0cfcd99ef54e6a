import { addDaysIso, findOverlap, localDateOf, parseSlots, RECURRING_DAYS_AHEAD } from '@punchline/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Row } from '../db/schema';
import { writeTenant, type TenantTx } from '../db/tenant';
import { unavailableDays } from './board.service';
import { occurrences, ruleText, type Recurrence } from './recurrence';

// A recurring schedule's shifts (issue 19, docs/schedules.md): kept made from today to
// MATERIALIZE_DAYS_AHEAD days ahead, as drafts a manager publishes. Made again whenever the
// schedule or its template is saved, and each hour for the days that come into the window.
//
// Each shift it made carries its occurrence key (worker, date, template line), so making them
// again finds them: one still as made moves with the template; one a person edited or deleted
// (`edited`) stays as they left it; one no longer wanted goes (removed at the next publish if it
// was published). A shift it cannot place (the worker already works then, or is unavailable that
// day) is left out and said so. Days before today are never touched.

export const MATERIALIZE_DAYS_AHEAD = RECURRING_DAYS_AHEAD;

export type MaterializeResult = { added: number; changed: number; removed: number; skipped: string[] };

type Schedule = Pick<Row<'recurring_schedules'>, 'active' | 'start_date' | 'end_date'> &
  Pick<Row<'schedule_templates'>, 'weeks'> &
  Pick<Row<'organizations'>, 'timezone'> & {
    template_active: boolean;
    // jsonb lists, as the recurring schedule and template forms save them.
    slots: string[];
    employee_ids: number[];
    team_ids: number[];
  };
/** Instants as epoch seconds, the breaks as jsonb text (compared with what would be made). */
type Made = Pick<Row<'shifts'>, 'id' | 'edited'> & { key: string; start: number; end: number; breaks: string; published: boolean };
type Busy = Pick<Row<'shifts'>, 'id'> & { employee_id: number; start: number; end: number };

const breaksOf = (minutes: number, start: number, end: number) => {
  const length = Math.round((end - start) / 60) - minutes;
  return minutes > 0 ? [{ startMinute: Math.floor(length / 2 / 15) * 15, durationMinutes: minutes, paid: false }] : [];
};

/** Makes the schedule's shifts for the window; with `stop`, takes back those it made (it is being deleted). */
export async function materializeRecurring(
  trx: TenantTx,
  orgId: number,
  id: number,
  { now, stop = false }: { now: number; stop?: boolean },
): Promise<MaterializeResult> {
  const { rows } = await sql<Schedule>`
    select r.active, t.active as template_active, t.weeks, t.slots, r.employee_ids, r.team_ids,
           to_char(r.start_date, 'YYYY-MM-DD') as start_date, to_char(r.end_date, 'YYYY-MM-DD') as end_date, o.timezone
      from recurring_schedules r join schedule_templates t on t.id = r.template_id join organizations o on o.id = r.org_id
     where r.org_id = ${orgId} and r.id = ${id} for update of r`.execute(trx);
  const s = rows[0];
  if (!s) return { added: 0, changed: 0, removed: 0, skipped: [] };
  const zone = s.timezone || 'UTC';
  const today = localDateOf(now / 1000, zone);
  const through = addDaysIso(today, MATERIALIZE_DAYS_AHEAD);
  const recurrence: Recurrence = { weeks: s.weeks, startDate: s.start_date, endDate: s.end_date };

  const workers = await scheduledWorkers(trx, orgId, s);
  const wanted = new Map<string, { employeeId: number; date: string; start: number; end: number; breakMinutes: number }>();
  if (s.active && s.template_active && !stop) {
    const from = s.start_date > today ? s.start_date : today;
    for (const o of occurrences(parseSlots(s.slots, s.weeks), recurrence, from, through, zone)) {
      for (const employeeId of workers) wanted.set(`${employeeId}:${o.key}`, { employeeId, ...o });
    }
  }

  const made = await sql<Made>`
    select id::int as id, occurrence_key as key, extract(epoch from start_at)::float8 as start, extract(epoch from end_at)::float8 as end,
           breaks::text as breaks, edited, published is not null as published
      from shifts where org_id = ${orgId} and recurring_schedule_id = ${id} and work_date >= ${today}::date`.execute(trx);
  const result: MaterializeResult = { added: 0, changed: 0, removed: 0, skipped: [] };
  const kept = new Set<string>();
  for (const m of made.rows) {
    kept.add(m.key);
    if (m.edited) continue;
    const want = wanted.get(m.key);
    if (!want) {
      await retire(trx, orgId, m);
      result.removed += 1;
      continue;
    }
    const breaks = JSON.stringify(breaksOf(want.breakMinutes, want.start, want.end));
    if (want.start === m.start && want.end === m.end && JSON.stringify(JSON.parse(m.breaks)) === breaks) continue;
    await sql`update shifts set start_at = to_timestamp(${want.start}), end_at = to_timestamp(${want.end}), work_date = ${want.date}::date,
        breaks = ${breaks}::jsonb, version = version + 1, updated_at = now() where org_id = ${orgId} and id = ${m.id}`.execute(trx);
    result.changed += 1;
  }

  const missing = [...wanted].filter(([key]) => !kept.has(key));
  const busy = await busyOf(trx, orgId, workers, today, through);
  const unavailable = await unavailableDays(trx, orgId, workers, [...new Set(missing.map(([, w]) => w.date))]);
  for (const [key, w] of missing) {
    const reason = unavailable.get(w.employeeId)?.get(w.date);
    const clash = findOverlap(w.start, w.end, busy.get(w.employeeId) ?? []);
    if (reason || clash) {
      result.skipped.push(`${w.date}: worker ${w.employeeId} ${reason ? `is unavailable (${reason})` : 'already works then'}.`);
      continue;
    }
    await sql`insert into shifts (org_id, employee_id, start_at, end_at, work_date, breaks, recurring_schedule_id, occurrence_key)
      values (${orgId}, ${w.employeeId}, to_timestamp(${w.start}), to_timestamp(${w.end}), ${w.date}::date,
              ${JSON.stringify(breaksOf(w.breakMinutes, w.start, w.end))}::jsonb, ${id}, ${key})`.execute(trx);
    busy.set(w.employeeId, [...(busy.get(w.employeeId) ?? []), { id: 0, employee_id: w.employeeId, start: w.start, end: w.end }]);
    result.added += 1;
  }
  await trx
    .updateTable('recurring_schedules')
    .set({ materialized_through: through, rrule: ruleText(recurrence) })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
  return result;
}

/** The active workers the schedule names, directly or as members of its active teams. */
async function scheduledWorkers(trx: TenantTx, orgId: number, s: Schedule): Promise<number[]> {
  const { rows } = await sql<Pick<Row<'employees'>, 'id'>>`
    select e.id::int as id from employees e
     where e.org_id = ${orgId} and e.active
       and (e.id = any(${s.employee_ids}::bigint[])
        or exists (select 1 from teams t where t.org_id = ${orgId} and t.active and t.id = any(${s.team_ids}::bigint[])
                     and t.member_ids @> to_jsonb(e.id)))
     order by e.id`.execute(trx);
  return rows.map((r) => r.id);
}

/** The workers' shifts around the window (this schedule's kept ones too): a made shift may not overlap them. */
async function busyOf(trx: TenantTx, orgId: number, workers: number[], from: string, to: string) {
  const { rows } = await sql<Busy>`
    select id::int as id, employee_id::int as employee_id, extract(epoch from start_at)::float8 as start, extract(epoch from end_at)::float8 as end
      from shifts where org_id = ${orgId} and employee_id = any(${workers}::bigint[]) and deleted_at is null
       and work_date between ${addDaysIso(from, -1)}::date and ${addDaysIso(to, 1)}::date`.execute(trx);
  const out = new Map<number, Busy[]>();
  for (const r of rows) out.set(r.employee_id, [...(out.get(r.employee_id) ?? []), r]);
  return out;
}

/** A made shift no longer wanted: gone if never published, else removed at the next publish. */
async function retire(trx: TenantTx, orgId: number, m: Made): Promise<void> {
  if (!m.published) await trx.deleteFrom('shifts').where('org_id', '=', orgId).where('id', '=', m.id).execute();
  else
    await trx
      .updateTable('shifts')
      .set((eb) => ({ deleted_at: sql<Date>`now()`, version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
      .where('org_id', '=', orgId)
      .where('id', '=', m.id)
      .execute();
}

/** Makes again every active schedule of a template (the template changed). */
export async function materializeTemplate(trx: TenantTx, orgId: number, templateId: number, now: number): Promise<void> {
  const rows = await trx
    .selectFrom('recurring_schedules')
    .select('id')
    .where('org_id', '=', orgId)
    .where('template_id', '=', templateId)
    .execute();
  for (const r of rows) await materializeRecurring(trx, orgId, r.id, { now });
}

/**
 * The hourly job (queue schedule-extend): every active recurring schedule whose shifts are not yet
 * made to the window's end gets the days that came into it. Each organization in its own tenant
 * transaction; the list itself is read across organizations by the server's own role.
 */
export async function extendSchedules(db: Db, now: number): Promise<number> {
  const { rows } = await sql<Pick<Row<'recurring_schedules'>, 'org_id' | 'id'>>`
    select r.org_id::int as org_id, r.id::int as id from recurring_schedules r join organizations o on o.id = r.org_id
     where r.active and (r.materialized_through is null
        or r.materialized_through < (${new Date(now)}::timestamptz at time zone coalesce(nullif(o.timezone, ''), 'UTC'))::date + ${MATERIALIZE_DAYS_AHEAD}::int)
     order by r.org_id, r.id`.execute(db);
  const byOrg = new Map<number, number[]>();
  for (const r of rows) byOrg.set(r.org_id, [...(byOrg.get(r.org_id) ?? []), r.id]);
  for (const [orgId, ids] of byOrg) {
    await writeTenant(db, orgId, async (trx) => {
      for (const id of ids) await materializeRecurring(trx, orgId, id, { now });
    });
  }
  return rows.length;
}
