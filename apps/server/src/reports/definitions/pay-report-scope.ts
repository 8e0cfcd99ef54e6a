import { payrollDefaultsSettings, TIME_PAY_LINE_KINDS, type DefaultRange } from '@punchline/contracts';
import { formatDate, hasFeature, isFeature } from '@punchline/domain';
import { sql, type RawBuilder } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { getSettings } from '../../resources/settings.service';
import { loadOrgInputs } from '../../timecards/timecards.service';
import type { ReportRun } from '../report-definition';
import { reportRange, type DayRange } from '../report-range';
import { reportWorkers, type ReportWorker } from '../report-workers';

// What the six payroll reports share (docs/payroll.md, Payroll reports): their gates (SPEC
// section 6 and the console's route tree: payroll for all, pay runs or net pay for the analyses)
// and their scope: the pay runs (period ending in the range, or the runs asked for; finalized
// only unless asked) and the workers (the worker filters, label restrictions by row-level
// security; paid workers who have left are still in a payroll report).

export const PAYROLL_REPORTS_OFF = 'The payroll reports need payroll: turn it on in Settings → Payroll → Defaults.';
export const PAY_RUN_REPORTS_OFF = 'The pay run analyses need pay runs: turn on Pay Runs in Settings → Payroll → Defaults.';
export const NET_PAY_REPORTS_OFF = 'The net pay analysis needs net pay: turn on Net Pay in Settings → Payroll → Defaults.';

type Gate = { trx: TenantTx; orgId: number };

async function payrollSwitches({ trx, orgId }: Gate) {
  const [org, defaults] = await Promise.all([
    trx.selectFrom('organizations').select('features').where('id', '=', orgId).executeTakeFirstOrThrow(),
    getSettings(trx, payrollDefaultsSettings, orgId),
  ]);
  const features = org.features.filter(isFeature);
  const payroll = hasFeature(features, 'payroll') && defaults.enabled === true;
  return {
    payroll,
    payRun: payroll && hasFeature(features, 'pay_run') && defaults.enablePayRun === true,
    netPay: payroll && hasFeature(features, 'netpay') && defaults.enableNetPay === true,
  };
}

export async function requirePayrollReports(gate: Gate): Promise<void> {
  if (!(await payrollSwitches(gate)).payroll) throw ApiError.forbidden(PAYROLL_REPORTS_OFF);
}

export async function requirePayRunReports(gate: Gate): Promise<void> {
  const on = await payrollSwitches(gate);
  if (!on.payroll) throw ApiError.forbidden(PAYROLL_REPORTS_OFF);
  if (!on.payRun) throw ApiError.forbidden(PAY_RUN_REPORTS_OFF);
}

export async function requireNetPayReports(gate: Gate): Promise<void> {
  const on = await payrollSwitches(gate);
  if (!on.payroll) throw ApiError.forbidden(PAYROLL_REPORTS_OFF);
  if (!on.netPay) throw ApiError.forbidden(NET_PAY_REPORTS_OFF);
}

export type PayRunRow = {
  id: number;
  name: string;
  kind: string;
  state: string;
  periodStart: string;
  periodEnd: string;
  payDate: string | null;
};

export type PayReportScope = {
  range: DayRange;
  /** Oldest period first. */
  runs: PayRunRow[];
  runIds: number[];
  workers: ReportWorker[];
  workerIds: number[];
  /** Lines under the title: which runs the numbers cover. */
  notes: string[];
};

/** Draft runs have nothing calculated; calculated and approved ones may still change. */
const statesOf = (includeUnfinalized: boolean | undefined): ('calculated' | 'approved' | 'finalized')[] =>
  includeUnfinalized ? ['calculated', 'approved', 'finalized'] : ['finalized'];

