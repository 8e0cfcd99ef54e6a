import type { AdjustmentInput, StatutoryInput } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import type { RunRange } from './run-scope';

// What besides the cards a worker's pay summary reads, set-based for all the run's workers (one
// query each): their pay rates, the adjustments in force, the statutory deductions with what each
// worker already paid under them this calendar year (finalized runs only).

export type RateInput = { from: string; rate: string };
export type WorkerFields = { payType: 'hourly' | 'salaried'; hireDate: string | null; terminationDate: string | null };
type StatutoryRule = Omit<StatutoryInput, 'yearToDateBase'>;

/** Each worker's pay type and employment dates (what salary proration reads). */
export async function workerFields(trx: TenantTx, orgId: number, ids: readonly number[]): Promise<Map<number, WorkerFields>> {
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('employees')
    .select(['id', 'pay_type', 'hire_date', 'termination_date'])
    .where('org_id', '=', orgId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { payType: r.pay_type === 'salaried' ? 'salaried' : 'hourly', hireDate: r.hire_date, terminationDate: r.termination_date },
    ]),
  );
}

/** Each worker's rates that matter for the range: the one in force at its start and those starting inside it. */
export async function rangeRates(trx: TenantTx, orgId: number, ids: readonly number[], range: RunRange): Promise<Map<number, RateInput[]>> {
  const out = new Map<number, RateInput[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const { rows } = await sql<{ employee_id: number; from: string; rate: string }>`
    select employee_id::int as employee_id, to_char(effective_from, 'YYYY-MM-DD') as from, rate::text as rate
      from employee_pay_rates r
     where r.org_id = ${orgId} and r.employee_id = any(${[...ids]}::bigint[]) and r.effective_from <= ${range.end}
       and r.effective_from >= coalesce((select max(p.effective_from) from employee_pay_rates p
             where p.org_id = r.org_id and p.employee_id = r.employee_id and p.effective_from <= ${range.start}), '1900-01-01')
     order by employee_id, effective_from`.execute(trx);
  for (const r of rows) out.get(r.employee_id)?.push({ from: r.from, rate: r.rate });
  return out;
}

type AdjustmentRow = {
  id: number;
  employee_id: number;
  code: string;
  name: string;
  kind: AdjustmentInput['kind'];
  taxable: boolean;
  calculation: AdjustmentInput['calculation'];
  amount: string | null;
  percent: string | null;
  percent_of: AdjustmentInput['percentOf'];
  overridden: boolean;
  start_date: string | null;
  end_date: string | null;
};

/** Each worker's adjustments in force: recurring ones overlapping the range, one-off ones of this run. */
export async function adjustmentsInForce(
  trx: TenantTx,
  orgId: number,
  ids: readonly number[],
  range: RunRange,
  payRunId: number,
): Promise<Map<number, AdjustmentInput[]>> {
  const out = new Map<number, AdjustmentInput[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const { rows } = await sql<AdjustmentRow>`
    select a.id::int as id, a.employee_id::int as employee_id, c.code, c.name, c.kind, c.taxable, c.calculation,
           coalesce(a.amount, c.amount)::text as amount, coalesce(a.percent, c.percent)::text as percent, c.percent_of,
           (a.amount is not null or a.percent is not null) as overridden,
           to_char(a.start_date, 'YYYY-MM-DD') as start_date, to_char(a.end_date, 'YYYY-MM-DD') as end_date
      from netpay_adjustments a join netpay_adjustment_codes c on c.id = a.code_id
     where a.org_id = ${orgId} and a.employee_id = any(${[...ids]}::bigint[]) and c.active
       and (a.pay_run_id = ${payRunId}
            or (a.pay_run_id is null and a.start_date <= ${range.end} and (a.end_date is null or a.end_date >= ${range.start})))
     order by a.employee_id, c.code, a.id`.execute(trx);
  for (const r of rows) {
    out.get(r.employee_id)?.push({
      code: r.code,
      name: r.name,
      kind: r.kind,
      taxable: r.taxable,
      calculation: r.calculation,
      amount: r.calculation === 'percent' ? null : r.amount,
      percent: r.calculation === 'percent' ? r.percent : null,
      percentOf: r.percent_of,
      source: {
        adjustmentId: r.id,
        from: r.start_date ?? 'this run',
        until: r.end_date,
        figures: r.overridden ? "the worker's own" : "the code's",
      },
    });
  }
  return out;
}

/** The organization's active statutory deductions, in sequence. */
export async function statutoryRules(trx: TenantTx, orgId: number): Promise<StatutoryRule[]> {
  const rows = await trx
    .selectFrom('statutory_deductions')
    .select(['code', 'name', 'sequence', 'calculation', 'employee_percent', 'employer_percent', 'fixed_amount', 'annual_wage_base'])
    .where('org_id', '=', orgId)
    .where('active', '=', true)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const text = (v: string | number | null) => (v === null ? null : String(v));
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    sequence: r.sequence,
    calculation: r.calculation,
    employeePercent: text(r.employee_percent),
    employerPercent: text(r.employer_percent),
    fixedAmount: text(r.fixed_amount),
    annualWageBase: text(r.annual_wage_base),
  }));
}

/**
 * What each worker already had taxed under each statutory code in the calendar year, from
 * FINALIZED runs' statutory lines (a run's year is its pay date's, else its last day's).
 */
export async function yearToDateBases(
  trx: TenantTx,
  orgId: number,
  ids: readonly number[],
  year: number,
  payRunId: number,
): Promise<Map<number, Map<string, string>>> {
  const out = new Map<number, Map<string, string>>(ids.map((id) => [id, new Map()]));
  if (ids.length === 0) return out;
  const { rows } = await sql<{ employee_id: number; code: string; base: string }>`
    select l.employee_id::int as employee_id, l.code, sum(coalesce(l.base, 0))::text as base
      from pay_summary_lines l join pay_runs r on r.id = l.pay_run_id
     where l.org_id = ${orgId} and l.employee_id = any(${[...ids]}::bigint[]) and l.kind = 'statutory'
       and r.state = 'finalized' and r.id <> ${payRunId}
       and extract(year from coalesce(r.pay_date, r.period_end)) = ${year}
     group by l.employee_id, l.code`.execute(trx);
  for (const r of rows) out.get(r.employee_id)?.set(r.code, r.base);
  return out;
}
