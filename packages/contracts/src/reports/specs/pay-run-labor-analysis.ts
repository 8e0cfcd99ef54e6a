import type { ReportSpec } from '../report-spec';
import { PAY_RUN_FILTERS, PAY_WORKER_FILTERS } from './pay-columns';

/** Labour cost of the pay runs by job, department and org unit (the runs' labour distribution). */
export const PAY_RUN_LABOR_ANALYSIS_REPORT: ReportSpec = {
  key: 'pay-run-labor-analysis',
  title: 'Pay Run Labor Analysis',
  description: "Hours and labour cost of the pay runs by job, phase and cost code, department and org unit (the worker's), and pay code.",
  permission: 'view_reports',
  params: [...PAY_RUN_FILTERS, ...PAY_WORKER_FILTERS, 'jobs'],
  defaultRange: 'last30Days',
  columns: [
    { key: 'job', label: 'Job', type: 'text' },
    { key: 'jobPhase', label: 'Job Phase', type: 'text', optional: true },
    { key: 'costCode', label: 'Cost Code', type: 'text', optional: true },
    { key: 'department', label: 'Department', type: 'text' },
    { key: 'orgUnit', label: 'Org Unit', type: 'text' },
    { key: 'payCode', label: 'Pay Code', type: 'text' },
    { key: 'workers', label: 'Workers', type: 'number' },
    { key: 'seconds', label: 'Hours', type: 'duration', total: true },
    { key: 'amount', label: 'Labor Cost', type: 'money', total: true, pay: true },
  ],
  groupings: [
    { key: 'job', label: 'Job' },
    { key: 'department', label: 'Department' },
    { key: 'orgUnit', label: 'Org Unit' },
    { key: 'payCode', label: 'Pay Code' },
  ],
  defaultGroupBy: 'job',
  // costingKey: 'job/phase/cost code' ids, as the totals report's.
  rowKey: ['costingKey', 'departmentId', 'orgUnitId', 'payCode'],
  chart: { category: 'job', values: ['amount'] },
};
