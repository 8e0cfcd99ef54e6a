import type { ReportSpec } from '../report-spec';
import { SCHEDULE_REPORT_PARAMS, SHIFT_ROLE_COLUMNS, SHIFT_SPAN_COLUMNS, SHIFT_WORKER_COLUMNS } from './shift-columns';

/** Printable shift cards: one worker per page with their published shifts of the week. */
export const SHIFTCARDS_REPORT: ReportSpec = {
  key: 'shiftcards',
  title: 'Shift Cards',
  description: "Each worker's published shifts of the range on a card of their own: start, end, breaks, position and notes.",
  permission: 'view_reports',
  params: SCHEDULE_REPORT_PARAMS,
  defaultRange: 'thisWeek',
  columns: [
    ...SHIFT_WORKER_COLUMNS,
    ...SHIFT_SPAN_COLUMNS,
    { key: 'breakSeconds', label: 'Break', type: 'duration' },
    { key: 'seconds', label: 'Hours', type: 'duration', total: true },
    ...SHIFT_ROLE_COLUMNS,
    { key: 'note', label: 'Notes', type: 'text' },
  ],
  groupings: [{ key: 'worker', label: 'Worker' }],
  defaultGroupBy: 'worker',
  rowKey: ['shiftId'],
  layout: 'cards',
};
