import { PAY_SUMMARY_TEMPLATE_SOURCE } from '@punchline/contracts';
import { renderTemplate, TEMPLATE_MIME, templateFileName } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { hoursText, moneyText } from './export-numbers';
import type { PayExportFile } from './export-file';
import type { PayExportData, PayExportLine } from './pay-export-data';

// A run through one of the organization's own integration templates (Settings → Integrations →
// Templates) whose data source is the pay summaries: one template row per pay line, every kind
// (hours, salary, time off, earnings, deductions...), so the template decides what it sends.

export const TEMPLATE_NOT_FOUND = 'Template not found';
export const TEMPLATE_NEEDED = 'Choose the template to export with.';

/** A line as the template's placeholders name it (PAY_SUMMARY_TEMPLATE_SOURCE's fields). */
export function templateRow(data: PayExportData, l: PayExportLine): Record<string, unknown> {
  return {
    employeeNumber: l.employeeNumber,
    firstName: l.firstName,
    lastName: l.lastName,
    name: `${l.firstName} ${l.lastName}`,
    kind: l.kind,
    code: l.code,
    codeName: l.name,
    hours: l.seconds === null ? '' : hoursText(l.seconds),
    rate: l.rate ?? '',
    amount: moneyText(l.amount),
    periodStart: data.source.periodStart,
    periodEnd: data.source.periodEnd,
    payDate: data.source.payDate ?? '',
    runName: data.source.name,
    companyCode: data.companyCode ?? '',
  };
}

/** `today` is the export date (YYYY-MM-DD in the organization's zone): {{date}} and {date}. */
export async function templateExport(
  trx: TenantTx,
  orgId: number,
  templateId: number | undefined,
  data: PayExportData,
  today: string,
): Promise<PayExportFile> {
  if (templateId === undefined) throw ApiError.fields({ templateId: [TEMPLATE_NEEDED] });
  const template = await trx
    .selectFrom('integration_templates')
    .select(['base', 'filename', 'template'])
    .where('org_id', '=', orgId)
    .where('id', '=', templateId)
    .where('active', '=', true)
    .where('data_source', '=', PAY_SUMMARY_TEMPLATE_SOURCE.path)
    .executeTakeFirst();
  if (!template) throw ApiError.fields({ templateId: [TEMPLATE_NOT_FOUND] });
  const rows = data.lines.map((l) => templateRow(data, l));
  const text = renderTemplate(template.template, { base: template.base, rows, date: today });
  const filename = templateFileName(template.filename, today);
  return { content: Buffer.from(text, 'utf8'), filename, contentType: TEMPLATE_MIME[template.base], rowCount: rows.length };
}
