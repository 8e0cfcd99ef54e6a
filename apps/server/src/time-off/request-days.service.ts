import { timeOffDays, type TimeOffDay } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { timeOffCode, type TimeOffCode, type TimeOffOrg } from './time-off-org';

// The days a request for time off comes to (issue 20): the worker's published shifts in the range
// when they have any (a day is the shift), else the organization's working days of a full day.

export type RequestShape = { employeeId: number; codeId: number; startDate: string; endDate: string; partialMinutes: number | null };

export type RequestDays = { code: TimeOffCode; days: TimeOffDay[] };

/**
 * Seconds scheduled per work date for one worker over a range of dates, unpaid breaks left out
 * (what the day would have paid), from the published schedule; null when nothing is scheduled.
 */
async function scheduledSeconds(trx: TenantTx, orgId: number, employeeId: number, startDate: string, endDate: string) {
  const { rows } = await sql<{ date: string; seconds: number }>`
    select s.published->>'workDate' as date,
           sum(extract(epoch from s.published_end_at - s.published_start_at)
               - coalesce((select sum((b->>'durationMinutes')::int) from jsonb_array_elements(s.published->'breaks') b
                           where not coalesce((b->>'paid')::boolean, false)), 0) * 60)::int as seconds
      from shifts s
     where s.org_id = ${orgId} and s.published_employee_id = ${employeeId}
       and (s.published->>'workDate')::date between ${startDate} and ${endDate}
     group by 1`.execute(trx);
  return rows.length === 0 ? null : new Map(rows.map((r) => [r.date, Number(r.seconds)]));
}

export async function requestDays(trx: TenantTx, orgId: number, org: TimeOffOrg, r: RequestShape): Promise<RequestDays> {
  const code = await timeOffCode(trx, orgId, r.codeId);
  const scheduled = await scheduledSeconds(trx, orgId, r.employeeId, r.startDate, r.endDate);
  const days = timeOffDays({
    startDate: r.startDate,
    endDate: r.endDate,
    partialSeconds: r.partialMinutes === null ? null : r.partialMinutes * 60,
    unit: code.unit,
    fullDaySeconds: org.fullDaySeconds,
    workdays: org.workdays,
    scheduled,
  });
  return { code, days };
}
