import type { ReportColumn } from '../report-schemas';

/** The worker columns most reports start with; their keys are the groupings' keys too. */
export const WORKER_COLUMNS = [
  { key: 'worker', label: 'Worker', type: 'text' },
  { key: 'employeeNumber', label: 'Employee Number', type: 'text', optional: true },
  { key: 'department', label: 'Department', type: 'text' },
  { key: 'orgUnit', label: 'Org Unit', type: 'text' },
] as const satisfies readonly ReportColumn[];

export const WORKER_GROUPINGS = [
  { key: 'worker', label: 'Worker' },
  { key: 'department', label: 'Department' },
  { key: 'orgUnit', label: 'Org Unit' },
] as const;

/** The worker filters most reports offer. */
export const WORKER_FILTERS = ['employees', 'departments', 'orgUnits', 'teams', 'labels', 'includeInactive'] as const;
