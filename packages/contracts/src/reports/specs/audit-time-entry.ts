import type { ReportSpec } from '../report-spec';
import { WORKER_COLUMNS, WORKER_FILTERS, WORKER_GROUPINGS } from './worker-columns';

/** Changes of time entries (punches added, edited or deleted by administrators), value by value. */
export const AUDIT_TIME_ENTRY_REPORT: ReportSpec = {
  key: 'audit-time-entry',
  title: 'Time Entry Audit',
  description:
    'Punches added, edited or deleted by administrators (the punch list and the time card editor): each value before and after, who and when.',
  permission: 'view_audit',
  params: ['range', ...WORKER_FILTERS],
  defaultRange: 'currentPayPeriod',
  columns: [
    { key: 'when', label: 'When', type: 'instant' },
    { key: 'who', label: 'Who', type: 'text' },
    { key: 'action', label: 'Action', type: 'text' },
    ...WORKER_COLUMNS,
    { key: 'field', label: 'Field', type: 'text' },
    { key: 'before', label: 'Before', type: 'text' },
    { key: 'after', label: 'After', type: 'text' },
  ],
  groupings: [...WORKER_GROUPINGS, { key: 'who', label: 'Who' }, { key: 'action', label: 'Action' }],
  rowKey: ['auditId', 'field'],
};
