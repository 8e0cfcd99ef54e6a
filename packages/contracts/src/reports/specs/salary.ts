import type { ReportSpec } from '../report-spec';
import { WORKER_COLUMNS, WORKER_GROUPINGS } from './worker-columns';
import { PAY_RUN_COLUMNS, PAY_RUN_FILTERS, PAY_WORKER_FILTERS } from './pay-columns';

/** Salaried workers: the annual rate in force and the salary each pay run paid them. */
export const SALARY_REPORT: ReportSpec = {
  key: 'salary',
  title: 'Salary',
  description: 'Salaried workers with the annual rate in force at the end of each pay period and the salary the pay runs paid for it.',
  permission: 'view_reports',
  params: [...PAY_RUN_FILTERS, ...PAY_WORKER_FILTERS],
  defaultRange: 'lastPayPeriod',
  columns: [
    ...WORKER_COLUMNS,
    ...PAY_RUN_COLUMNS,
    { key: 'annualRate', label: 'Annual Rate', type: 'money', pay: true },
    { key: 'rateFrom', label: 'Rate Since', type: 'date', optional: true },
    { key: 'seconds', label: 'Hours', type: 'duration', total: true, optional: true },
    { key: 'salary', label: 'Salary Paid', type: 'money', total: true, pay: true },
  ],
  groupings: [...WORKER_GROUPINGS, { key: 'run', label: 'Pay Run' }],
  defaultGroupBy: 'department',
  rowKey: ['employeeId', 'payRunId'],
};
