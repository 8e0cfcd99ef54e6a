import { integrationTemplatesResource, TEMPLATE_DATA_SOURCES } from '@punchline/contracts';
import { MESSAGES, renderTemplate, TEMPLATE_MIME, templateFileName, type TemplateBase } from '@punchline/domain';
import { api } from '../api/http';
import { ApiRequestError } from '../api/errors';
import { resourceUrl, type ListPage } from '../lists/list-api';
import { downloadBlob } from './download';

/** An integration template as the API gives it (SPEC section 3 Integration template). */
export type ExportTemplate = {
  id: number;
  version: number;
  name: string;
  base: TemplateBase;
  dataSource: string;
  filename: string;
  template: string;
  exportAction: 'download' | null;
  active: boolean;
};

/** Whether a list's rows can be exported through templates. */
export const isTemplateSource = (path: string) => TEMPLATE_DATA_SOURCES.some((s) => s.path === path);

/** The active templates of one list. An organization keeps a handful, so one page of 500 holds them. */
export async function fetchExportTemplates(orgId: number, dataSource: string): Promise<ExportTemplate[]> {
  const page = await api<ListPage>(resourceUrl(orgId, integrationTemplatesResource), { query: { active: 'yes', limit: 500 } });
  return (page.results as unknown as ExportTemplate[]).filter((t) => t.dataSource === dataSource);
}

/** The template as saved now (it may have been edited or deleted since the menu was loaded). */
async function fetchCurrent(orgId: number, id: number): Promise<ExportTemplate> {
  try {
    return (await api<{ result: ExportTemplate }>(resourceUrl(orgId, integrationTemplatesResource, id))).result;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw new Error(MESSAGES.templateNotFound, { cause: error });
    throw error;
  }
}

/** Today in the browser's calendar as YYYY-MM-DD: the export date of {{date}} and {date}. */
export function localDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Checks that the template still exists (SPEC section 8 'Template not found'), then renders the
 * rows and hands the file over. Fetched before the rows are loaded so a deleted template does not
 * first pull every page. exportAction 'download' (or empty) is the only action: the browser saves
 * the file under the template's file name.
 */
export async function exportWithTemplate(
  orgId: number,
  id: number,
  loadRows: () => Promise<readonly Record<string, unknown>[] | null>,
): Promise<'done' | 'cancelled' | 'empty'> {
  const template = await fetchCurrent(orgId, id);
  const rows = await loadRows();
  if (!rows) return 'cancelled';
  if (rows.length === 0) return 'empty';
  const date = localDate();
  const text = renderTemplate(template.template, { base: template.base, rows, date });
  downloadBlob(new Blob([text], { type: TEMPLATE_MIME[template.base] }), templateFileName(template.filename, date));
  return 'done';
}
