import type { ReportParams, ReportSchedule } from '@punchline/contracts';
import { dateInZone, previousPayPeriod, type PayPeriod } from '@punchline/domain';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import { runReportNow } from '../reports/report-runs.service';
import { scheduleNextRun } from '../reports/templates/templates.service';
import { loadOrgInputs, periodOf } from '../timecards/timecards.service';
import { DEMO_OWNER_EMAIL, DEMO_PAYROLL } from './demo-data';

// The demo's memorized reports (issue 32): weekly totals by department, shared with the payroll
// administrator and sent each Monday morning as XLSX to the owner, and the rounding check; and the
// totals of the last three pay periods kept as earlier runs, run through the framework as the
// owner at the replay's clock, so Reports → kept runs has a history to reopen and compare.

export const DEMO_WEEKLY_TOTALS = 'Weekly totals by department';
export const DEMO_ROUNDING_CHECK = 'Rounding check';
const KEPT_PERIODS = 3;

export async function seedDemoReports(db: Db, orgId: number, now: number): Promise<{ templates: number; runs: number }> {
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', [DEMO_OWNER_EMAIL, DEMO_PAYROLL.email]).execute();
  const owner = users.find((u) => u.email === DEMO_OWNER_EMAIL)!.id;
  const payroll = users.find((u) => u.email === DEMO_PAYROLL.email)!.id;
  const weekly: ReportSchedule = { frequency: 'weekly', weekday: 2, time: '07:00', format: 'xlsx', recipients: [], active: true };

  const { totalsId, periods } = await writeTenant(db, orgId, async (trx) => {
    const insert = (report: string, name: string, params: ReportParams, schedule: ReportSchedule | null, nextRunAt: Date | null) =>
      trx
        .insertInto('report_templates')
        .values({
          org_id: orgId,
          report,
          name,
          params: JSON.stringify(params),
          owner_id: owner,
          shared_with: JSON.stringify([payroll]),
          schedule: schedule && JSON.stringify(schedule),
          next_run_at: nextRunAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const totals = await insert(
      'totals',
      DEMO_WEEKLY_TOTALS,
      { range: 'lastPayPeriod', groupBy: 'department' },
      weekly,
      await scheduleNextRun(trx, orgId, weekly, now),
    );
    // raw-punch-totals is its own report (the rounding neutrality check); memorized with its defaults.
    await insert('raw-punch-totals', DEMO_ROUNDING_CHECK, { range: 'lastPayPeriod' }, null, null);
    const inputs = await loadOrgInputs(trx, orgId);
    const periods: PayPeriod[] = [];
    let period = previousPayPeriod(periodOf(inputs, dateInZone(now * 1000, inputs.timeZone)), inputs.stored.payroll);
    for (let i = 0; i < KEPT_PERIODS; i++) {
      periods.unshift(period);
      period = previousPayPeriod(period, inputs.stored.payroll);
    }
    return { totalsId: totals.id, periods };
  });

  // Oldest first, so the newest kept run is the template's last run.
  for (const p of periods) {
    // Read on the primary: a replica may not have the demo's rows yet.
    await runReportNow(
      { db, reads: db },
      { userId: owner, kind: 'identity' },
      orgId,
      { report: 'totals', params: { from: p.start, to: p.end, groupBy: 'department' }, templateId: totalsId },
      now,
    );
  }
  return { templates: 2, runs: periods.length };
}
