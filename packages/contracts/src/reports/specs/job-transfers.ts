import type { ReportSpec } from '../report-spec';
import { WORKER_COLUMNS, WORKER_FILTERS } from './worker-columns';

/**
 * Moves between jobs, phases or cost codes within a shift: for each shift worked under more than
 * one costing, one row per stretch under one costing (consecutive punch pairs with the same job,
 * phase and cost code make one stretch), with its hours. Needs the Job Costing feature.
 */
export const JOB_TRANSFERS_REPORT: ReportSpec = {
  key: 'job-transfers',
  title: 'Job Transfers',
  description: 'Shifts worked on more than one job, phase or cost code, with the hours of each.',
  permission: 'view_reports',
  params: ['range', ...WORKER_FILTERS, 'jobs'],
  defaultRange: 'currentPayPeriod',
  columns: [
    { key: 'date', label: 'Date', type: 'date' },
    ...WORKER_COLUMNS,
    { key: 'job', label: 'Job', type: 'text' },
    { key: 'jobPhase', label: 'Job Phase', type: 'text' },
    { key: 'costCode', label: 'Cost Code', type: 'text' },
    { key: 'from', label: 'From', type: 'instant' },
    { key: 'to', label: 'To', type: 'instant' },
    { key: 'seconds', label: 'Hours', type: 'duration', total: true },
  ],
  groupings: [
    { key: 'worker', label: 'Worker' },
    { key: 'job', label: 'Job' },
    { key: 'department', label: 'Department' },
  ],
  defaultGroupBy: 'worker',
  rowKey: ['employeeId', 'from'],
  chart: { category: 'job', values: ['seconds'] },
};
