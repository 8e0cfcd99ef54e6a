import type { DerivedFlag } from '../session/flags';
import type { Permission } from '../session/permissions';
import { r } from './spec-helpers';
import type { RouteSpec } from './types';

const report = (key: string, label: string, gate: { requiredFlags?: DerivedFlag[]; requiredPermissions?: Permission[] } = {}): RouteSpec =>
  r(`${key}/{view?}`, label, { ...gate, implemented: ON_THE_REPORT_SCREEN.has(key) });

// The reports the console's generic report screen serves (apps/web/src/reports; contracts'
// REPORT_KEYS, which the domain cannot import) and the memorized reports screen.
const ON_THE_REPORT_SCREEN: ReadonlySet<string> = new Set([
  'totals',
  'timecards',
  'punches',
  'raw-punch-totals',
  'rollcall',
  'absent',
  'absent-totals',
  'tardy',
  'job-transfers',
  'schedule',
  'shiftcards',
  'timeoff',
  'time-off-totals',
  'time-off-balance',
  'audit',
  'audit-time-entry',
  // Credentials (issue 35).
  'credentials',
  'credential-roll-call',
  'memorized',
]);

const schedule = { requiredFlags: ['scheduleEnabled'] as DerivedFlag[] };
const payroll = { requiredFlags: ['payrollEnabled'] as DerivedFlag[] };
const payRun = { requiredFlags: ['payRunEnabled'] as DerivedFlag[] };
const timeOff = { requiredFlags: ['timeOffEnabled'] as DerivedFlag[] };
const credentials = { requiredFlags: ['credentialsEnabled'] as DerivedFlag[] };

/** Reports (SPEC section 2): all need view_reports; some also need the area they report on. */
export const REPORTS = r('reports', 'Reports', {
  requiredFlags: ['hasConsoleAccess'],
  requiredPermissions: ['view_reports'],
  children: [
    report('absent', 'Absent', schedule),
    report('absent-totals', 'Absent Totals', schedule),
    report('audit', 'Audit', { requiredPermissions: ['view_audit'] }),
    report('audit-time-entry', 'Audit Time Entry', { requiredPermissions: ['view_audit'] }),
    report('credentials', 'Credentials', credentials),
    report('credential-roll-call', 'Credential Roll Call', credentials),
    report('job-transfers', 'Job Transfers', { requiredFlags: ['costingEnabled'] }),
    report('net-pay-analysis', 'Net Pay Analysis', { requiredFlags: ['netPayEnabled'] }),
    report('payroll', 'Payroll', payroll),
    report('pay-run-analysis', 'Pay Run Analysis', payRun),
    report('pay-run-code-analysis', 'Pay Run Code Analysis', payRun),
    report('pay-run-labor-analysis', 'Pay Run Labor Analysis', payRun),
    report('punches', 'Punches'),
    report('raw-punch-totals', 'Raw Punch Totals'),
    report('rollcall', 'Roll Call'),
    report('salary', 'Salary', payroll),
    report('schedule', 'Schedule', schedule),
    report('shiftcards', 'Shift Cards', schedule),
    report('tardy', 'Tardy', schedule),
    report('timecards', 'Time Cards'),
    report('timeoff', 'Time Off', timeOff),
    report('time-off-balance', 'Time Off Balance', { requiredFlags: ['timeOffAccrualEnabled'] }),
    report('time-off-totals', 'Time Off Totals', timeOff),
    report('totals', 'Totals'),
    report('memorized', 'Memorized Reports'),
  ],
});
