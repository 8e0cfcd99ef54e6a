import type { PayRun, PaySummary, PaySummaryRow, StaleWorker } from '@punchline/contracts';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { cardReportWorld } from './card-report-world';

// Shared set-up of the pay run tests (issue 33): the card report world (Los Angeles, weekly
// periods from Sunday, California overtime, hourly workers with rates, punches at wall times) with
// payroll, pay runs and net pay switched on, and the pay run calls.

export type Answer<T> = { statusCode: number; body: string; result: T };

export async function payrollWorld() {
  const w = await cardReportWorld();
  const { db, org, call } = w;
  await sql`update organizations set features = features || '{pay_run,netpay}'::text[] where id = ${org}`.execute(db);
  const defaults = await call('owner', 'PUT', `/orgs/${org}/payroll/defaults`, { enabled: true, enablePayRun: true, enableNetPay: true });
  expect(defaults.statusCode, defaults.body).toBe(200);
  const runs = `/orgs/${org}/payroll/runs`;

  /** A call to the pay run API; anything but `status` fails the test. */
  const send = async <T>(who: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, status = 200): Promise<T> => {
    const response = await call(who, method, `${runs}${path}`, body);
    expect(response.statusCode, response.body).toBe(status);
    return (response.body ? response.json() : undefined) as T;
  };

  const createRun = async (body: Record<string, unknown>, who = 'owner') => (await send<{ result: PayRun }>(who, 'POST', '', body)).result;
  const summaries = async (runId: number, who = 'owner') =>
    (await send<{ results: PaySummaryRow[] }>(who, 'GET', `/${runId}/summaries`)).results;
  const summary = async (runId: number, summaryId: number, who = 'owner') =>
    (await send<{ result: PaySummary }>(who, 'GET', `/${runId}/summaries/${summaryId}`)).result;
  const stale = async (runId: number, who = 'owner') => (await send<{ results: StaleWorker[] }>(who, 'GET', `/${runId}/stale`)).results;
  const getRun = async (runId: number, who = 'owner') => (await send<{ result: PayRun }>(who, 'GET', `/${runId}`)).result;
  const transition = async (run: Pick<PayRun, 'id' | 'version'>, action: string, extra: Record<string, unknown> = {}) =>
    (await send<{ result: PayRun }>('owner', 'POST', `/${run.id}/${action}`, { version: run.version, ...extra })).result;
  /** The refusal of a call, its status and body. */
  const refused = async (who: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    const response = await call(who, method, `${runs}${path}`, body);
    return { status: response.statusCode, body: response.json<{ detail?: string } & Record<string, unknown>>() };
  };

  /** A salaried worker with an annual rate. */
  const salaried = async (firstName: string, lastName: string, annual: number, input: Record<string, unknown> = {}) => {
    const worker = await w.worker({ firstName, lastName, payType: 'salaried', ...input });
    await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate)
      values (${org}, ${worker.id}, '2000-01-01', ${annual})`.execute(db);
    return worker;
  };

  return { ...w, runs, send, createRun, summaries, summary, stale, getRun, transition, refused, salaried };
}
