import type { ReportSpec } from '../report-spec';
import { WORKER_COLUMNS, WORKER_GROUPINGS } from './worker-columns';
import { PAY_RUN_FILTERS, PAY_WORKER_FILTERS } from './pay-columns';

/** What the pay runs paid each worker per pay code, with each worker's gross and net. */
export const PAYROLL_REPORT: ReportSpec = {
  key: 'payroll',
  title: 'Payroll',
  description:
    "Hours and amounts per pay code per worker over the pay runs whose period ends in the range (or the runs chosen), with each worker's gross and net pay.",
  permission: 'view_reports',
  params: [...PAY_RUN_FILTERS, ...PAY_WORKER_FILTERS],
  defaultRange: 'lastPayPeriod',
  columns: [
    ...WORKER_COLUMNS,
    { key: 'kind', label: 'Kind', type: 'text', optional: true },
    { key: 'payCode', label: 'Pay Code', type: 'text' },
    { key: 'payCodeName', label: 'Pay Code Name', type: 'text', optional: true },
    { key: 'seconds', label: 'Hours', type: 'duration', total: true },
    { key: 'amount', label: 'Amount', type: 'money', total: true, pay: true },
    // On each worker's first row only, so a worker's (and every worker grouping's) subtotal is
    // the worker's gross and net exactly, and the grand total is the runs'.
    { key: 'gross', label: 'Gross Pay', type: 'money', total: true, pay: true },
    { key: 'net', label: 'Net Pay', type: 'money', total: true, pay: true },
  ],
  groupings: [...WORKER_GROUPINGS],
  defaultGroupBy: 'worker',
  rowKey: ['employeeId', 'kind', 'payCode'],
  chart: { category: 'payCode', values: ['seconds'] },
};
