import type { PayExport, PayExportFormat, PeriodExportPreview } from '@punchline/contracts';
import { api } from '../../api/http';

// A pay period exported for payroll without a pay run (docs/payroll-exports.md "A pay period
// without a run"): what the period holds, the file made, and its kept files.

export type UnapprovedChoice = 'exclude' | 'include';
export type PeriodExportRequest = {
  periodStart: string;
  format: PayExportFormat;
  templateId?: number;
  unapproved?: UnapprovedChoice;
  markExported: boolean;
};

export const periodExportKey = (orgId: number, day: string) => ['orgs', orgId, 'payroll', 'period-exports', day];

export async function fetchPeriodPreview(orgId: number, day: string): Promise<PeriodExportPreview> {
  return (
    await api<{ result: PeriodExportPreview }>(`orgs/${orgId}/payroll/exports/preview`, { method: 'POST', body: { periodStart: day } })
  ).result;
}

export async function createPeriodExport(orgId: number, request: PeriodExportRequest): Promise<PayExport> {
  return (await api<{ result: PayExport }>(`orgs/${orgId}/payroll/exports`, { method: 'POST', body: request })).result;
}

export const periodExportFilePath = (orgId: number, exportId: number) => `orgs/${orgId}/payroll/exports/${exportId}/file`;
