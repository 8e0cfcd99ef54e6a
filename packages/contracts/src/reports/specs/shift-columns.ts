import type { ReportColumn } from '../report-schemas';
import { WORKER_COLUMNS, WORKER_FILTERS } from './worker-columns';

// The columns of a published shift, shared by the schedule reports (absent, tardy, schedule,
// shift cards). Department and org unit are the shift's own, else its worker's.

export const SHIFT_WORKER_COLUMNS = [
  { key: 'date', label: 'Date', type: 'date' },
  ...WORKER_COLUMNS,
] as const satisfies readonly ReportColumn[];

export const SHIFT_SPAN_COLUMNS = [
  { key: 'start', label: 'Start', type: 'instant' },
  { key: 'end', label: 'End', type: 'instant' },
] as const satisfies readonly ReportColumn[];

/** The shift's position (its shift class) and job (its costing), when it has them. */
export const SHIFT_ROLE_COLUMNS = [
  { key: 'position', label: 'Position', type: 'text' },
  { key: 'job', label: 'Job', type: 'text', optional: true },
] as const satisfies readonly ReportColumn[];

/** The filters the schedule reports offer: the date range and the workers. */
export const SCHEDULE_REPORT_PARAMS = ['range', ...WORKER_FILTERS] as const;
