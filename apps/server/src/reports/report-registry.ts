import type { ReportKey } from '@punchline/contracts';
import { ApiError } from '../http/api-error';
import type { ServerReport } from './report-definition';
import { totalsReport } from './definitions/totals';
import { timecardsReport } from './definitions/timecards';
import { rawPunchTotalsReport } from './definitions/raw-punch-totals';
import { jobTransfersReport } from './definitions/job-transfers';
import { absentReport } from './definitions/absent';
import { absentTotalsReport } from './definitions/absent-totals';
import { tardyReport } from './definitions/tardy';
import { scheduleReport } from './definitions/schedule';
import { shiftcardsReport } from './definitions/shiftcards';
import { punchesReport } from './definitions/punches';
import { rollcallReport } from './definitions/rollcall';
import { credentialRollCallReport } from './definitions/credential-roll-call';
import { credentialsReport } from './definitions/credentials';
import { auditReport } from './definitions/audit';
import { auditTimeEntryReport } from './definitions/audit-time-entry';
import { timeOffReport } from './definitions/timeoff';
import { timeOffTotalsReport } from './definitions/time-off-totals';
import { timeOffBalanceReport } from './definitions/time-off-balance';
import { payrollReport } from './definitions/payroll';
import { salaryReport } from './definitions/salary';
import { payRunAnalysisReport } from './definitions/pay-run-analysis';
import { payRunCodeAnalysisReport } from './definitions/pay-run-code-analysis';
import { payRunLaborAnalysisReport } from './definitions/pay-run-labor-analysis';
import { netPayAnalysisReport } from './definitions/net-pay-analysis';

/** Every report the server runs, by key (one line per report). */
const REPORTS: Partial<Record<ReportKey, ServerReport>> = {
  totals: totalsReport,
  timecards: timecardsReport,
  'raw-punch-totals': rawPunchTotalsReport,
  'job-transfers': jobTransfersReport,
  absent: absentReport,
  'absent-totals': absentTotalsReport,
  tardy: tardyReport,
  schedule: scheduleReport,
  shiftcards: shiftcardsReport,
  punches: punchesReport,
  rollcall: rollcallReport,
  credentials: credentialsReport,
  'credential-roll-call': credentialRollCallReport,
  audit: auditReport,
  'audit-time-entry': auditTimeEntryReport,
  timeoff: timeOffReport,
  'time-off-totals': timeOffTotalsReport,
  'time-off-balance': timeOffBalanceReport,
  payroll: payrollReport,
  salary: salaryReport,
  'pay-run-analysis': payRunAnalysisReport,
  'pay-run-code-analysis': payRunCodeAnalysisReport,
  'pay-run-labor-analysis': payRunLaborAnalysisReport,
  'net-pay-analysis': netPayAnalysisReport,
};

export function serverReport(key: ReportKey): ServerReport {
  const report = REPORTS[key];
  if (!report) throw ApiError.notFound('This report is not available yet.');
  return report;
}

export const registeredReports = (): ReportKey[] => Object.keys(REPORTS) as ReportKey[];
