import type { ReportSpec } from '../report-spec';
import { WORKER_COLUMNS, WORKER_FILTERS, WORKER_GROUPINGS } from './worker-columns';

/** Hours and amounts per pay code per worker: what a payroll clerk copies from. */
export const TOTALS_REPORT: ReportSpec = {
  key: 'totals',
  title: 'Totals',
  description:
    'Hours and amounts per pay code per worker, from the time cards of the pay periods in the range; by job when grouped by job or showing a job column.',
  permission: 'view_reports',
  params: ['range', ...WORKER_FILTERS, 'payCodes'],
  defaultRange: 'currentPayPeriod',
  columns: [
    ...WORKER_COLUMNS,
    { key: 'payClass', label: 'Pay Class', type: 'text', optional: true },
    { key: 'payCode', label: 'Pay Code', type: 'text' },
    // Shown (or grouped by) only on request: the run then splits each line by the punches' costing.
    { key: 'job', label: 'Job', type: 'text', optional: true },
    { key: 'jobPhase', label: 'Job Phase', type: 'text', optional: true },
    { key: 'costCode', label: 'Cost Code', type: 'text', optional: true },
    { key: 'seconds', label: 'Hours', type: 'duration', total: true },
    { key: 'amount', label: 'Amount', type: 'money', total: true, pay: true },
  ],
  groupings: [
    ...WORKER_GROUPINGS,
    { key: 'payClass', label: 'Pay Class' },
    { key: 'payCode', label: 'Pay Code' },
    { key: 'job', label: 'Job' },
  ],
  defaultGroupBy: 'department',
  // costingKey ('job/phase/cost code' ids) is on rows only when split by job.
  rowKey: ['employeeId', 'payCode', 'costingKey'],
  chart: { category: 'payCode', values: ['seconds'] },
};
