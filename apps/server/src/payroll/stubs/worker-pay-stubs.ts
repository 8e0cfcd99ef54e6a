import type { WorkerPayStub } from '@punchline/contracts/device';
import { formatExactPay } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { formatPrefs } from '../../punches/punches.list';
import { scaled } from './stub-money';

// The pay stubs a worker sees at the clock: their summaries of finalized runs, latest first.

/** About a year of biweekly pay: enough to look back, small enough for a clock screen. */
const MAX_STUBS = 26;

export async function workerPayStubs(trx: TenantTx, orgId: number, employeeId: number): Promise<WorkerPayStub[]> {
  const [rows, prefs] = await Promise.all([
    trx
      .selectFrom('pay_summaries as s')
      .innerJoin('pay_runs as r', 'r.id', 's.pay_run_id')
      .select(['s.id', 's.net', 'r.id as run_id', 'r.period_start', 'r.period_end', 'r.pay_date'])
      .where('s.org_id', '=', orgId)
      .where('s.employee_id', '=', employeeId)
      .where('r.state', '=', 'finalized')
      .orderBy((eb) => eb.fn.coalesce('r.pay_date', 'r.period_end'), 'desc')
      .orderBy('r.id', 'desc')
      .limit(MAX_STUBS)
      .execute(),
    formatPrefs(trx, orgId),
  ]);
  return rows.map((r) => ({
    paySummaryId: r.id,
    payRunId: r.run_id,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    payDate: r.pay_date,
    net: r.net,
    netText: formatExactPay(scaled(r.net), prefs, true),
  }));
}
