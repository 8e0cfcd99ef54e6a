import type {
  ReportComparison,
  ReportKey,
  ReportParams,
  ReportProgress,
  ReportResult,
  ReportRunSummary,
  ReportTemplate,
  ReportTemplateBody,
  ReportTemplateSendAnswer,
} from '@punchline/contracts';
import { api, apiWithStatus } from '../api/http';
import type { PollAnswer } from './poll-report';

// The reports' calls (SPEC section 7: {path}/async and {path}/async/{key}/poll; kept runs;
// reports/templates). Every call goes through api/http.ts, which attaches the authorization.

const reportsPath = (orgId: number) => `orgs/${orgId}/reports`;

export const reportRunsKey = (orgId: number, report: ReportKey) => ['orgs', orgId, 'reports', 'runs', report] as const;
export const reportTemplatesKey = (orgId: number) => ['orgs', orgId, 'reports', 'templates'] as const;

export async function startReport(orgId: number, report: ReportKey, params: ReportParams): Promise<string> {
  const answer = await api<{ reportKey: string }>(`${reportsPath(orgId)}/${report}/async`, { method: 'POST', body: params });
  return answer.reportKey;
}

export async function pollReport(orgId: number, report: ReportKey, reportKey: string): Promise<PollAnswer> {
  const { status, data } = await apiWithStatus<ReportResult | ReportProgress>(`${reportsPath(orgId)}/${report}/async/${reportKey}/poll`);
  if (status === 202) return { status: 202, progress: (data as ReportProgress).progress };
  return { status: 200, result: data as ReportResult };
}

export async function listRuns(orgId: number, report: ReportKey): Promise<ReportRunSummary[]> {
  return (await api<{ results: ReportRunSummary[] }>(`${reportsPath(orgId)}/runs`, { query: { report } })).results;
}

export const keptRun = (orgId: number, runId: number) => api<ReportResult>(`${reportsPath(orgId)}/runs/${runId}`);

export const compareRun = (orgId: number, runId: number) =>
  api<ReportComparison>(`${reportsPath(orgId)}/runs/${runId}/compare`, { method: 'POST' });

export const deleteRun = (orgId: number, runId: number) => api<null>(`${reportsPath(orgId)}/runs/${runId}`, { method: 'DELETE' });

export async function listTemplates(orgId: number): Promise<ReportTemplate[]> {
  return (await api<{ results: ReportTemplate[] }>(`${reportsPath(orgId)}/templates`)).results;
}

export async function createTemplate(orgId: number, body: ReportTemplateBody): Promise<ReportTemplate> {
  return (await api<{ result: ReportTemplate }>(`${reportsPath(orgId)}/templates`, { method: 'POST', body })).result;
}

export async function updateTemplate(orgId: number, id: number, body: ReportTemplateBody): Promise<ReportTemplate> {
  return (await api<{ result: ReportTemplate }>(`${reportsPath(orgId)}/templates/${id}`, { method: 'PUT', body })).result;
}

export const deleteTemplate = (orgId: number, id: number) => api<null>(`${reportsPath(orgId)}/templates/${id}`, { method: 'DELETE' });

/** Sends a memorized report now to its owner and recipients (what a schedule would send). */
export const sendTemplate = (orgId: number, id: number) =>
  api<ReportTemplateSendAnswer>(`${reportsPath(orgId)}/templates/${id}/send`, { method: 'POST' });
