import { TEMPLATE_BASES, templateError } from '@punchline/domain';
import { customFieldsResource } from './customfields';
import type { FieldErrors } from './define';
import { defineResource } from './define';
import { departmentsResource } from './departments';
import { labelsResource } from './labels';
import { orgUnitsResource } from './orgunits';

/** The lists a template can export. Listed here rather than read from the registry, which
 *  includes this definition (a cycle); add a collection here when its list should offer templates. */
/**
 * A pay run's summaries as template rows (issue 33, docs/payroll-exports.md): one row per worker
 * and pay line (hours per pay code, salary, time off, earnings...), exported from the run on the
 * server (POST payroll/runs/{id}/exports with format template), not from a list in the browser.
 */
export const PAY_SUMMARY_TEMPLATE_SOURCE = {
  path: 'payroll/summary-lines',
  label: 'Pay Run Summaries',
  fields: {
    employeeNumber: { label: 'Employee Number' },
    firstName: { label: 'First Name' },
    lastName: { label: 'Last Name' },
    name: { label: 'Name' },
    kind: { label: 'Kind (hours, salary, time_off, holiday, earning, reimbursement, deduction...)' },
    code: { label: 'Pay Code' },
    codeName: { label: 'Pay Code Name' },
    hours: { label: 'Hours (decimal)' },
    rate: { label: 'Rate' },
    amount: { label: 'Amount' },
    periodStart: { label: 'Period Start' },
    periodEnd: { label: 'Period End' },
    payDate: { label: 'Pay Date' },
    runName: { label: 'Pay Run' },
    companyCode: { label: 'Payroll Company Code' },
  },
} as const;

export const TEMPLATE_DATA_SOURCES = [
  departmentsResource,
  orgUnitsResource,
  labelsResource,
  customFieldsResource,
  PAY_SUMMARY_TEMPLATE_SOURCE,
];

/** How an export with a template leaves the browser. Only 'download' exists now; empty means it. */
export const TEMPLATE_EXPORT_ACTIONS = ['download'] as const;

/** The placeholders a data source's rows offer, besides id, count and date. */
export function templateFieldsOf(dataSource: string): string[] | null {
  const source = TEMPLATE_DATA_SOURCES.find((s) => s.path === dataSource);
  return source ? Object.keys(source.fields) : null;
}

/**
 * Settings → Integrations → Templates (SPEC section 3 Integration template): custom exports of
 * a list, rendered in the browser from the grid's rows (the language is in
 * @punchline/domain export-templates). Behind the integration feature, like its screen.
 */
export const integrationTemplatesResource = defineResource({
  kind: 'integrationtemplate',
  path: 'integration/templates',
  table: 'integration_templates',
  label: 'Template',
  labelPlural: 'Templates',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    base: { type: 'choice', label: 'Base', required: true, choices: TEMPLATE_BASES },
    dataSource: { type: 'choice', label: 'Data Source', required: true, choices: TEMPLATE_DATA_SOURCES.map((s) => s.path) },
    filename: { type: 'text', label: 'File Name', required: true, maxLength: 200 },
    template: { type: 'text', label: 'Template', required: true, maxLength: 20_000, multiline: true },
    exportAction: { type: 'choice', label: 'Export Action', choices: TEMPLATE_EXPORT_ACTIONS, default: 'download' },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: { columns: ['name', 'base', 'dataSource', 'active'], search: ['name'], orderBy: 'name' },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'integration',
  // The placeholders depend on the data source, so the template is checked once both are valid.
  check: (values): FieldErrors => {
    const errors: FieldErrors = {};
    // A name, not a path: the browser saves it in the downloads folder. ({date} is replaced.)
    if (/[/\\:*?"<>|]/.test(String(values.filename))) errors.filename = ['must not contain / \\ : * ? " < > or |.'];
    const error = templateError(String(values.template), templateFieldsOf(String(values.dataSource)) ?? []);
    if (error) errors.template = [error];
    return errors;
  },
});
