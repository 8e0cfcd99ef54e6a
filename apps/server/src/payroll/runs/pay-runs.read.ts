import type { PayRun, PayRunSelection, PaySummary, PaySummaryRow } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import type { OrgInputs } from '../../timecards/timecards.service';
import type { PayRunGate } from './pay-run-gate';
import { contextOf, readRun, type RunRow } from './run-record';
import { staleWorkerIds } from './staleness';
import { workerNames } from './worker-names';

// The reads of Manage → Payroll → Runs: runs with their totals and stale count, a run's
// summaries, one summary with its explained lines and labour. Money only with pay access; a
// restricted administrator's policies keep other workers' summaries out of every total.

export type ReadCall = { trx: TenantTx; orgId: number; inputs: OrgInputs; gate: PayRunGate; pay: boolean; now: number };

export const SUMMARY_NOT_FOUND = 'This pay summary does not exist.';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const money = (pay: boolean, values: Record<string, string>) => (pay ? values : {});

async function userNames(trx: TenantTx, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await trx.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function runTotals(trx: TenantTx, orgId: number, runIds: number[]) {
  if (runIds.length === 0)
    return new Map<number, { workers: number; paid: number; gross: string; deductions: string; net: string; cost: string }>();
  const { rows } = await sql<{ id: number; workers: number; paid: string; gross: string; deductions: string; net: string; cost: string }>`
    select pay_run_id::int as id, count(*)::int as workers, sum(paid_seconds)::text as paid, sum(gross)::text as gross,
           sum(deductions)::text as deductions, sum(net)::text as net, sum(employer_cost)::text as cost
      from pay_summaries where org_id = ${orgId} and pay_run_id = any(${runIds}::bigint[]) group by pay_run_id`.execute(trx);
  return new Map(rows.map((r) => [r.id, { ...r, paid: Number(r.paid) }]));
}

/** Amounts as stored (numeric(16,4)) cut to the organization's decimal places. */
export const amountText = (value: string | number, accuracy: number) => {
  const [whole = '0', fraction = ''] = String(value).split('.');
  return accuracy > 0 ? `${whole}.${fraction.padEnd(accuracy, '0').slice(0, accuracy)}` : whole;
};

/**
 * Runs as answered, with totals and (for open runs) how many workers are stale. `calculated`: the
 * rows were wholly calculated in this very transaction, so none can be stale (not checked again:
 * for 10,000 workers the check costs seconds).
 */
export async function runAnswers(call: ReadCall, rows: RunRow[], calculated = false): Promise<PayRun[]> {
  const [totals, users] = await Promise.all([
    runTotals(
      call.trx,
      call.orgId,
      rows.map((r) => r.id),
    ),
    userNames(
      call.trx,
      rows.flatMap((r) => [r.created_by, r.approved_by, r.finalized_by]),
    ),
  ]);
  const out: PayRun[] = [];
  for (const r of rows) {
    const t = totals.get(r.id);
    const open = r.state === 'calculated' || r.state === 'approved';
    const stale =
      open && t && !calculated ? (await staleWorkerIds(call.trx, contextOf(call.orgId, call.inputs, call.gate, r, call.now))).length : 0;
    const a = (v: string | undefined) => amountText(v ?? '0', call.gate.accuracy);
    out.push({
      id: r.id,
      name: r.name,
      kind: r.kind,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      selection: r.selection as PayRunSelection,
      unapproved: r.unapproved,
      state: r.state,
      payDate: r.pay_date,
      note: r.note,
      createdBy: r.created_by === null ? null : (users.get(r.created_by) ?? null),
      createdAt: iso(r.created_at)!,
      calculatedAt: iso(r.calculated_at),
      approvedBy: r.approved_by === null ? null : (users.get(r.approved_by) ?? null),
      approvedAt: iso(r.approved_at),
      finalizedBy: r.finalized_by === null ? null : (users.get(r.finalized_by) ?? null),
      finalizedAt: iso(r.finalized_at),
      workers: t?.workers ?? 0,
      staleWorkers: stale,
      paidSeconds: t?.paid ?? 0,
      ...money(call.pay, { gross: a(t?.gross), deductions: a(t?.deductions), net: a(t?.net), employerCost: a(t?.cost) }),
      version: r.version,
    });
  }
  return out;
}

export async function runAnswer(call: ReadCall, row: RunRow, calculated = false): Promise<PayRun> {
  return (await runAnswers(call, [row], calculated))[0]!;
}

/** GET payroll/runs: newest period first, by state and the year of the period's end. */
export async function listRuns(
  call: ReadCall,
  q: { state?: string | undefined; year?: number | undefined; cursor?: string | undefined; limit: number },
) {
  const offset = q.cursor && /^\d{1,9}$/.test(q.cursor) ? Number(q.cursor) : 0;
  let query = call.trx.selectFrom('pay_runs').selectAll().where('org_id', '=', call.orgId);
  if (q.state) query = query.where('state', '=', q.state as RunRow['state']);
  if (q.year) query = query.where('period_end', '>=', `${q.year}-01-01`).where('period_end', '<=', `${q.year}-12-31`);
  const rows = await query
    .orderBy('period_start', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(q.limit + 1)
    .execute();
  const results = await runAnswers(call, rows.slice(0, q.limit));
  return rows.length > q.limit ? { results, cursor: String(offset + q.limit) } : { results };
}

type SummaryRowDb = {
  id: number;
  employee_id: number;
  unapproved: boolean;
  paid_seconds: number;
  gross: string;
  taxable_gross: string;
  deductions: string;
  net: string;
  employer_cost: string;
  fingerprint: string;
  calculated_at: Date;
};

async function summaryRows(call: ReadCall, run: RunRow, summaryId?: number): Promise<PaySummaryRow[]> {
  let query = call.trx
    .selectFrom('pay_summaries')
    .select([
      'id',
      'employee_id',
      'unapproved',
      'paid_seconds',
      'gross',
      'taxable_gross',
      'deductions',
      'net',
      'employer_cost',
      'fingerprint',
      'calculated_at',
    ])
    .where('org_id', '=', call.orgId)
    .where('pay_run_id', '=', run.id);
  if (summaryId !== undefined) query = query.where('id', '=', summaryId);
  const rows = (await query.execute()) as unknown as SummaryRowDb[];
  const open = run.state === 'calculated' || run.state === 'approved';
  const stale = new Set(
    open && rows.length > 0 ? await staleWorkerIds(call.trx, contextOf(call.orgId, call.inputs, call.gate, run, call.now)) : [],
  );
  const names = await workerNames(
    call.trx,
    call.orgId,
    rows.map((r) => r.employee_id),
  );
  const a = (v: string) => amountText(v, call.gate.accuracy);
  return rows
    .map((r) => {
      const worker = names.get(r.employee_id);
      return {
        id: r.id,
        payRunId: run.id,
        employeeId: r.employee_id,
        name: worker?.name ?? '',
        employeeNumber: worker?.employeeNumber ?? null,
        payType: call.pay ? (worker?.payType ?? null) : null,
        unapproved: r.unapproved,
        stale: stale.has(r.employee_id),
        calculatedAt: iso(r.calculated_at)!,
        paidSeconds: Number(r.paid_seconds),
        ...money(call.pay, {
          gross: a(r.gross),
          taxableGross: a(r.taxable_gross),
          deductions: a(r.deductions),
          net: a(r.net),
          employerCost: a(r.employer_cost),
        }),
      };
    })
    .sort((x, y) => x.name.localeCompare(y.name) || x.employeeId - y.employeeId);
}

/** A line's source as the caller may read it: without pay access, no rate and no figure of a rule. */
function sourceFor(kind: string, source: Record<string, unknown>, pay: boolean): Record<string, unknown> {
  if (pay) return source;
  if (kind !== 'hours' && kind !== 'time_off' && kind !== 'holiday') return {};
  const { rates: _rates, ...rest } = source;
  return rest;
}

export async function listSummaries(call: ReadCall, runId: number) {
  return summaryRows(call, await readRun(call.trx, call.orgId, runId, false));
}

/** One summary: its row, its explained lines in order, and its labour lines with names. */
export async function getSummary(call: ReadCall, runId: number, summaryId: number): Promise<PaySummary> {
  const run = await readRun(call.trx, call.orgId, runId, false);
  const [row] = await summaryRows(call, run, summaryId);
  if (!row) throw ApiError.notFound(SUMMARY_NOT_FOUND);
  const [lines, labor] = await Promise.all([
    call.trx
      .selectFrom('pay_summary_lines')
      .select(['kind', 'code', 'name', 'seconds', 'rate', 'base', 'amount', 'taxable', 'source'])
      .where('org_id', '=', call.orgId)
      .where('pay_summary_id', '=', summaryId)
      .orderBy('position')
      .execute(),
    call.trx
      .selectFrom('pay_labor_lines as l')
      .leftJoin('jobs as j', 'j.id', 'l.job_id')
      .leftJoin('job_phases as p', 'p.id', 'l.job_phase_id')
      .leftJoin('cost_codes as c', 'c.id', 'l.cost_code_id')
      .select([
        'l.job_id',
        'j.name as job',
        'l.job_phase_id',
        'p.name as job_phase',
        'l.cost_code_id',
        'c.name as cost_code',
        'l.pay_code',
        'l.seconds',
        'l.amount',
      ])
      .where('l.org_id', '=', call.orgId)
      .where('l.pay_summary_id', '=', summaryId)
      .orderBy('j.name')
      .orderBy('l.pay_code')
      .orderBy('l.id')
      .execute(),
  ]);
  const a = (v: string | number) => amountText(v, call.gate.accuracy);
  return {
    ...row,
    lines: lines.map((l) => ({
      kind: l.kind,
      code: l.code,
      name: l.name,
      seconds: l.seconds === null ? null : Number(l.seconds),
      taxable: l.taxable,
      source: sourceFor(l.kind, (l.source ?? {}) as Record<string, unknown>, call.pay),
      ...(call.pay ? { rate: l.rate === null ? null : String(l.rate), base: l.base === null ? null : a(l.base), amount: a(l.amount) } : {}),
    })),
    labor: labor.map((l) => ({
      jobId: l.job_id,
      job: l.job,
      jobPhaseId: l.job_phase_id,
      jobPhase: l.job_phase,
      costCodeId: l.cost_code_id,
      costCode: l.cost_code,
      payCode: l.pay_code,
      seconds: Number(l.seconds),
      ...(call.pay ? { amount: a(l.amount) } : {}),
    })),
  };
}
