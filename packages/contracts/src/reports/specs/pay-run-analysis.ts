import type { ReportSpec } from '../report-spec';
import { PAY_RUN_COLUMNS, PAY_RUN_FILTERS, PAY_WORKER_FILTERS } from './pay-columns';

/** Pay runs side by side: who they paid, how many hours, and gross to net to employer cost. */
export const PAY_RUN_ANALYSIS_REPORT: ReportSpec = {
  key: 'pay-run-analysis',
  title: 'Pay Run Analysis',
  description: 'One row per pay run: workers paid, hours, gross pay, deductions, net pay and employer cost.',
  permission: 'view_reports',
  params: [...PAY_RUN_FILTERS, ...PAY_WORKER_FILTERS],
  defaultRange: 'last30Days',
  columns: [
    ...PAY_RUN_COLUMNS,
    { key: 'kind', label: 'Kind', type: 'text', optional: true },
    { key: 'state', label: 'State', type: 'text' },
    { key: 'payDate', label: 'Pay Date', type: 'date', optional: true },
    { key: 'headcount', label: 'Workers', type: 'number' },
    { key: 'seconds', label: 'Hours', type: 'duration', total: true },
    { key: 'gross', label: 'Gross Pay', type: 'money', total: true, pay: true },
    { key: 'deductions', label: 'Deductions', type: 'money', total: true, pay: true },
    { key: 'net', label: 'Net Pay', type: 'money', total: true, pay: true },
    { key: 'employerCost', label: 'Employer Cost', type: 'money', total: true, pay: true },
  ],
  groupings: [
    { key: 'state', label: 'State' },
    { key: 'kind', label: 'Kind' },
  ],
  rowKey: ['payRunId'],
  chart: { category: 'run', values: ['gross', 'net'] },
};
