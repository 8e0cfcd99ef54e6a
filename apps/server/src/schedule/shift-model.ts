import type { PublishedShift, Shift, ShiftBreak } from '@punchline/contracts';
import { changedFields, scheduledSeconds, shiftStatus, type ShiftState } from '@punchline/domain';
import { sql } from 'kysely';
import type { Row } from '../db/schema';
import type { TenantTx } from '../db/tenant';

// A shift as the board reads it (issue 19, docs/schedules.md): the draft row, its published
// state, and what is derived from both (status, changed fields, scheduled seconds, cost).

export type ShiftDbRow = Pick<
  Row<'shifts'>,
  | 'id'
  | 'version'
  | 'employee_id'
  | 'start_at'
  | 'end_at'
  | 'work_date'
  | 'org_unit_id'
  | 'department_id'
  | 'shift_class_id'
  | 'team_id'
  | 'note'
  | 'recurring_schedule_id'
  | 'edited'
  | 'deleted_at'
  | 'published_version'
> & {
  // The jsonb columns, as shift-writes.ts and publish.service.ts write them.
  costing: PublishedShift['costing'];
  breaks: ShiftBreak[];
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
  const { rows } = await sql<Pick<Row<'employee_pay_rates'>, 'employee_id' | 'rate'>>`
    select distinct on (r.employee_id) r.employee_id::int as employee_id, r.rate::text as rate
      from employee_pay_rates r join employees e on e.id = r.employee_id and e.pay_type = 'hourly'
     where r.org_id = ${orgId} and r.employee_id = any(${employeeIds.map(Number)}::bigint[]) and r.effective_from <= ${date}::date
     order by r.employee_id, r.effective_from desc`.execute(trx);
  return new Map(rows.map((r) => [r.employee_id, r.rate]));
}

/** Pending claims of open shifts by shift id: of the shifts named, or of every shift. */
export async function pendingClaims(trx: TenantTx, orgId: number, shiftIds?: readonly number[]): Promise<Map<number, number>> {
  if (shiftIds?.length === 0) return new Map();
  let query = trx
    .selectFrom('open_shift_claims')
    .select((eb) => ['shift_id', eb.fn.countAll<number>().as('n')])
    .where('org_id', '=', orgId)
    .where('status', '=', 'pending');
  if (shiftIds) query = query.where('shift_id', 'in', shiftIds);
  const rows = await query.groupBy('shift_id').execute();
  return new Map(rows.map((c) => [c.shift_id, c.n]));
}
