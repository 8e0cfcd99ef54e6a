import type { ReportSpec } from '../report-spec';
import { SCHEDULE_REPORT_PARAMS, SHIFT_WORKER_COLUMNS } from './shift-columns';
import { WORKER_GROUPINGS } from './worker-columns';

/** The published schedule per worker and day, with its cost, against the time worked. */
export const SCHEDULE_REPORT: ReportSpec = {
  key: 'schedule',
  title: 'Schedule',
  description:
    'Per worker and day: the published shifts (less unpaid breaks) and their cost at the hourly rate, against the hours worked on the time cards.',
  permission: 'view_reports',
  params: SCHEDULE_REPORT_PARAMS,
  defaultRange: 'thisWeek',
  columns: [
    ...SHIFT_WORKER_COLUMNS,
    { key: 'shifts', label: 'Shifts', type: 'number', total: true, optional: true },
    { key: 'start', label: 'First Start', type: 'instant' },
    { key: 'end', label: 'Last End', type: 'instant' },
    { key: 'scheduledSeconds', label: 'Scheduled', type: 'duration', total: true },
    { key: 'cost', label: 'Scheduled Cost', type: 'money', total: true, pay: true },
    { key: 'workedSeconds', label: 'Worked', type: 'duration', total: true },
    { key: 'differenceMinutes', label: 'Worked − Scheduled', type: 'minutes', total: true },
  ],
  groupings: WORKER_GROUPINGS,
  defaultGroupBy: 'worker',
  rowKey: ['employeeId', 'date'],
  chart: { category: 'date', values: ['scheduledSeconds', 'workedSeconds'] },
};
