import type { ReportSpec } from '../report-spec';
import { amountColumns, TIME_OFF_CODE_COLUMNS, TIME_OFF_GROUPINGS } from './time-off-columns';
import { WORKER_COLUMNS, WORKER_FILTERS, WORKER_GROUPINGS } from './worker-columns';

/** The time off each worker took in the range, per code, in the code's unit. */
export const TIME_OFF_TOTALS_REPORT: ReportSpec = {
  key: 'time-off-totals',
  title: 'Time Off Totals',
  description: "Time off taken in the range per code per worker, in each code's unit.",
  permission: 'view_reports',
  params: ['range', ...WORKER_FILTERS],
  defaultRange: 'currentPayPeriod',
  columns: [
    ...WORKER_COLUMNS,
    ...TIME_OFF_CODE_COLUMNS,
    ...amountColumns('amount', 'Taken', { total: true }),
    { key: 'seconds', label: 'Time', type: 'duration', total: true, optional: true },
    { key: 'dates', label: 'Dates', type: 'number', total: true },
  ],
  groupings: [...WORKER_GROUPINGS, ...TIME_OFF_GROUPINGS],
  defaultGroupBy: 'department',
  rowKey: ['employeeId', 'codeId'],
  chart: { category: 'code', values: ['amountHours', 'amountDays'] },
};
