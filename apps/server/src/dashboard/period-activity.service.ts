import type { DayActivity } from '@punchline/contracts';
import { dayFromIso, isExceptionFlag, isoFromDay, type PayPeriod } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { instantsOf } from '../timecards/timecard-summaries.service';
import { computeCard, loadOrgInputs, periodOf } from '../timecards/timecards.service';

// The dashboard's pay period panels (SPEC sections 2, 3 Dashboard data): per day of a range, the
// hours and exceptions of the same time cards the time card screen shows, and the clock attempts
// that failed. Only the workers the caller may see count: the employees policy of migration 0040
// hides the others, so a restricted manager's chart is the chart of their own people.

/** A pay period is at most a month; two leave room for a range that spans one and a half. */
export const MAX_ACTIVITY_DAYS = 62;
export const RANGE_TOO_LONG = `Choose at most ${MAX_ACTIVITY_DAYS} days.`;
export const RANGE_BACKWARDS = 'The end date must not be before the start date.';

/** Days from..to (inclusive), checked. */
function daysBetween(startDate: string, endDate: string): string[] {
  const first = dayFromIso(startDate);
  const last = dayFromIso(endDate);
  if (last < first) throw ApiError.fields({ endDate: [RANGE_BACKWARDS] });
  if (last - first + 1 > MAX_ACTIVITY_DAYS) throw ApiError.fields({ endDate: [RANGE_TOO_LONG] });
  return Array.from({ length: last - first + 1 }, (_, i) => isoFromDay(first + i));
}

/** The pay periods that hold any of the days, each once. */
function periodsOver(days: string[], periodFor: (d: string) => PayPeriod): PayPeriod[] {
  const periods = new Map<string, PayPeriod>();
  for (const day of days) {
    const period = periodFor(day);
    periods.set(period.start, period);
  }
  return [...periods.values()];
}

/** Visible workers with a punch in the range (the cards that can have hours or exceptions). */
async function workersInRange(trx: TenantTx, orgId: number, start: Date, end: Date): Promise<number[]> {
  const rows = await trx
    .selectFrom('employees as e')
    .select('e.id')
    .where('e.org_id', '=', orgId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('punches as p')
          .select('p.id')
          .whereRef('p.employee_id', '=', 'e.id')
          .where('p.org_id', '=', orgId)
          .where('p.deleted_at', 'is', null)
          .where('p.at', '>=', start)
          .where('p.at', '<', end),
      ),
    )
    .orderBy('e.id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Attempts that did not become a punch and wait for a supervisor, per local day: refused ones and
 * face failures nobody decided (Manage → Clock Logs shows them). Attempts of workers the caller may
 * not see are left out; an attempt nobody was recognised in counts for everyone who reviews them.
 */
async function failuresByDay(trx: TenantTx, orgId: number, start: Date, end: Date, timeZone: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ day: string; n: number }>`
    select to_char(l.at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as n
    from clock_logs l
    where l.org_id = ${orgId} and l.at >= ${start} and l.at < ${end} and l.decision is null and l.punch_id is null
      and (l.outcome = 'refused' or (l.face_status is not null and l.face_status not in ('ok', 'unverified')))
      and (l.employee_id is null or exists (select 1 from employees e where e.id = l.employee_id))
    group by 1`.execute(trx);
  return new Map(rows.map((r) => [r.day, r.n]));
}

export async function periodActivity(
  trx: TenantTx,
  orgId: number,
  range: { startDate: string; endDate: string; clockLogFailures: boolean },
  /** The app clock's time, epoch seconds. */
  now: number,
): Promise<DayActivity[]> {
  const days = daysBetween(range.startDate, range.endDate);
  const inputs = await loadOrgInputs(trx, orgId);
  const { start, end } = instantsOf({ from: range.startDate, to: range.endDate }, inputs.timeZone);
  const totals = new Map(days.map((date) => [date, { date, seconds: 0, exceptionCount: 0 }]));
  const workers = await workersInRange(trx, orgId, start, end);
  for (const period of periodsOver(days, (d) => periodOf(inputs, d))) {
    for (const employeeId of workers) {
      const card = await computeCard(trx, orgId, employeeId, period.start, { inputs, now });
      for (const day of card.days) {
        const total = totals.get(day.date);
        if (!total) continue;
        total.seconds += day.workedSeconds;
        total.exceptionCount += day.flags.filter(isExceptionFlag).length;
      }
    }
  }
  const failures = range.clockLogFailures ? await failuresByDay(trx, orgId, start, end, inputs.timeZone) : new Map<string, number>();
  return [...totals.values()].map((t) => ({
    date: t.date,
    // Hours to two places: a chart bar, not a payroll figure.
    totalHours: Math.round((t.seconds / 3600) * 100) / 100,
    exceptionCount: t.exceptionCount,
    clockLogFailureCount: failures.get(t.date) ?? 0,
  }));
}
