import type { PublishedShift, Shift, ShiftBreak } from '@punchline/contracts';
import { changedFields, scheduledSeconds, shiftStatus, type ShiftState } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// A shift as the board reads it (issue 19, docs/schedules.md): the draft row, its published
// state, and what is derived from both (status, changed fields, scheduled seconds, cost).

export type ShiftDbRow = {
  id: number;
  version: number;
  employee_id: number | null;
  start_at: Date;
  end_at: Date;
  work_date: string;
  org_unit_id: number | null;
  department_id: number | null;
  costing: PublishedShift['costing'];
  shift_class_id: number | null;
  team_id: number | null;
  breaks: ShiftBreak[];
  note: string | null;
  recurring_schedule_id: number | null;
  edited: boolean;
  deleted_at: Date | null;
  published_version: number | null;
  published: PublishedShift | null;
};

export const SHIFT_COLUMNS = sql`s.id::int as id, s.version, s.employee_id::int as employee_id, s.start_at, s.end_at,
  to_char(s.work_date, 'YYYY-MM-DD') as work_date, s.org_unit_id::int as org_unit_id, s.department_id::int as department_id,
  s.costing, s.shift_class_id::int as shift_class_id, s.team_id::int as team_id, s.breaks, s.note,
  s.recurring_schedule_id::int as recurring_schedule_id, s.edited, s.deleted_at, s.published_version, s.published`;

/** The draft as the published shape, so draft and published compare field by field. */
export function draftState(row: ShiftDbRow): PublishedShift {
  return {
    employeeId: row.employee_id,
    start: new Date(row.start_at).toISOString(),
    end: new Date(row.end_at).toISOString(),
    workDate: row.work_date,
    orgUnitId: row.org_unit_id,
    departmentId: row.department_id,
    costing: row.costing,
    shiftClassId: row.shift_class_id,
    breaks: row.breaks,
    note: row.note,
  };
}

/** What a shift's cost is computed from: hourly rates by worker (decimal strings), when pay is shown. */
export type ShiftContext = {
  rates: ReadonlyMap<number, string> | null;
  conflicts: ReadonlyMap<number, string[]>;
  claims: ReadonlyMap<number, number>;
};

/** Money of `seconds` at an hourly `rate`, to the cent (integer arithmetic on cents per hour). */
export function costOf(seconds: number, rate: string | undefined): string | null {
  if (rate === undefined) return null;
  const centsPerHour = Math.round(Number(rate) * 100);
  return (Math.round((centsPerHour * seconds) / 3600) / 100).toFixed(2);
}

export function toShift(row: ShiftDbRow, ctx: ShiftContext): Shift {
  const draft = draftState(row);
  const published = row.published;
  const status = shiftStatus(draft as ShiftState, published as ShiftState | null, row.deleted_at !== null);
  const seconds = scheduledSeconds(Date.parse(draft.start) / 1000, Date.parse(draft.end) / 1000, row.breaks);
  const rate = row.employee_id === null ? undefined : ctx.rates?.get(row.employee_id);
  return {
    ...draft,
    id: row.id,
    version: row.version,
    teamId: row.team_id,
    recurringScheduleId: row.recurring_schedule_id,
    edited: row.edited,
    status,
    publishedVersion: row.published_version,
    published: status === 'changed' || status === 'removed' ? published : null,
    changedFields: status === 'changed' ? changedFields(draft as ShiftState, published as ShiftState) : [],
    seconds,
    cost: ctx.rates === null ? null : costOf(seconds, rate),
    conflicts: ctx.conflicts.get(row.id) ?? [],
    pendingClaims: ctx.claims.get(row.id) ?? 0,
  };
}

/** Hourly rates effective on `date` of these workers (salaried workers have none). */
export async function hourlyRates(
  trx: TenantTx,
  orgId: number,
  employeeIds: readonly number[],
  date: string,
): Promise<Map<number, string>> {
  if (employeeIds.length === 0) return new Map();
  const { rows } = await sql<{ employee_id: number; rate: string }>`
    select distinct on (r.employee_id) r.employee_id::int as employee_id, r.rate::text as rate
      from employee_pay_rates r join employees e on e.id = r.employee_id and e.pay_type = 'hourly'
     where r.org_id = ${orgId} and r.employee_id = any(${employeeIds.map(Number)}::bigint[]) and r.effective_from <= ${date}::date
     order by r.employee_id, r.effective_from desc`.execute(trx);
  return new Map(rows.map((r) => [r.employee_id, r.rate]));
}
