import type { ReportKey } from './report-keys';
import type { ReportSpec } from './report-spec';
import { TOTALS_REPORT } from './specs/totals';
import { TIMECARDS_REPORT } from './specs/timecards';
import { RAW_PUNCH_TOTALS_REPORT } from './specs/raw-punch-totals';
import { JOB_TRANSFERS_REPORT } from './specs/job-transfers';
import { ABSENT_REPORT } from './specs/absent';
import { ABSENT_TOTALS_REPORT } from './specs/absent-totals';
import { TARDY_REPORT } from './specs/tardy';
import { SCHEDULE_REPORT } from './specs/schedule';
import { SHIFTCARDS_REPORT } from './specs/shiftcards';
import { PUNCHES_REPORT } from './specs/punches';
import { ROLLCALL_REPORT } from './specs/rollcall';
import { CREDENTIAL_ROLL_CALL_REPORT } from './specs/credential-roll-call';
import { CREDENTIALS_REPORT } from './specs/credentials';
import { AUDIT_REPORT } from './specs/audit';
import { AUDIT_TIME_ENTRY_REPORT } from './specs/audit-time-entry';
import { TIME_OFF_REPORT } from './specs/timeoff';
import { TIME_OFF_TOTALS_REPORT } from './specs/time-off-totals';
import { TIME_OFF_BALANCE_REPORT } from './specs/time-off-balance';
import { PAYROLL_REPORT } from './specs/payroll';
import { SALARY_REPORT } from './specs/salary';
import { PAY_RUN_ANALYSIS_REPORT } from './specs/pay-run-analysis';
import { PAY_RUN_CODE_ANALYSIS_REPORT } from './specs/pay-run-code-analysis';
import { PAY_RUN_LABOR_ANALYSIS_REPORT } from './specs/pay-run-labor-analysis';
import { NET_PAY_ANALYSIS_REPORT } from './specs/net-pay-analysis';

/** Every report's shared half, by key (one line per report). */
export const REPORT_SPECS: Partial<Record<ReportKey, ReportSpec>> = {
  totals: TOTALS_REPORT,
  timecards: TIMECARDS_REPORT,
  'raw-punch-totals': RAW_PUNCH_TOTALS_REPORT,
  'job-transfers': JOB_TRANSFERS_REPORT,
  absent: ABSENT_REPORT,
  'absent-totals': ABSENT_TOTALS_REPORT,
  tardy: TARDY_REPORT,
  schedule: SCHEDULE_REPORT,
  shiftcards: SHIFTCARDS_REPORT,
  punches: PUNCHES_REPORT,
  rollcall: ROLLCALL_REPORT,
  audit: AUDIT_REPORT,
  'audit-time-entry': AUDIT_TIME_ENTRY_REPORT,
  timeoff: TIME_OFF_REPORT,
  'time-off-totals': TIME_OFF_TOTALS_REPORT,
  'time-off-balance': TIME_OFF_BALANCE_REPORT,
  payroll: PAYROLL_REPORT,
  salary: SALARY_REPORT,
  'pay-run-analysis': PAY_RUN_ANALYSIS_REPORT,
  'pay-run-code-analysis': PAY_RUN_CODE_ANALYSIS_REPORT,
  'pay-run-labor-analysis': PAY_RUN_LABOR_ANALYSIS_REPORT,
  'net-pay-analysis': NET_PAY_ANALYSIS_REPORT,
  credentials: CREDENTIALS_REPORT,
  'credential-roll-call': CREDENTIAL_ROLL_CALL_REPORT,
};

export function reportSpec(key: ReportKey): ReportSpec | undefined {
  return REPORT_SPECS[key];
}
