import { authorizationFor } from '../../api/http';
import { ApiRequestError } from '../../api/errors';
import { api } from '../../api/http';
import { PAY_SUMMARY_TEMPLATE_SOURCE, type PayExport, type PayExportFormat } from '@punchline/contracts';
import { extractErrorText } from '@punchline/domain';

// Pay stubs and payroll exports of a run (written on their own branches of issue 33): the PDF
// stub per worker of a finalized run, the export formats, and the files kept with the run.

export const EXPORT_FORMATS = [
  { value: 'adp', label: 'ADP Workforce Now (CSV)' },
  { value: 'quickbooks', label: 'QuickBooks Desktop (IIF)' },
  { value: 'gusto', label: 'Gusto hours (CSV)' },
  { value: 'paychex', label: 'Paychex Flex (CSV)' },
] as const;

/** An export kept with the run. */
export type RunExport = PayExport;

/** What to export: a payroll system's format, or one of the organization's templates on the pay summaries. */
export type ExportChoice = { format: PayExportFormat; templateId?: number };

type TemplateRow = { id: number; name: string; dataSource: string; active: boolean };

/**
 * The organization's active integration templates on the pay summaries source. None when the
 * organization has no integration feature (the templates' list refuses): the menu then offers
 * only the payroll systems' formats.
 */
export async function fetchPayTemplates(orgId: number): Promise<{ id: number; name: string }[]> {
  try {
    const { results } = await api<{ results: TemplateRow[] }>(`orgs/${orgId}/integration/templates`, { query: { limit: 500 } });
    return results.filter((t) => t.active && t.dataSource === PAY_SUMMARY_TEMPLATE_SOURCE.path).map(({ id, name }) => ({ id, name }));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return [];
    throw error;
  }
}

const base = (orgId: number, runId: number) => `orgs/${orgId}/payroll/runs/${runId}`;

export const exportsKey = (orgId: number, runId: number) => ['orgs', orgId, 'payroll', 'runs', runId, 'exports'];

export async function fetchExports(orgId: number, runId: number): Promise<RunExport[]> {
  return (await api<{ results: RunExport[] }>(`${base(orgId, runId)}/exports`)).results;
}

export async function createExport(orgId: number, runId: number, choice: ExportChoice, markExported: boolean): Promise<RunExport> {
  return (await api<{ result: RunExport }>(`${base(orgId, runId)}/exports`, { method: 'POST', body: { ...choice, markExported } })).result;
}

/** A file the API serves (a stub PDF, an export), fetched with the token; its name from Content-Disposition. */
export async function fetchFile(path: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(`/api/${path}`, { headers: { authorization: await authorizationFor(path) } });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw new ApiRequestError(response.status, data, extractErrorText(data));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: named ?? fallbackName };
}

export const stubPath = (orgId: number, runId: number, paySummaryId: number) => `${base(orgId, runId)}/summaries/${paySummaryId}/stub`;
export const exportFilePath = (orgId: number, runId: number, exportId: number) => `${base(orgId, runId)}/exports/${exportId}/file`;
