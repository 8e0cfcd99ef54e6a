/**
 * The reports this framework runs (SPEC section 2 Reports). The payroll issue adds payroll,
 * salary and the pay-run and net-pay analyses, the credentials issue its two, on the same framework.
 */
export const REPORT_KEYS = [
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
  'payroll',
  'salary',
  'pay-run-analysis',
  'pay-run-code-analysis',
  'pay-run-labor-analysis',
  'net-pay-analysis',
  'credentials',
  'credential-roll-call',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];
