import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import type { DayRange } from '../report-range';

// The days a worker was not expected at work: approved time off (an entry exists only once a
// request is approved, or when a manager enters one; paid or not, a part of a day too) and the
// organization's holidays while they were employed (as time cards pay them, card-time-off.ts).

/** Keys `${employeeId}|${date}` of the workers' excused days in the range. */
export async function excusedDays(trx: TenantTx, orgId: number, employeeIds: readonly number[], range: DayRange): Promise<Set<string>> {
  if (employeeIds.length === 0) return new Set();
  const ids = [...employeeIds];
  const { rows } = await sql<{ employee_id: number; date: string }>`
    select e.employee_id::int as employee_id, to_char(e.date, 'YYYY-MM-DD') as date
      from time_off_entries e
     where e.org_id = ${orgId} and e.employee_id = any(${ids}::bigint[]) and e.date between ${range.from}::date and ${range.to}::date
    union
    select w.id::int, to_char(h.date, 'YYYY-MM-DD')
      from holidays h join employees w on w.org_id = h.org_id and w.id = any(${ids}::bigint[])
     where h.org_id = ${orgId} and h.active and h.date between ${range.from}::date and ${range.to}::date
       and (w.hire_date is null or w.hire_date <= h.date) and (w.termination_date is null or w.termination_date >= h.date)`.execute(trx);
  return new Set(rows.map((r) => `${r.employee_id}|${r.date}`));
}
