import { addDaysIso, epochFromLocal, timeOffDays, type TimeOffDay } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { publishedSchedules } from '../timecards/scheduled-shifts';
import { timeOffCode, type TimeOffCode, type TimeOffOrg } from './time-off-org';

// The days a request for time off comes to (issue 20): the worker's published shifts in the range
// when they have any (a day is the shift), else the organization's working days of a full day.

export type RequestShape = { employeeId: number; codeId: number; startDate: string; endDate: string; partialMinutes: number | null };

export type RequestDays = { code: TimeOffCode; days: TimeOffDay[] };

/** Seconds scheduled per work date for one worker over a range of dates (null when none). */
async function scheduledSeconds(trx: TenantTx, orgId: number, employeeId: number, startDate: string, endDate: string) {
  const tz = (await sql<{ timezone: string }>`select timezone from organizations where id = ${orgId}`.execute(trx)).rows[0]!.timezone;
  // A day either side: an overnight shift of the first date starts the day before in no zone, but its work date decides.
  const from = new Date(epochFromLocal(`${addDaysIso(startDate, -1)}T00:00`, tz) * 1000);
  const to = new Date(epochFromLocal(`${addDaysIso(endDate, 2)}T00:00`, tz) * 1000);
  const shifts = (await publishedSchedules(trx, orgId, [employeeId], from, to)).get(employeeId) ?? [];
  const byDate = new Map<string, number>();
  for (const s of shifts) {
    if (!s.date || s.date < startDate || s.date > endDate) continue;
    byDate.set(s.date, (byDate.get(s.date) ?? 0) + (s.end - s.start));
  }
  return byDate.size === 0 ? null : byDate;
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
