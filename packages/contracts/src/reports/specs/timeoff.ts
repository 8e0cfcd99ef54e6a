import type { ReportSpec } from '../report-spec';
import { amountColumns, TIME_OFF_CODE_COLUMNS, TIME_OFF_GROUPINGS } from './time-off-columns';
import { WORKER_COLUMNS, WORKER_FILTERS, WORKER_GROUPINGS } from './worker-columns';

/** Each day of time off in the range: who, when, which code, how much, and who approved it. */
export const TIME_OFF_REPORT: ReportSpec = {
  key: 'timeoff',
  title: 'Time Off',
  description: "Time off entries in the range, one per worker and day, each in its code's unit.",
  permission: 'view_reports',
  params: ['range', ...WORKER_FILTERS],
  defaultRange: 'currentPayPeriod',
  columns: [
    ...WORKER_COLUMNS,
    { key: 'date', label: 'Date', type: 'date' },
    ...TIME_OFF_CODE_COLUMNS,
    ...amountColumns('amount', 'Amount', { total: true }),
    { key: 'seconds', label: 'Time', type: 'duration', total: true, optional: true },
    { key: 'state', label: 'State', type: 'text' },
    { key: 'source', label: 'Source', type: 'text', optional: true },
    { key: 'note', label: 'Note', type: 'text' },
    { key: 'approvedBy', label: 'Approved By', type: 'text' },
  ],
  groupings: [...WORKER_GROUPINGS, ...TIME_OFF_GROUPINGS],
  defaultGroupBy: 'worker',
  rowKey: ['entryId'],
  chart: { category: 'code', values: ['amountHours', 'amountDays'] },
};
