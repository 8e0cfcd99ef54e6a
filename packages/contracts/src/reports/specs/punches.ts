import type { ReportSpec } from '../report-spec';
import { WORKER_COLUMNS, WORKER_FILTERS, WORKER_GROUPINGS } from './worker-columns';

/** Every punch of the range as recorded: flags, device, location, costing and edits. */
export const PUNCHES_REPORT: ReportSpec = {
  key: 'punches',
  title: 'Punches',
  description: 'Each punch of the range with its flags, device, location, costing and edits, by worker and time.',
  permission: 'view_reports',
  params: ['range', ...WORKER_FILTERS, 'jobs', 'flags'],
  defaultRange: 'currentPayPeriod',
  columns: [
    ...WORKER_COLUMNS,
    { key: 'date', label: 'Date', type: 'date' },
    { key: 'time', label: 'Time', type: 'instant' },
    { key: 'type', label: 'Type', type: 'text' },
    { key: 'flags', label: 'Flags', type: 'text' },
    { key: 'device', label: 'Device', type: 'text' },
    { key: 'location', label: 'Location', type: 'text' },
    { key: 'job', label: 'Job', type: 'text' },
    { key: 'jobPhase', label: 'Job Phase', type: 'text', optional: true },
    { key: 'costCode', label: 'Cost Code', type: 'text', optional: true },
    { key: 'edited', label: 'Edited', type: 'text' },
    { key: 'originalTime', label: 'Original Time', type: 'instant', optional: true },
    { key: 'note', label: 'Note', type: 'text' },
  ],
  groupings: [...WORKER_GROUPINGS, { key: 'device', label: 'Device' }, { key: 'job', label: 'Job' }],
  defaultGroupBy: 'worker',
  rowKey: ['punchId'],
};
