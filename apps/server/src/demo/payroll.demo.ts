import { dateInZone, previousPayPeriod, type PayPeriod } from '@punchline/domain';
import { sql } from 'kysely';
import { actorOf } from '../audit/actor';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { withOrg } from '../orgs/org-access';
import { createPayExport } from '../payroll/exports/pay-exports.service';
import { requirePayRuns } from '../payroll/runs/pay-run-gate';
import { createRun, type NewRun, type RunCall } from '../payroll/runs/pay-runs.service';
import { approveRun, finalizeRun } from '../payroll/runs/run-transitions';
import { editPunch } from '../punches/punch-writes';
import { formatPrefs } from '../punches/punches.list';
import { loadOrgInputs, periodOf } from '../timecards/timecards.service';
import { DEMO_PAYROLL } from './demo-data';
import { seedDemoNetPay } from './netpay.demo';

// The demo's payroll (issue 33), made by the payroll administrator through the pay run services
// the console calls: net pay switched on with its codes and statutory deductions; the pay periods
// before last paid, approved and finalized (their time locked), each with an ADP export, so pay
// stubs exist for My pay and Reports → payroll; last period's run calculated with unapproved cards
// included as they are; and one of its workers' clock-outs corrected after the calculation, so the
// run shows that worker as stale with what changed.

const FINALIZED_PERIODS = 3;
/** The demo bakery's number at its payroll provider (ADP's company code). */
export const DEMO_PAYROLL_COMPANY_CODE = 'RB1';

export type DemoPayroll = { finalized: number; calculated: number; staleWorker: number | null };

export async function seedDemoPayroll(db: Db, orgId: number, now: number): Promise<DemoPayroll> {
  await seedDemoNetPay(db, orgId, now);
  const payroll = await db.selectFrom('users').select('id').where('email', '=', DEMO_PAYROLL.email).executeTakeFirstOrThrow();
  const identity: Identity = { userId: payroll.id, kind: 'identity' };
  const switches = { enablePayRun: true, payStubsAtClock: true, payrollId: DEMO_PAYROLL_COMPANY_CODE };

  /** fn with what a pay run route hands its service, as the payroll administrator. */
  const asPayroll = <T>(fn: (call: RunCall) => Promise<T>) =>
    withOrg(db, identity, orgId, { mode: 'write', permission: 'manage_payroll' }, async (trx, access) => {
      const gate = await requirePayRuns(trx, orgId, access);
      const [inputs, prefs] = await Promise.all([loadOrgInputs(trx, orgId), formatPrefs(trx, orgId)]);
      return fn({ trx, orgId, userId: access.userId, actor: actorOf(identity, access), inputs, gate, prefs, now });
    });

  const periods = await withOrg(db, identity, orgId, { mode: 'write', permission: 'manage_payroll' }, async (trx) => {
    await sql`update organizations set features = array(select distinct unnest(features || array['payroll', 'pay_run', 'netpay'])),
      settings = settings || ${JSON.stringify(switches)}::jsonb where id = ${orgId}`.execute(trx);
    const inputs = await loadOrgInputs(trx, orgId);
    const list: PayPeriod[] = [];
    let period = previousPayPeriod(periodOf(inputs, dateInZone(now * 1000, inputs.timeZone)), inputs.stored.payroll);
    for (let i = 0; i <= FINALIZED_PERIODS; i++) {
      list.unshift(period);
      period = previousPayPeriod(period, inputs.stored.payroll);
    }
    return list;
  });
  const last = periods.pop()!;

  // Oldest first: each finalized run's statutory base counts toward the next one's year to date.
  for (const period of periods) {
    const run = await asPayroll((call) => createRun(call, regular(period, 'approve')));
    await asPayroll(async (call) => {
      const approved = await approveRun(call, run.id, run.version);
      return finalizeRun(call, approved.id, approved.version);
    });
    await createPayExport(db, identity, orgId, run.id, { format: 'adp' }, new Date(now * 1000));
  }

  const open = await asPayroll((call) => createRun(call, regular(last, 'include')));
  // After the calculation, the supervisor moves an hourly worker's last clock-out of the period
  // half an hour later (stayed to close): the run now lists that worker as stale, old against new.
  const staleWorker = await asPayroll(async ({ trx, actor }) => {
    const { rows } = await sql<{ id: number; at: Date; version: number; employee_id: number }>`
      select p.id, p.at, p.version, p.employee_id from punches p
        join pay_summaries s on s.employee_id = p.employee_id and s.pay_run_id = ${open.id}
        join employees e on e.id = p.employee_id
      where p.org_id = ${orgId} and p.type = 'out' and p.deleted_at is null and e.pay_type = 'hourly'
        and p.at >= ${last.start}::date and p.at < ${last.end}::date
      order by p.at desc limit 1`.execute(trx);
    const punch = rows[0];
    if (!punch) return null;
    const at = new Date(new Date(punch.at).getTime() + 30 * 60_000);
    await editPunch(trx, orgId, actor, punch.id, { at, note: 'Stayed to close: clock-out confirmed by the shift lead.' }, punch.version);
    return punch.employee_id;
  });
  return { finalized: periods.length, calculated: 1, staleWorker };
}

function regular(period: PayPeriod, unapproved: NewRun['unapproved']): NewRun {
  return { kind: 'regular', periodStart: period.start, selection: {}, unapproved, payDate: null };
}
