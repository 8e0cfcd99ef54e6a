import type { ReportColumn } from '../report-schemas';

// What the six payroll reports share (docs/payroll.md, Payroll reports): they read pay runs
// (pay_runs and their summaries), chosen by the range (runs whose period ends in it) or by run,
// finalized ones unless asked otherwise. Paid workers stay in them after they leave, so the worker
// filters have no "include inactive" switch: a payroll register covers everyone it paid.

/** The parameters every payroll report offers besides its own. */
export const PAY_RUN_FILTERS = ['range', 'payRuns', 'includeUnfinalized'] as const;
export const PAY_WORKER_FILTERS = ['employees', 'departments', 'orgUnits', 'teams', 'labels'] as const;

/** The pay run of a row. */
export const PAY_RUN_COLUMNS = [
  { key: 'run', label: 'Pay Run', type: 'text' },
  { key: 'periodStart', label: 'Period Start', type: 'date', optional: true },
  { key: 'periodEnd', label: 'Period End', type: 'date' },
] as const satisfies readonly ReportColumn[];

/** The part of gross-to-net a pay summary line belongs to (pay_summary_lines.kind), in words. */
export const PAY_LINE_KIND_LABELS = {
  hours: 'Hours',
  salary: 'Salary',
  time_off: 'Time Off',
  holiday: 'Holiday',
  earning: 'Earning',
  reimbursement: 'Reimbursement',
  deduction: 'Deduction',
  statutory: 'Statutory Deduction',
  employer: 'Employer Share',
} as const;

/** The lines that pay time (the pay codes of the time cards and the salary): gross pay's lines. */
export const TIME_PAY_LINE_KINDS = ['hours', 'salary', 'time_off', 'holiday'] as const;
