import { SALARY_REPORT, type ReportRow } from '@punchline/contracts';
import { sql } from 'kysely';
import { viewerOf } from '../../resources/access';
import type { ReportRun, ServerReport } from '../report-definition';
import { workerCells } from '../report-workers';
import { byWorkerOrder, isEmpty, payReportScope, requirePayrollReports } from './pay-report-scope';

// Salary: the salaried workers (employees.pay_type) and, per pay run that paid them, the annual
// rate in force on the period's last day (employee_pay_rates, annual for salaried workers) and
// the salary the run paid (its 'salary' lines: what was paid, prorations included). A salaried
// worker no run paid shows once, with the rate in force at the range's end. Who is salaried is
// itself pay information (the worker's payType is a pay field), so without pay access the report
// lists nobody.

export const SALARY_NEEDS_PAY_ACCESS = 'The salary report lists workers only for those who may see pay.';

type Paid = {
  employee_id: number;
  pay_run_id: number | null;
  annual_rate: string | null;
  rate_from: string | null;
  seconds: number | null;
  salary: string | null;
};

async function run(r: ReportRun) {
  if (!viewerOf(r.access).pay) return { rows: [], notes: [SALARY_NEEDS_PAY_ACCESS] };
  const scope = await payReportScope(r, 'lastPayPeriod');
  const salaried = scope.workers.filter((w) => w.payType === 'salaried');
  if (salaried.length === 0) return { rows: [], notes: scope.notes };
  const ids = salaried.map((w) => w.id);
  const { rows: paid } = await sql<Paid>`
    select s.employee_id, s.pay_run_id, rate.rate::text as annual_rate, rate.effective_from::text as rate_from,
      (select sum(l.seconds)::float8 from pay_summary_lines l where l.pay_summary_id = s.id and l.kind = 'salary') as seconds,
      (select trim_scale(coalesce(sum(l.amount), 0))::text from pay_summary_lines l where l.pay_summary_id = s.id and l.kind = 'salary') as salary
    from pay_summaries s
    join pay_runs p on p.id = s.pay_run_id
    left join lateral (
      select pr.rate, pr.effective_from from employee_pay_rates pr
      where pr.org_id = s.org_id and pr.employee_id = s.employee_id and pr.effective_from <= p.period_end
      order by pr.effective_from desc limit 1) rate on true
    where s.org_id = ${r.orgId} and s.pay_run_id = any(${scope.runIds}::bigint[]) and s.employee_id = any(${ids}::bigint[])
    order by p.period_end, p.period_start, p.id`.execute(r.trx);
  const unpaid = ids.filter((id) => !paid.some((p) => p.employee_id === id));
  const { rows: rates } =
    unpaid.length === 0
      ? { rows: [] as Paid[] }
      : await sql<Paid>`
          select e.id as employee_id, null::bigint as pay_run_id, rate.rate::text as annual_rate,
            rate.effective_from::text as rate_from, null::float8 as seconds, null::text as salary
          from employees e
          left join lateral (
            select pr.rate, pr.effective_from from employee_pay_rates pr
            where pr.org_id = e.org_id and pr.employee_id = e.id and pr.effective_from <= ${scope.range.to}::date
            order by pr.effective_from desc limit 1) rate on true
          where e.org_id = ${r.orgId} and e.id = any(${unpaid}::bigint[])`.execute(r.trx);
  const runOf = new Map(scope.runs.map((run) => [run.id, run]));
  const rows: ReportRow[] = byWorkerOrder(salaried, [...paid, ...rates]).flatMap(([worker, list]) =>
    list.map((p) => {
      const payRun = p.pay_run_id === null ? undefined : runOf.get(Number(p.pay_run_id));
      return {
        ...workerCells(worker),
        payRunId: payRun?.id ?? null,
        run: payRun?.name ?? null,
        periodStart: payRun?.periodStart ?? null,
        periodEnd: payRun?.periodEnd ?? null,
        annualRate: p.annual_rate === null ? null : trimZeros(p.annual_rate),
        rateFrom: p.rate_from,
        seconds: p.seconds,
        salary: p.salary,
      };
    }),
  );
  return { rows, notes: isEmpty(scope) ? [...scope.notes, 'No pay run paid these workers in the range.'] : scope.notes };
}

/** "52000.0000" → "52000": the rate as entered. */
const trimZeros = (decimal: string) => (decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal);

export const salaryReport: ServerReport = { spec: SALARY_REPORT, gate: requirePayrollReports, run };
