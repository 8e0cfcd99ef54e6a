import { PAY_RUN_LABOR_ANALYSIS_REPORT, type ReportRow } from '@punchline/contracts';
import { sql } from 'kysely';
import type { ReportRun, ServerReport } from '../report-definition';
import { anyOf, isEmpty, moneySum, payReportScope, requirePayRunReports } from './pay-report-scope';

// Pay run labour analysis: the runs' labour distribution (pay_labor_lines: hours and amounts by
// job, phase, cost code and pay code) summed by costing, the worker's department and org unit and
// pay code in one grouped query. Lines without a job are labour of no job ("No job" in a group).

async function run(r: ReportRun) {
  const scope = await payReportScope(r, 'last30Days');
  if (isEmpty(scope)) return { rows: [], notes: scope.notes };
  const jobs = r.params.jobIds && r.params.jobIds.length > 0 ? r.params.jobIds : null;
  let query = r.trx
    .selectFrom('pay_labor_lines as l')
    .innerJoin('employees as e', 'e.id', 'l.employee_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('org_units as u', 'u.id', 'e.org_unit_id')
    .leftJoin('jobs as j', 'j.id', 'l.job_id')
    .leftJoin('job_phases as ph', 'ph.id', 'l.job_phase_id')
    .leftJoin('cost_codes as cc', 'cc.id', 'l.cost_code_id')
    .select([
      'l.job_id',
      'l.job_phase_id',
      'l.cost_code_id',
      'e.department_id',
      'e.org_unit_id',
      'l.pay_code',
      sql<string | null>`max(j.name)`.as('job'),
      sql<string | null>`max(ph.name)`.as('job_phase'),
      sql<string | null>`max(cc.name)`.as('cost_code'),
      sql<string | null>`max(d.name)`.as('department'),
      sql<string | null>`max(u.name)`.as('org_unit'),
      sql<number>`count(distinct l.employee_id)::int`.as('workers'),
      sql<number>`sum(l.seconds)::float8`.as('seconds'),
      moneySum(sql`l.amount`).as('amount'),
    ])
    .where('l.org_id', '=', r.orgId)
    .where(anyOf('l.pay_run_id', scope.runIds))
    .where(anyOf('l.employee_id', scope.workerIds));
  if (jobs) query = query.where('l.job_id', 'in', jobs);
  const sums = await query
    .groupBy(['l.job_id', 'l.job_phase_id', 'l.cost_code_id', 'e.department_id', 'e.org_unit_id', 'l.pay_code'])
    .orderBy(sql`max(j.name)`)
    .orderBy(sql`max(ph.name)`)
    .orderBy(sql`max(cc.name)`)
    .orderBy(sql`max(d.name)`)
    .orderBy(sql`max(u.name)`)
    .orderBy('l.pay_code')
    .execute();
  const rows: ReportRow[] = sums.map((s) => ({
    costingKey: [s.job_id, s.job_phase_id, s.cost_code_id].map((id) => id ?? '').join('/'),
    departmentId: s.department_id,
    orgUnitId: s.org_unit_id,
    job: s.job,
    jobPhase: s.job_phase,
    costCode: s.cost_code,
    department: s.department,
    orgUnit: s.org_unit,
    payCode: s.pay_code,
    workers: s.workers,
    seconds: s.seconds,
    amount: s.amount,
  }));
  return { rows, notes: scope.notes };
}

export const payRunLaborAnalysisReport: ServerReport = { spec: PAY_RUN_LABOR_ANALYSIS_REPORT, gate: requirePayRunReports, run };
