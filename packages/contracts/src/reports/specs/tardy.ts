import type { ReportSpec } from '../report-spec';
import { SCHEDULE_REPORT_PARAMS, SHIFT_ROLE_COLUMNS, SHIFT_WORKER_COLUMNS } from './shift-columns';
import { WORKER_GROUPINGS } from './worker-columns';

/** Arrivals after the scheduled start beyond the late grace, shift by shift, with subtotals per worker. */
export const TARDY_REPORT: ReportSpec = {
  key: 'tardy',
  title: 'Tardy',
  description:
    'Published shifts whose first IN came later than the scheduled start by more than the late grace (Settings → Shifts → Defaults), with the minutes late.',
  permission: 'view_reports',
  params: SCHEDULE_REPORT_PARAMS,
  defaultRange: 'lastPayPeriod',
  columns: [
    ...SHIFT_WORKER_COLUMNS,
    { key: 'start', label: 'Scheduled Start', type: 'instant' },
    { key: 'arrived', label: 'Arrived', type: 'instant' },
    { key: 'minutes', label: 'Minutes Late', type: 'minutes', total: true },
    ...SHIFT_ROLE_COLUMNS.map((c) => ({ ...c, optional: true })),
  ],
  groupings: WORKER_GROUPINGS,
  defaultGroupBy: 'worker',
  rowKey: ['shiftId'],
};
