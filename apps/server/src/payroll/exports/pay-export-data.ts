import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { readRun } from '../runs/run-record';
import { parseMoney } from './export-numbers';

// What every export format is written from: what the file covers (a pay run, or a pay period
// exported without one: period-export-data.ts), the organization's payroll company code and the
// pay lines with each worker's employee number, in one order (worker by last and first name,
// then the line's position) so files are stable.

export type PayExportRun = { id: number; name: string; periodStart: string; periodEnd: string; payDate: string | null; state: string };

/** What a file covers, as its formats name it. */
export type PayExportSource = {
  /** ADP's Batch ID: where the file came from (PL and the run's number, or PP and the period's first day). */
  batch: string;
  /** The run's name, or "Pay period" (file names and memos). */
  name: string;
  periodStart: string;
  periodEnd: string;
  payDate: string | null;
};

export type PayExportLine = {
  employeeId: number;
  employeeNumber: string;
  firstName: string;
  lastName: string;
  kind: string;
  code: string;
  name: string;
  seconds: number | null;
  rate: string | null;
  /** Units of 10^-4 (exact). */
  amount: bigint;
};

export type PayExportData = { source: PayExportSource; orgName: string; companyCode: string | null; lines: PayExportLine[] };

export const RUN_NOT_APPROVED = 'Approve or finalize the pay run before you export it: its amounts may still change.';
export const NO_DATA = 'No data to export';
export const missingNumbers = (names: readonly string[]) =>
  `These workers have no employee number, which payroll systems identify them by: ${names.join(', ')}. ` +
  'Add it on each worker (Users → the worker → Employee Number), then export again.';

export async function loadRun(trx: TenantTx, orgId: number, runId: number): Promise<PayExportRun> {
  const run = await readRun(trx, orgId, runId, false);
  return { id: run.id, name: run.name, periodStart: run.period_start, periodEnd: run.period_end, payDate: run.pay_date, state: run.state };
}

/** The organization's name and payroll company code (payroll defaults' payrollId), as the files carry them. */
export async function exportOrg(trx: TenantTx, orgId: number): Promise<{ orgName: string; companyCode: string | null }> {
  const org = await trx.selectFrom('organizations').select(['name', 'settings']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const payrollId = (org.settings as Record<string, unknown> | null)?.payrollId;
  return { orgName: org.name, companyCode: typeof payrollId === 'string' && payrollId.trim() !== '' ? payrollId.trim() : null };
}

type WorkerRow = { employee_number: string | null; first_name: string; last_name: string };

/** Refuses lines of workers without an employee number (payroll systems match workers by it), naming them. */
export function requireEmployeeNumbers(rows: readonly WorkerRow[]): void {
  const missing = [...new Set(rows.filter((r) => !r.employee_number?.trim()).map((r) => `${r.first_name} ${r.last_name}`))];
  if (missing.length > 0) throw ApiError.badRequest(missingNumbers(missing));
}

/** The run's data for a file; refuses a run not yet approved, an empty run and workers without an employee number. */
export async function payExportData(trx: TenantTx, orgId: number, runId: number): Promise<PayExportData> {
  const run = await loadRun(trx, orgId, runId);
  if (run.state !== 'approved' && run.state !== 'finalized') throw ApiError.badRequest(RUN_NOT_APPROVED);
  const rows = await trx
    .selectFrom('pay_summary_lines as l')
    .innerJoin('employees as e', 'e.id', 'l.employee_id')
    .select([
      'l.employee_id',
      'e.employee_number',
      'e.first_name',
      'e.last_name',
      'l.kind',
      'l.code',
      'l.name',
      'l.seconds',
      'l.rate',
      'l.amount',
    ])
    .where('l.org_id', '=', orgId)
    .where('l.pay_run_id', '=', runId)
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('l.employee_id')
    .orderBy('l.position')
    .execute();
  if (rows.length === 0) throw ApiError.badRequest(NO_DATA);
  requireEmployeeNumbers(rows);
  const lines = rows.map((r) => ({
    employeeId: r.employee_id,
    employeeNumber: r.employee_number!.trim(),
    firstName: r.first_name,
    lastName: r.last_name,
    kind: r.kind,
    code: r.code,
    name: r.name,
    seconds: r.seconds === null ? null : Number(r.seconds),
    rate: r.rate,
    amount: parseMoney(String(r.amount)),
  }));
  const source = { batch: `PL${run.id}`, name: run.name, periodStart: run.periodStart, periodEnd: run.periodEnd, payDate: run.payDate };
  return { source, ...(await exportOrg(trx, orgId)), lines };
}

/** Lines grouped by worker, in the data's order. */
export function byWorker(lines: readonly PayExportLine[]): PayExportLine[][] {
  const groups = new Map<number, PayExportLine[]>();
  for (const line of lines) groups.set(line.employeeId, [...(groups.get(line.employeeId) ?? []), line]);
  return [...groups.values()];
}

/** Pay lines a payroll system imports as hours (a pay code's hours, time off, holidays). */
export const isHours = (l: PayExportLine) => (l.kind === 'hours' || l.kind === 'time_off' || l.kind === 'holiday') && l.seconds !== null;
