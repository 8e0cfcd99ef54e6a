import type { ReportSpec } from '../report-spec';
import { WORKER_COLUMNS, WORKER_FILTERS, WORKER_GROUPINGS } from './worker-columns';

/**
 * The rounding neutrality check (US 29 CFR 785.48(b): rounding must not, over time, fail to pay
 * for time worked): per worker, the time between punches as recorded against the time paid after
 * rounding, and the net minutes gained (positive: paid more than recorded) or lost. A punch
 * "rounded up" was moved to a later instant, "rounded down" to an earlier one.
 */
export const RAW_PUNCH_TOTALS_REPORT: ReportSpec = {
  key: 'raw-punch-totals',
  title: 'Raw Punch Totals',
  description: 'Time between punches as recorded against the time paid after rounding, with the net minutes each worker gained or lost.',
  permission: 'view_reports',
  params: ['range', ...WORKER_FILTERS],
  defaultRange: 'currentPayPeriod',
  columns: [
    ...WORKER_COLUMNS,
    { key: 'rawSeconds', label: 'Recorded', type: 'duration', total: true },
    { key: 'roundedSeconds', label: 'After Rounding', type: 'duration', total: true },
    { key: 'netMinutes', label: 'Net Minutes', type: 'minutes', total: true },
    { key: 'roundedUp', label: 'Punches Rounded Up', type: 'number', total: true },
    { key: 'roundedDown', label: 'Punches Rounded Down', type: 'number', total: true },
  ],
  groupings: WORKER_GROUPINGS,
  rowKey: ['employeeId'],
  chart: { category: 'worker', values: ['netMinutes'] },
};
