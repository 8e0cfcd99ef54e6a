import type { ReportSpec } from '../report-spec';
import { PAY_RUN_COLUMNS, PAY_RUN_FILTERS, PAY_WORKER_FILTERS } from './pay-columns';

/** Each pay code across pay runs: how many workers, hours and amount per run. */
export const PAY_RUN_CODE_ANALYSIS_REPORT: ReportSpec = {
  key: 'pay-run-code-analysis',
  title: 'Pay Run Code Analysis',
  description: 'Hours and amounts per pay code per pay run (time worked, salary, time off and holidays).',
  permission: 'view_reports',
  params: [...PAY_RUN_FILTERS, ...PAY_WORKER_FILTERS],
  defaultRange: 'last30Days',
  columns: [
    { key: 'payCode', label: 'Pay Code', type: 'text' },
    { key: 'payCodeName', label: 'Pay Code Name', type: 'text', optional: true },
    { key: 'kind', label: 'Kind', type: 'text', optional: true },
    ...PAY_RUN_COLUMNS,
    { key: 'workers', label: 'Workers', type: 'number' },
    { key: 'seconds', label: 'Hours', type: 'duration', total: true },
    { key: 'amount', label: 'Amount', type: 'money', total: true, pay: true },
  ],
  groupings: [
    { key: 'payCode', label: 'Pay Code' },
    { key: 'run', label: 'Pay Run' },
    { key: 'kind', label: 'Kind' },
  ],
  defaultGroupBy: 'payCode',
  rowKey: ['payRunId', 'kind', 'payCode'],
  chart: { category: 'payCode', values: ['seconds'] },
};
