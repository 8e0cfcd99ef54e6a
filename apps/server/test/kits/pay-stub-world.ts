import { sql } from 'kysely';
import { expect } from 'vitest';
import { deviceWorld } from './device-test-world';

// Shared set-up of the pay stub tests (issue 33): the device world (Los Angeles, payroll, callers,
// paired clocks, PIN workers) with pay runs switched on, and pay runs with summaries and explained
// lines written straight into the tables, as the pay run service leaves them.

export type StubLineSeed = {
  kind: string;
  code: string;
  name: string;
  amount: string;
  seconds?: number | null;
  rate?: string | null;
  base?: string | null;
  taxable?: boolean;
};

export type StubSummarySeed = {
  employeeId: number;
  paidSeconds: number;
  gross: string;
  taxableGross?: string;
  deductions: string;
  net: string;
  employerCost: string;
  lines: StubLineSeed[];
};

export type RunSeed = { name?: string; periodStart: string; periodEnd: string; payDate?: string | null; state?: string };

export async function payStubWorld() {
  const w = await deviceWorld();
  const { db, org, call } = w;
  await sql`update organizations set features = features || array['pay_run', 'netpay']::text[] where id = ${org}`.execute(db);

  /** Payroll defaults' switches (enabled and enablePayRun on unless told). */
  const payrollDefaults = async (values: Record<string, unknown>) => {
    const response = await call('owner', 'PUT', `/orgs/${org}/payroll/defaults`, { enabled: true, enablePayRun: true, ...values });
    expect(response.statusCode, response.body).toBe(200);
  };
  await payrollDefaults({ payStubsAtClock: true });

  /** A pay run in the given state (finalized unless told). */
  const run = async (seed: RunSeed, inOrg = org) => {
    const { rows } = await sql<{ id: number }>`
      insert into pay_runs (org_id, name, kind, period_start, period_end, pay_date, state)
      values (${inOrg}, ${seed.name ?? `Run ${seed.periodStart}`}, 'regular', ${seed.periodStart}, ${seed.periodEnd},
        ${seed.payDate ?? null}, ${seed.state ?? 'finalized'})
      returning id`.execute(db);
    return Number(rows[0]!.id);
  };

  /** A worker's summary of a run with its lines in order: its id. */
  const summary = async (runId: number, seed: StubSummarySeed, inOrg = org) => {
    const { rows } = await sql<{ id: number }>`
      insert into pay_summaries (org_id, pay_run_id, employee_id, paid_seconds, gross, taxable_gross, deductions, net, employer_cost, fingerprint, inputs)
      values (${inOrg}, ${runId}, ${seed.employeeId}, ${seed.paidSeconds}, ${seed.gross}, ${seed.taxableGross ?? seed.gross},
        ${seed.deductions}, ${seed.net}, ${seed.employerCost}, 'test', '{}'::jsonb)
      returning id`.execute(db);
    const id = Number(rows[0]!.id);
    for (const [position, l] of seed.lines.entries()) {
      await sql`
        insert into pay_summary_lines (org_id, pay_summary_id, pay_run_id, employee_id, position, kind, code, name, seconds, rate, base, amount, taxable)
        values (${inOrg}, ${id}, ${runId}, ${seed.employeeId}, ${position}, ${l.kind}, ${l.code}, ${l.name}, ${l.seconds ?? null},
          ${l.rate ?? null}, ${l.base ?? null}, ${l.amount}, ${l.taxable ?? true})`.execute(db);
    }
    return id;
  };

  return { ...w, payrollDefaults, run, summary };
}
