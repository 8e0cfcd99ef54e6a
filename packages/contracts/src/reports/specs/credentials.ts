import type { ReportSpec } from '../report-spec';
import { WORKER_COLUMNS, WORKER_FILTERS, WORKER_GROUPINGS } from './worker-columns';

/** The credential columns both credential reports share. */
export const CREDENTIAL_COLUMNS = [
  { key: 'credential', label: 'Credential', type: 'text' },
  { key: 'status', label: 'Status', type: 'text' },
  { key: 'number', label: 'Number', type: 'text' },
  { key: 'expiresOn', label: 'Expires', type: 'date' },
  { key: 'daysLeft', label: 'Days Left', type: 'number' },
  { key: 'policy', label: 'Policy', type: 'text', optional: true },
] as const;

/**
 * Every credential a policy requires of each worker, and where they stand with it on a day: Valid,
 * Expiring (within the type's reminder days), Expired, Missing. Job policies are asked at the
 * clock and in the roll call, where the job is known.
 */
export const CREDENTIALS_REPORT: ReportSpec = {
  key: 'credentials',
  title: 'Credentials',
  description: 'Each required credential per worker: valid, expiring, expired or missing.',
  permission: 'view_reports',
  params: ['asOf', ...WORKER_FILTERS],
  columns: [...WORKER_COLUMNS, ...CREDENTIAL_COLUMNS],
  groupings: [...WORKER_GROUPINGS, { key: 'credential', label: 'Credential' }, { key: 'status', label: 'Status' }],
  defaultGroupBy: 'status',
  rowKey: ['employeeId', 'credentialTypeId'],
};
