import type { ReportParamKind, ReportParams } from '@punchline/contracts';
import type { ResourceRow } from '../lists/list-api';

/** A record picker of a report's form: which parameter it fills and the list it searches. */
export type PickerDef = {
  field: keyof ReportParams;
  label: string;
  path: string;
  cachePath?: string;
  params?: Record<string, string>;
  toLabel?: (row: ResourceRow) => string;
  /** Rows are people: named in the organization's name format. */
  people?: boolean;
};

// The same lists (and query keys) the console's screens and pickers search.
export const PICKERS: Partial<Record<ReportParamKind, PickerDef>> = {
  employees: { field: 'employeeIds', label: 'Workers', path: 'employees/readonly', cachePath: 'employees', people: true },
  departments: { field: 'departmentIds', label: 'Departments', path: 'departments' },
  orgUnits: { field: 'orgUnitIds', label: 'Org Units', path: 'orgunits' },
  teams: { field: 'teamIds', label: 'Teams', path: 'schedule/teams' },
  jobs: { field: 'jobIds', label: 'Jobs', path: 'costing/jobs' },
  labels: { field: 'labelIds', label: 'Labels', path: 'labels', params: { type: 'user' } },
  payCodes: {
    field: 'payCodeIds',
    label: 'Pay Codes',
    path: 'payroll/codes',
    toLabel: (row) => `${String(row.code ?? '')} · ${String(row.name ?? '')}`,
  },
  // The payroll reports: Manage → Payroll → Runs' list (issue 33).
  payRuns: { field: 'payRunIds', label: 'Pay Runs', path: 'payroll/runs', toLabel: (row) => String(row.name ?? '') },
};
