import { SCHEDULE_MAX_RANGE_DAYS, type BoardWorker, type ScheduleBoard, type ScheduleBoardQuery, type Shift } from '@punchline/contracts';
import {
  DATE_OUT_OF_RANGE,
  dayFromIso,
  formatPersonName,
  isIsoDate,
  isoFromDay,
  isQueryDate,
  WEEKDAY_NAMES,
  weekdayOf,
} from '@punchline/domain';
import { sql } from 'kysely';
import type { Row } from '../db/schema';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { formatPrefs } from '../punches/punches.list';
import { hourlyRates, pendingClaims, SHIFT_COLUMNS, toShift, type ShiftDbRow } from './shift-model';

// The schedule board's data (issue 19): the workers a manager schedules (filtered as the URL
// says), every shift of the range (theirs and open ones, removed ones too so the board can show
// what the next publish takes away), the days they cannot work, and totals per day and worker.

type WorkerRow = Pick<
  Row<'employees'>,
  'id' | 'first_name' | 'middle_name' | 'last_name' | 'display_name' | 'department_id' | 'org_unit_id'
> & {
  team_ids: number[];
};
type UnavailableRow = Pick<Row<'unavailability'>, 'employee_id' | 'kind' | 'start_date' | 'end_date' | 'note'> & {
  /** 'Sun' … 'Sat'. */
  weekdays: string[];
};

const idList = (text: string | undefined): number[] | null => {
  if (!text) return null;
  const ids = text.split(',').map(Number);
  if (ids.some((n) => !Number.isSafeInteger(n) || n <= 0)) throw ApiError.fields({ ids: ['must be a list of ids.'] });
  return ids;
};

/** The range's days, checked: from ≤ to, at most SCHEDULE_MAX_RANGE_DAYS. */
export function rangeDays(from: string, to: string): string[] {
  if (!isIsoDate(from)) throw ApiError.fields({ from: ['must be a date of the form YYYY-MM-DD.'] });
  if (!isIsoDate(to)) throw ApiError.fields({ to: ['must be a date of the form YYYY-MM-DD.'] });
  // Issue 30: a range at the calendar's ends is refused, not computed into year 10000.
  if (!isQueryDate(from)) throw ApiError.fields({ from: [DATE_OUT_OF_RANGE] });
  if (!isQueryDate(to)) throw ApiError.fields({ to: [DATE_OUT_OF_RANGE] });
  const first = dayFromIso(from);
  const last = dayFromIso(to);
  if (last < first) throw ApiError.fields({ to: ['must not be before the start.'] });
  if (last - first + 1 > SCHEDULE_MAX_RANGE_DAYS)
    throw ApiError.fields({ to: [`The range can be at most ${SCHEDULE_MAX_RANGE_DAYS} days.`] });
  return Array.from({ length: last - first + 1 }, (_, i) => isoFromDay(first + i));
}

async function workersOf(trx: TenantTx, orgId: number, q: ScheduleBoardQuery): Promise<WorkerRow[]> {
  const employees = idList(q.employeeId);
  const departments = idList(q.departmentId);
  const orgUnits = idList(q.orgUnitId);
  const teams = idList(q.teamId);
  const search = q.searchText?.trim();
  const { rows } = await sql<WorkerRow>`
    select e.id::int as id, e.first_name, e.middle_name, e.last_name, e.display_name,
           e.department_id::int as department_id, e.org_unit_id::int as org_unit_id,
           coalesce((select array_agg(t.id::int order by t.name) from teams t
                      where t.org_id = e.org_id and t.active and t.member_ids @> to_jsonb(e.id)), '{}') as team_ids
      from employees e
     where e.org_id = ${orgId} and e.active
       ${employees ? sql`and e.id = any(${employees}::bigint[])` : sql``}
       ${departments ? sql`and e.department_id = any(${departments}::bigint[])` : sql``}
       ${orgUnits ? sql`and e.org_unit_id = any(${orgUnits}::bigint[])` : sql``}
       ${teams ? sql`and exists (select 1 from teams t where t.org_id = e.org_id and t.id = any(${teams}::bigint[]) and t.member_ids @> to_jsonb(e.id))` : sql``}
       ${search ? sql`and (e.first_name || ' ' || e.last_name || ' ' || coalesce(e.display_name, '')) ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}` : sql``}
     order by e.last_name, e.first_name, e.id`.execute(trx);
  return rows;
}

/** Whether a date lies in optional bounds (a weekly unavailability may have a start, an end, or neither). */
const within = (date: string, from: string | null, until: string | null) =>
  (from === null || date >= from) && (until === null || date <= until);

