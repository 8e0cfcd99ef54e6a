import type { ScheduledShift } from '@punchline/domain';
import { sql } from 'kysely';
import type { Row } from '../db/schema';
import type { TenantTx } from '../db/tenant';

// The schedule a card compares punches with (issue 19, docs/schedules.md): each worker's
// published shifts, never the draft, over the card's punch window. Its start, end and work date
// are what the engine's schedule flags (SE, SL, LE, LL, OS, PS, NS, MS, DO) and schedule rounding use.

/** A shift's published state, under the draft's column names. */
type PublishedRow = Pick<Row<'shifts'>, 'id' | 'start_at' | 'end_at' | 'work_date'> & { employee_id: number };

export async function publishedSchedules(
  trx: TenantTx,
  orgId: number,
  employeeIds: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, ScheduledShift[]>> {
  const out = new Map<number, ScheduledShift[]>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return out;
  const { rows } = await sql<PublishedRow>`
    select published_employee_id::int as employee_id, id::int as id, published_start_at as start_at, published_end_at as end_at,
           published->>'workDate' as work_date
      from shifts
     where org_id = ${orgId} and published_employee_id = any(${[...employeeIds]}::bigint[])
       and published_start_at < ${to} and published_end_at > ${from}
     order by published_start_at, id`.execute(trx);
  for (const r of rows) {
    out.get(r.employee_id)?.push({
      id: String(r.id),
      start: new Date(r.start_at).getTime() / 1000,
      end: new Date(r.end_at).getTime() / 1000,
      date: r.work_date,
    });
  }
  return out;
}
