import type { ReportSpec } from '../report-spec';
import { WORKER_COLUMNS, WORKER_FILTERS } from './worker-columns';

/**
 * Printable time cards, one worker and pay period per card (layout 'cards': one card per page
 * with signature lines). A card's rows, in order: one per punch pair (date, in and out as paid,
 * i.e. rounded, and as recorded, hours, flags; the day's last row also carries the day's paid total), then one per pay code (payCode,
 * its hours and amount; date and pair empty). Every row repeats the card's period and approval,
 * so any row can head the page. Rows are keyed by employeeId, periodStart, date, pair (the pair's
 * index within the day) and payCode.
 */
export const TIMECARDS_REPORT: ReportSpec = {
  key: 'timecards',
  title: 'Time Cards',
  description: "Each worker's time card per pay period: the day's punch pairs, day totals, pay code totals, flags and approval.",
  permission: 'view_reports',
  params: ['range', ...WORKER_FILTERS],
  defaultRange: 'currentPayPeriod',
  columns: [
    ...WORKER_COLUMNS,
    { key: 'period', label: 'Pay Period', type: 'text' },
    { key: 'approval', label: 'Approval', type: 'text' },
    { key: 'approvedBy', label: 'Approved By', type: 'text' },
    { key: 'approvedAt', label: 'Approved At', type: 'instant' },
    { key: 'date', label: 'Date', type: 'date' },
    { key: 'in', label: 'In', type: 'instant' },
    { key: 'out', label: 'Out', type: 'instant' },
    { key: 'recordedIn', label: 'In As Recorded', type: 'instant', optional: true },
    { key: 'recordedOut', label: 'Out As Recorded', type: 'instant', optional: true },
    { key: 'seconds', label: 'Hours', type: 'duration', total: true },
    { key: 'flags', label: 'Flags', type: 'text' },
    { key: 'dayTotal', label: 'Day Total', type: 'duration', total: true },
    { key: 'payCode', label: 'Pay Code', type: 'text' },
    { key: 'payCodeSeconds', label: 'Pay Code Hours', type: 'duration', total: true },
    { key: 'amount', label: 'Amount', type: 'money', total: true, pay: true },
  ],
  groupings: [
    { key: 'worker', label: 'Worker' },
    { key: 'department', label: 'Department' },
    { key: 'orgUnit', label: 'Org Unit' },
  ],
  defaultGroupBy: 'worker',
  rowKey: ['employeeId', 'periodStart', 'date', 'pair', 'payCode'],
  layout: 'cards',
};