/** Each worker's unavailable days of the range with the reason: their time off (issue 20), then their unavailability. */
export async function unavailableDays(
  trx: TenantTx,
  orgId: number,
  workerIds: number[],
  days: string[],
): Promise<Map<number, Map<string, string>>> {
  const out = new Map<number, Map<string, string>>();
  if (workerIds.length === 0 || days.length === 0) return out;
  const timeOff = await sql<Pick<Row<'time_off_entries'>, 'employee_id' | 'date'> & Pick<Row<'time_off_codes'>, 'name'>>`
    select e.employee_id::int as employee_id, to_char(e.date, 'YYYY-MM-DD') as date, c.name
      from time_off_entries e join time_off_codes c on c.id = e.code_id
     where e.org_id = ${orgId} and e.employee_id = any(${workerIds}::bigint[]) and e.date = any(${days}::date[])
     order by e.date, e.id`.execute(trx);
  for (const t of timeOff.rows) {
    const mine = out.get(t.employee_id) ?? new Map<string, string>();
    if (!mine.has(t.date)) mine.set(t.date, `Time off: ${t.name}`);
    out.set(t.employee_id, mine);
  }
  const { rows } = await sql<UnavailableRow>`
    select employee_id::int as employee_id, kind, weekdays, to_char(start_date, 'YYYY-MM-DD') as start_date,
           to_char(end_date, 'YYYY-MM-DD') as end_date, note
      from unavailability where org_id = ${orgId} and active and employee_id = any(${workerIds}::bigint[])`.execute(trx);
  for (const r of rows) {
    const reason = r.note?.trim() || (r.kind === 'weekly' ? 'Unavailable on this weekday' : 'Unavailable');
    const mine = out.get(r.employee_id) ?? new Map<string, string>();
    for (const date of days) {
      const hit =
        r.kind === 'weekly'
          ? r.weekdays.includes(WEEKDAY_NAMES[weekdayOf(dayFromIso(date))]!) && within(date, r.start_date, r.end_date)
          : r.start_date !== null && date >= r.start_date && date <= (r.end_date ?? r.start_date);
      if (hit && !mine.has(date)) mine.set(date, reason);
    }
    out.set(r.employee_id, mine);
  }
  return out;
}

/** Each shift that falls on a day its worker cannot work, with the reason. */
export function conflictsByShift(rows: readonly ShiftDbRow[], unavailable: Map<number, Map<string, string>>): Map<number, string[]> {
  const conflicts = new Map<number, string[]>();
  for (const r of rows) {
    const reason = r.employee_id === null ? undefined : unavailable.get(r.employee_id)?.get(r.work_date);
    if (reason) conflicts.set(r.id, [`The worker cannot work this day: ${reason}.`]);
  }
  return conflicts;
}

const addCost = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : (Number(a) + Number(b)).toFixed(2));

export async function scheduleBoard(trx: TenantTx, orgId: number, showsPay: boolean, q: ScheduleBoardQuery): Promise<ScheduleBoard> {
  const days = rangeDays(q.from, q.to);
  const workers = await workersOf(trx, orgId, q);
  const ids = workers.map((w) => w.id);
  const job = idList(q.job);
  const onlySomeWorkers = Boolean(q.employeeId || q.departmentId || q.orgUnitId || q.teamId || q.searchText?.trim());
  const [{ rows }, unavailable, rates, prefs, claims, published] = await Promise.all([
    sql<ShiftDbRow>`select ${SHIFT_COLUMNS} from shifts s
      where s.org_id = ${orgId} and s.work_date between ${q.from}::date and ${q.to}::date
        and not (s.deleted_at is not null and s.published is null)
        and (s.employee_id = any(${ids}::bigint[]) ${onlySomeWorkers ? sql`` : sql`or s.employee_id is null`})
        ${job ? sql`and (s.costing->>'job')::bigint = any(${job}::bigint[])` : sql``}
      order by s.start_at, s.id`.execute(trx),
    unavailableDays(trx, orgId, ids, days),
    showsPay ? hourlyRates(trx, orgId, ids, q.from) : Promise.resolve(null),
    formatPrefs(trx, orgId),
    pendingClaims(trx, orgId),
    sql<{ v: number }>`select coalesce(max(version), 0)::int as v from schedule_publications where org_id = ${orgId}`.execute(trx),
  ]);
  const ctx = { rates, conflicts: conflictsByShift(rows, unavailable), claims };
  const shifts: Shift[] = rows.map((r) => toShift(r, ctx));
  const counted = shifts.filter((s) => s.status !== 'removed');
  const byWorker = (id: number) => counted.filter((s) => s.employeeId === id);
  const boardWorkers: BoardWorker[] = workers.map((w) => {
    const mine = byWorker(w.id);
    return {
      employeeId: w.id,
      name: formatPersonName(
        { firstName: w.first_name, middleName: w.middle_name, lastName: w.last_name, displayName: w.display_name },
        prefs,
      ),
      departmentId: w.department_id,
      orgUnitId: w.org_unit_id,
      teamIds: w.team_ids,
      unavailable: [...(unavailable.get(w.id) ?? new Map<string, string>())].map(([date, reason]) => ({ date, reason })),
      seconds: mine.reduce((sum, s) => sum + s.seconds, 0),
      cost: showsPay ? mine.reduce<string | null>((sum, s) => addCost(sum, s.cost), null) : null,
    };
  });
  return {
    from: q.from,
    to: q.to,
    workers: boardWorkers,
    shifts,
    days: days.map((date) => {
      const onDay = counted.filter((s) => s.workDate === date);
      return {
        date,
        seconds: onDay.reduce((sum, s) => sum + s.seconds, 0),
        cost: showsPay ? onDay.reduce<string | null>((sum, s) => addCost(sum, s.cost), null) : null,
        shifts: onDay.length,
      };
    }),
    unpublished: shifts.filter((s) => s.status !== 'published').length,
    publishedVersion: published.rows[0]?.v ?? 0,
    showsPay,
  };
}
