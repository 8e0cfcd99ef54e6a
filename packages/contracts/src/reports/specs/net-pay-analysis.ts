import type { ReportSpec } from '../report-spec';
import { WORKER_COLUMNS, WORKER_GROUPINGS } from './worker-columns';
import { PAY_RUN_FILTERS, PAY_WORKER_FILTERS } from './pay-columns';

/** Gross to net line by line: pay codes, adjustments and statutory deductions, with employer shares. */
export const NET_PAY_ANALYSIS_REPORT: ReportSpec = {
  key: 'net-pay-analysis',
  title: 'Net Pay Analysis',
  description:
    "Gross to net by line: pay, earnings, deductions, statutory deductions and reimbursements (Amount adds up to net pay) and the employer's shares; totals per code, or per worker when grouped by or showing a worker column.",
  permission: 'view_reports',
  params: [...PAY_RUN_FILTERS, ...PAY_WORKER_FILTERS],
  defaultRange: 'lastPayPeriod',
  columns: [
    // Rows are per worker only when one of these is shown or grouped by.
    ...WORKER_COLUMNS.map((c) => ({ ...c, optional: true })),
    { key: 'kind', label: 'Kind', type: 'text' },
    { key: 'code', label: 'Code', type: 'text' },
    { key: 'name', label: 'Name', type: 'text' },
    { key: 'workers', label: 'Workers', type: 'number', optional: true },
    { key: 'base', label: 'Base', type: 'money', pay: true, optional: true },
    { key: 'amount', label: 'Amount', type: 'money', total: true, pay: true },
    { key: 'employerAmount', label: 'Employer Share', type: 'money', total: true, pay: true },
  ],
  groupings: [...WORKER_GROUPINGS, { key: 'kind', label: 'Kind' }],
  defaultGroupBy: 'kind',
  rowKey: ['employeeId', 'kind', 'code'],
};