export async function payReportScope(r: ReportRun, fallback: DefaultRange): Promise<PayReportScope> {
  const inputs = await loadOrgInputs(r.trx, r.orgId);
  const range = reportRange(r.params, fallback, inputs, r.now, r.weekStartsOn);
  const chosen = r.params.payRunIds && r.params.payRunIds.length > 0 ? r.params.payRunIds : null;
  let query = r.trx
    .selectFrom('pay_runs')
    .select([
      'id',
      'name',
      'kind',
      'state',
      sql<string>`period_start::text`.as('periodStart'),
      sql<string>`period_end::text`.as('periodEnd'),
      sql<string | null>`pay_date::text`.as('payDate'),
    ])
    .where('org_id', '=', r.orgId)
    .where('state', 'in', statesOf(r.params.includeUnfinalized));
  query = chosen ? query.where('id', 'in', chosen) : query.where('period_end', '>=', range.from).where('period_end', '<=', range.to);
  const runs = await query.orderBy('period_end').orderBy('period_start').orderBy('id').execute();
  const workers = await reportWorkers(r.trx, r.orgId, { ...r.params, includeInactive: true }, r.prefs);
  const covered = chosen
    ? `Pay runs chosen (${runs.length})`
    : `Pay runs ending ${formatDate(range.from, r.prefs)} – ${formatDate(range.to, r.prefs)} (${runs.length})`;
  const states = r.params.includeUnfinalized ? 'calculated, approved and finalized' : 'finalized only';
  return {
    range,
    runs,
    runIds: runs.map((run) => run.id),
    workers,
    workerIds: workers.map((w) => w.id),
    notes: [`${covered}, ${states}`],
  };
}

/** Nothing to read: no run, or no worker the caller may see. */
export const isEmpty = (scope: PayReportScope) => scope.runIds.length === 0 || scope.workerIds.length === 0;

/** `column = any(ids)`, for the runs' and workers' id lists. */
export const anyOf = (column: string, ids: readonly number[]) => sql<boolean>`${sql.ref(column)} = any(${ids}::bigint[])`;

/**
 * An exact sum of a numeric column as a decimal string without trailing zeros ("1234.5"): the
 * stored amounts are already rounded per payAccuracy by the run, so a report adds, never rounds.
 */
export const moneySum = (expression: RawBuilder<unknown>) => sql<string>`trim_scale(coalesce(sum(${expression}), 0))::text`;

/** The order people read a pay summary's lines in (the engine's): pay, then adjustments, then the employer's shares. */
export const LINE_KIND_ORDER = ['hours', 'salary', 'time_off', 'holiday', 'earning', 'deduction', 'statutory', 'reimbursement', 'employer'];
export const kindOrder = (column: string) => sql<number>`array_position(${LINE_KIND_ORDER}::text[], ${sql.ref(column)})`;

/** Rows of workers in the workers' order (by name), each one's rows in the order given. */
export function byWorkerOrder<T extends { employee_id: number }>(
  workers: readonly ReportWorker[],
  items: readonly T[],
): [ReportWorker, T[]][] {
  const byId = new Map<number, T[]>();
  for (const item of items) {
    const list = byId.get(item.employee_id);
    if (list) list.push(item);
    else byId.set(item.employee_id, [item]);
  }
  return workers.filter((w) => byId.has(w.id)).map((w) => [w, byId.get(w.id)!]);
}

/**
 * The scope's pay lines that pay time (worked, salary, time off, holidays), summed per worker or
 * per run (`key`), kind and code, in reading order: how many workers, the seconds and the amount.
 */
export function timeLineSums(r: ReportRun, scope: PayReportScope, per: 'worker' | 'run') {
  const key = per === 'worker' ? 'l.employee_id' : 'l.pay_run_id';
  return r.trx
    .selectFrom('pay_summary_lines as l')
    .select([
      sql<number>`${sql.ref(key)}`.as('key'),
      'l.kind',
      'l.code',
      sql<string>`max(l.name)`.as('name'),
      sql<number>`count(distinct l.employee_id)::int`.as('workers'),
      sql<number | null>`sum(l.seconds)::float8`.as('seconds'),
      moneySum(sql`l.amount`).as('amount'),
    ])
    .where('l.org_id', '=', r.orgId)
    .where(anyOf('l.pay_run_id', scope.runIds))
    .where(anyOf('l.employee_id', scope.workerIds))
    .where('l.kind', 'in', [...TIME_PAY_LINE_KINDS])
    .groupBy([sql.ref(key), 'l.kind', 'l.code'])
    .orderBy(kindOrder('l.kind'))
    .orderBy('l.code')
    .execute();
}
