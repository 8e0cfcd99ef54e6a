import { SCHEDULE_DAYS_AHEAD, SCHEDULE_DAYS_BACK, type PublishedShift, type WorkerShift } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// A worker's published schedule as their clock shows it (issue 19): the shifts published for
// them from a week back to four weeks ahead, and what publishing changed of them since the worker
// last dismissed the clock's notice (schedule_seen). Drafts are never read here.

const DAY_MS = 86_400_000;

export type ScheduleChange = {
  shiftId: number;
  kind: 'added' | 'changed' | 'removed';
  /** As the worker last saw it (null: it is new to them). */
  before: { start: string; end: string } | null;
  /** As published now (null: it is no longer theirs). */
  after: { start: string; end: string } | null;
};

type ShiftRow = {
  id: number;
  start_at: Date;
  end_at: Date;
  published: PublishedShift;
  department_name: string | null;
  org_unit_name: string | null;
};

/** The columns a worker's view of a published shift needs (s: shifts). */
export const WORKER_SHIFT_COLUMNS = sql`s.id::int as id, s.published_start_at as start_at, s.published_end_at as end_at, s.published,
  (select d.name from departments d where d.id = (s.published->>'departmentId')::bigint) as department_name,
  (select u.name from org_units u where u.id = (s.published->>'orgUnitId')::bigint) as org_unit_name`;

export const toWorkerShift = (r: ShiftRow): WorkerShift => ({
  id: r.id,
  start: new Date(r.start_at).toISOString(),
  end: new Date(r.end_at).toISOString(),
  workDate: r.published.workDate,
  departmentName: r.department_name,
  orgUnitName: r.org_unit_name,
  note: r.published.note ?? null,
});

export async function publishedShiftsOf(trx: TenantTx, orgId: number, employeeId: number, now: number): Promise<WorkerShift[]> {
  const { rows } = await sql<ShiftRow>`select ${WORKER_SHIFT_COLUMNS} from shifts s
    where s.org_id = ${orgId} and s.published_employee_id = ${employeeId}
      and s.published_end_at > ${new Date(now - SCHEDULE_DAYS_BACK * DAY_MS)}
      and s.published_start_at < ${new Date(now + SCHEDULE_DAYS_AHEAD * DAY_MS)}
    order by s.published_start_at, s.id`.execute(trx);
  return rows.map(toWorkerShift);
}

type Snapshot = Pick<PublishedShift, 'employeeId' | 'start' | 'end'> | null;
type ChangeRow = { shift_id: number; latest: Snapshot; seen: Snapshot };

/** The newest publication of the organization: what a "seen" mark covers. */
export async function latestPublication(trx: TenantTx, orgId: number): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`select max(id)::int as id from schedule_publications where org_id = ${orgId}`.execute(
    trx,
  );
  return rows[0]?.id ?? 0;
}

/**
 * What publications after the worker's seen mark changed of their shifts in the window: each
 * touched shift's newest published version against the one the worker saw (the newest at or
 * before the mark). A shift given to someone else is 'removed' for them; one given to them 'added'.
 */
export async function changesSinceSeen(trx: TenantTx, orgId: number, employeeId: number, now: number): Promise<ScheduleChange[]> {
  const { rows } = await sql<ChangeRow>`
    with mark as (select coalesce((select publication_id from schedule_seen where org_id = ${orgId} and employee_id = ${employeeId}), 0) as id),
    touched as (
      select distinct p.shift_id from shift_publications p
      where p.org_id = ${orgId} and p.publication_id > (select id from mark)
        and (p.employee_id = ${employeeId}
          or p.shift_id in (select q.shift_id from shift_publications q where q.org_id = ${orgId} and q.employee_id = ${employeeId}))
    )
    select t.shift_id::int as shift_id, latest.snapshot as latest, seen.snapshot as seen
    from touched t
    cross join lateral (select snapshot from shift_publications p where p.org_id = ${orgId} and p.shift_id = t.shift_id
      order by p.publication_id desc limit 1) latest
    left join lateral (select snapshot from shift_publications p where p.org_id = ${orgId} and p.shift_id = t.shift_id
      and p.publication_id <= (select id from mark) order by p.publication_id desc limit 1) seen on true`.execute(trx);
  const from = now - SCHEDULE_DAYS_BACK * DAY_MS;
  const to = now + SCHEDULE_DAYS_AHEAD * DAY_MS;
  const mine = (s: Snapshot) => (s && s.employeeId === employeeId ? { start: s.start, end: s.end } : null);
  const changes: ScheduleChange[] = [];
  for (const row of rows) {
    const before = mine(row.seen);
    const after = mine(row.latest);
    const shown = after ?? before;
    if (!shown || Date.parse(shown.end) <= from || Date.parse(shown.start) >= to) continue;
    if (before && after && Date.parse(before.start) === Date.parse(after.start) && Date.parse(before.end) === Date.parse(after.end))
      continue;
    const kind = !before ? 'added' : !after ? 'removed' : 'changed';
    changes.push({ shiftId: row.shift_id, kind, before, after });
  }
  return changes.sort((a, b) => Date.parse((a.after ?? a.before)!.start) - Date.parse((b.after ?? b.before)!.start));
}

/** Marks the worker's changes seen up to a publication (never backwards, never past the newest). */
export async function markSeen(trx: TenantTx, orgId: number, employeeId: number, through: number): Promise<number> {
  const mark = Math.min(through, await latestPublication(trx, orgId));
  await sql`insert into schedule_seen (org_id, employee_id, publication_id) values (${orgId}, ${employeeId}, ${mark})
    on conflict (org_id, employee_id) do update set publication_id = greatest(schedule_seen.publication_id, excluded.publication_id), seen_at = now()`.execute(
    trx,
  );
  return mark;
}
