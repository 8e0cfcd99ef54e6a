import type { ReportSpec } from '../report-spec';
import { WORKER_COLUMNS, WORKER_FILTERS, WORKER_GROUPINGS } from './worker-columns';

/** Who is on site now: a fire roll call, refreshed while open. */
export const ROLLCALL_REPORT: ReportSpec = {
  key: 'rollcall',
  title: 'Roll Call',
  description: 'Who is clocked in or on break right now, by org unit, with where they clocked in.',
  permission: 'view_reports',
  params: [...WORKER_FILTERS, 'includeOut'],
  columns: [
    ...WORKER_COLUMNS,
    { key: 'state', label: 'State', type: 'text' },
    { key: 'since', label: 'Since', type: 'instant' },
    { key: 'forSeconds', label: 'For', type: 'duration' },
    { key: 'device', label: 'Device', type: 'text' },
    { key: 'location', label: 'Location', type: 'text' },
  ],
  groupings: [...WORKER_GROUPINGS, { key: 'state', label: 'State' }, { key: 'location', label: 'Location' }],
  defaultGroupBy: 'orgUnit',
  rowKey: ['employeeId'],
  refreshSeconds: 60,
};
