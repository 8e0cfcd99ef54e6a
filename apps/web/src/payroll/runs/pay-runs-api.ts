import type {
  payRunCreateBodySchema,
  payRunPreviewAnswerSchema,
  payRunPreviewBodySchema,
  PayRun,
  PaySummary,
  PaySummaryRow,
  StaleWorker,
} from '@punchline/contracts';
import type { z } from 'zod';
import { api } from '../../api/http';
import type { RunAction } from './run-actions';

// The console's calls of Manage → Payroll → Runs (issue 33): runs, their transitions, stale
// workers, summaries, stubs and exports. Shapes come from packages/contracts/src/payroll/pay-runs.ts.

export type PreviewBody = z.input<typeof payRunPreviewBodySchema>;
export type Preview = z.infer<typeof payRunPreviewAnswerSchema>['result'];
export type CreateBody = z.input<typeof payRunCreateBodySchema>;

const base = (orgId: number) => `orgs/${orgId}/payroll/runs`;

export const runsKey = (orgId: number) => ['orgs', orgId, 'payroll', 'runs'];
export const runKey = (orgId: number, id: number) => [...runsKey(orgId), id];

export async function fetchRuns(orgId: number): Promise<PayRun[]> {
  return (await api<{ results: PayRun[] }>(base(orgId), { query: { limit: 500 } })).results;
}

export async function fetchRun(orgId: number, id: number): Promise<PayRun> {
  return (await api<{ result: PayRun }>(`${base(orgId)}/${id}`)).result;
}

export async function fetchSummaries(orgId: number, id: number): Promise<PaySummaryRow[]> {
  return (await api<{ results: PaySummaryRow[] }>(`${base(orgId)}/${id}/summaries`)).results;
}

export async function fetchSummary(orgId: number, id: number, paySummaryId: number): Promise<PaySummary> {
  return (await api<{ result: PaySummary }>(`${base(orgId)}/${id}/summaries/${paySummaryId}`)).result;
}

export async function fetchStale(orgId: number, id: number): Promise<StaleWorker[]> {
  return (await api<{ results: StaleWorker[] }>(`${base(orgId)}/${id}/stale`)).results;
}

export async function previewRun(orgId: number, body: PreviewBody): Promise<Preview> {
  return (await api<{ result: Preview }>(`${base(orgId)}/preview`, { method: 'POST', body })).result;
}

export async function createRun(orgId: number, body: CreateBody): Promise<PayRun> {
  return (await api<{ result: PayRun }>(base(orgId), { method: 'POST', body })).result;
}

/** A transition or a delete, naming the version the user saw (409 when someone else moved it). */
export async function runAction(
  orgId: number,
  run: Pick<PayRun, 'id' | 'version'>,
  action: RunAction,
  employeeIds?: number[],
): Promise<PayRun | null> {
  if (action === 'delete') {
    await api<unknown>(`${base(orgId)}/${run.id}`, { method: 'DELETE', query: { version: run.version } });
    return null;
  }
  const body = action === 'recalculate' && employeeIds ? { version: run.version, employeeIds } : { version: run.version };
  return (await api<{ result: PayRun }>(`${base(orgId)}/${run.id}/${action}`, { method: 'POST', body })).result;
}
