import type { ReportSpec } from '../report-spec';
import { SCHEDULE_REPORT_PARAMS } from './shift-columns';
import { WORKER_COLUMNS, WORKER_GROUPINGS } from './worker-columns';

/** How often each worker missed a published shift over the range. */
export const ABSENT_TOTALS_REPORT: ReportSpec = {
  key: 'absent-totals',
  title: 'Absent Totals',
  description:
    'Per worker: the published shifts that have started in the range, those missed (no punches, no time off, no holiday) and the scheduled hours missed.',
  permission: 'view_reports',
  params: SCHEDULE_REPORT_PARAMS,
  defaultRange: 'lastPayPeriod',
  columns: [
    ...WORKER_COLUMNS,
    { key: 'scheduled', label: 'Shifts Scheduled', type: 'number', total: true },
    { key: 'excused', label: 'Time Off or Holiday', type: 'number', total: true, optional: true },
    { key: 'absent', label: 'Shifts Absent', type: 'number', total: true },
    { key: 'missedSeconds', label: 'Hours Missed', type: 'duration', total: true },
  ],
  groupings: WORKER_GROUPINGS,
  rowKey: ['employeeId'],
  chart: { category: 'worker', values: ['absent'] },
};
