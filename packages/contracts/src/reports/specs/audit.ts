import type { ReportSpec } from '../report-spec';

/** The audit trail: who changed which record, when, and what changed. */
export const AUDIT_REPORT: ReportSpec = {
  key: 'audit',
  title: 'Audit',
  description: 'Every change of the range: when, who, what they did to which record, and what changed.',
  permission: 'view_audit',
  params: ['range', 'auditFilter'],
  defaultRange: 'last30Days',
  columns: [
    { key: 'when', label: 'When', type: 'instant' },
    { key: 'who', label: 'Who', type: 'text' },
    { key: 'action', label: 'Action', type: 'text' },
    { key: 'kind', label: 'Record Kind', type: 'text' },
    { key: 'record', label: 'Record', type: 'text' },
    { key: 'worker', label: 'Worker', type: 'text', optional: true },
    { key: 'changes', label: 'Changes', type: 'text' },
  ],
  groupings: [
    { key: 'who', label: 'Who' },
    { key: 'action', label: 'Action' },
    { key: 'kind', label: 'Record Kind' },
  ],
  rowKey: ['auditId'],
};
