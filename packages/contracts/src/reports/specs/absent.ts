import type { ReportSpec } from '../report-spec';
import { SCHEDULE_REPORT_PARAMS, SHIFT_ROLE_COLUMNS, SHIFT_SPAN_COLUMNS, SHIFT_WORKER_COLUMNS } from './shift-columns';
import { WORKER_GROUPINGS } from './worker-columns';

/** Published shifts nobody punched for, day by day. */
export const ABSENT_REPORT: ReportSpec = {
  key: 'absent',
  title: 'Absent',
  description: 'Published shifts that have started with no punches during them, leaving out days of approved time off and holidays.',
  permission: 'view_reports',
  params: SCHEDULE_REPORT_PARAMS,
  defaultRange: 'lastWeek',
  columns: [
    ...SHIFT_WORKER_COLUMNS,
    ...SHIFT_SPAN_COLUMNS,
    { key: 'seconds', label: 'Scheduled Hours', type: 'duration', total: true },
    ...SHIFT_ROLE_COLUMNS,
  ],
  groupings: WORKER_GROUPINGS,
  rowKey: ['shiftId'],
};
