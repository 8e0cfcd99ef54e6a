import type { ReportSpec } from '../report-spec';
import { amountColumns, TIME_OFF_CODE_COLUMNS, TIME_OFF_GROUPINGS } from './time-off-columns';
import { WORKER_COLUMNS, WORKER_FILTERS, WORKER_GROUPINGS } from './worker-columns';

/** Each worker's balance of each code on a day, from the accrual ledger, in the code's unit. */
export const TIME_OFF_BALANCE_REPORT: ReportSpec = {
  key: 'time-off-balance',
  title: 'Time Off Balance',
  description:
    "Balances per code per worker on the chosen day (today unless told), from the accrual ledger, in each code's unit: the balance, approved time off still to come, pending requests, and what is available.",
  permission: 'view_reports',
  params: ['asOf', ...WORKER_FILTERS],
  columns: [
    ...WORKER_COLUMNS,
    ...TIME_OFF_CODE_COLUMNS,
    { key: 'policy', label: 'Policy', type: 'text', optional: true },
    ...amountColumns('balance', 'Balance', { total: true }),
    ...amountColumns('scheduled', 'Scheduled', { total: true, optional: true }),
    ...amountColumns('pending', 'Pending', { total: true, optional: true }),
    ...amountColumns('available', 'Available', { total: true }),
  ],
  groupings: [...WORKER_GROUPINGS, ...TIME_OFF_GROUPINGS],
  defaultGroupBy: 'code',
  rowKey: ['employeeId', 'codeId'],
  chart: { category: 'code', values: ['balanceHours', 'balanceDays'] },
};
