import type { ReportSpec } from '../report-spec';
import { CREDENTIAL_COLUMNS } from './credentials';
import { WORKER_COLUMNS, WORKER_FILTERS, WORKER_GROUPINGS } from './worker-columns';

/**
 * Who is on site now (clocked in) and whether they hold what their job and policies need: one row
 * per required credential, or one row saying none is required.
 */
export const CREDENTIAL_ROLL_CALL_REPORT: ReportSpec = {
  key: 'credential-roll-call',
  title: 'Credential Roll Call',
  description: 'Who is clocked in now, and whether they hold the credentials their job and policies need.',
  permission: 'view_reports',
  params: [...WORKER_FILTERS],
  columns: [
    ...WORKER_COLUMNS,
    { key: 'job', label: 'Job', type: 'text' },
    { key: 'since', label: 'In Since', type: 'instant' },
    ...CREDENTIAL_COLUMNS,
    { key: 'atClock', label: 'At The Clock', type: 'text' },
  ],
  groupings: [...WORKER_GROUPINGS, { key: 'job', label: 'Job' }, { key: 'status', label: 'Status' }],
  defaultGroupBy: 'status',
  rowKey: ['employeeId', 'credentialTypeId'],
  refreshSeconds: 60,
};
