import type { ReportParams, ReportResult, ReportRow } from '@punchline/contracts';
import { dayFromIso, epochFromLocal, isoFromDay } from '@punchline/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { seedPunches } from '../../src/punches/punch-store';
import { timecardWorld, ZONE } from './timecard-world';

// Shared set-up of the reports read from time cards (timecards, raw-punch-totals, job-transfers):
// the time card world (Los Angeles, weekly periods from Sunday, California overtime), last week's
// days by name, punches at local wall times with an optional costing, and a report call.

export const MINUTE = 60;

export async function cardReportWorld() {
  const w = await timecardWorld();
  const { db, org, call } = w;
  const sunday = w.weekStart(1);
  const day = (offset: number) => isoFromDay(dayFromIso(sunday) + offset);
  const week = { sunday, monday: day(1), tuesday: day(2), wednesday: day(3), saturday: day(6) };

  /** An instant of a local date and wall time ('07:05') in the world's zone, epoch seconds. */
  const at = (date: string, time: string) => epochFromLocal(`${date}T${time}`, ZONE);

  /** Punches as a clock makes them, each [date, time, type, costing?]; answers their ids. */
  const punch = async (employeeId: number, punches: [string, string, 'in' | 'out', Record<string, number>?][]) => {
    const ids = await seedPunches(
      db,
      punches.map(([date, time, type]) => ({ orgId: org, employeeId, at: new Date(at(date, time) * 1000), type })),
    );
    for (const [i, [, , , costing]] of punches.entries()) {
      if (!costing) continue;
      const stored = JSON.stringify(Object.fromEntries(Object.entries(costing).map(([k, v]) => [k, String(v)])));
      await sql`update punches set costing = ${stored}::jsonb where id = ${ids[i]}`.execute(db);
    }
    return ids;
  };

  /** A worker with a name and an hourly rate. */
  const hourly = async (firstName: string, lastName: string, rate = 20) => {
    const worker = await w.worker({ firstName, lastName });
    await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate)
      values (${org}, ${worker.id}, '2000-01-01', ${rate})`.execute(db);
    return worker;
  };

  /** Runs a report now (POST /api/orgs/{orgId}/reports/{key}); anything but 200 fails the test. */
  const report = async (key: string, params: ReportParams, who = 'owner') => {
    const response = await call(who, 'POST', `/orgs/${org}/reports/${key}`, params);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportResult>();
  };

  const rowsOf = (result: ReportResult, employeeId?: number): ReportRow[] =>
    result.groups.flatMap((g) => g.rows).filter((r) => employeeId === undefined || r.employeeId === employeeId);

  return { ...w, week, at, punch, hourly, report, rowsOf };
}
