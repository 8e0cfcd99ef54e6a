import type { ServerHalf } from './resources/server-resources';
import { costCodesServer } from './costing/cost-codes.server';
import { jobPhasesServer } from './costing/job-phases.server';
import { jobsServer } from './costing/jobs.server';
import { devicesServer } from './devices-admin/devices.server';
import { recurringSchedulesServer, scheduleTemplatesServer } from './schedule/recurring.server';
import { timeOffAdjustmentsServer } from './time-off/adjustments.server';
import { timeOffEntriesServer } from './time-off/entries.server';
import { timeOffRequestsServer } from './time-off/requests.server';
import { payCodesServer } from './time-rules/pay-codes.server';
import { payRulesServer } from './time-rules/pay-rules.server';
import { employeePayRatesServer } from './workers/employee-pay-rates.server';
import { employeesServer } from './workers/employees.server';
import { connectionsServer } from './webhooks/connections.server';
import { netpayAdjustmentCodesServer } from './payroll/netpay/adjustment-codes.server';
import { netpayAdjustmentsServer } from './payroll/netpay/netpay-adjustments.server';
import { statutoryDeductionsServer } from './payroll/netpay/statutory-deductions.server';
import {
  disciplineCustomInfractionsServer,
  disciplineCustomInfractionTypesServer,
  disciplineEventTypesServer,
  disciplinePoliciesServer,
} from './discipline/discipline-collections.server';
// Credentials and documents (issue 35).
import { credentialPoliciesServer, credentialTypesServer, employeeCredentialsServer } from './credentials/credential-collections.server';
// Briefings (issue 35).
import { briefingTypesServer } from './briefings/briefing-collections.server';
// Health and safety (issue 35).
import { healthQuestionnairesServer } from './health/health-collections.server';

/**
 * Every collection's server half (computed columns, hooks, actions, list conditions: what cannot
 * live in packages/contracts), in the order of RESOURCES. buildApp registers them at start-up;
 * server-halves.test.ts checks this list against the registry and every `*.server.ts` file. A
 * plain collection (fields only) needs none.
 */
export const SERVER_HALVES: readonly ServerHalf[] = [
  // Connections and signed webhooks (issue 36).
  connectionsServer,
  employeesServer,
  employeePayRatesServer,
  // Time rules.
  payCodesServer,
  payRulesServer,
  // Job costing: job categories need none (both their features are the gate).
  jobsServer,
  jobPhasesServer,
  costCodesServer,
  // Devices.
  devicesServer,
  // Schedules.
  scheduleTemplatesServer,
  recurringSchedulesServer,
  // Time off.
  timeOffAdjustmentsServer,
  timeOffRequestsServer,
  timeOffEntriesServer,
  // Net pay (issue 33): each served only while the organization uses net pay.
  netpayAdjustmentCodesServer,
  statutoryDeductionsServer,
  netpayAdjustmentsServer,
  // Attendance discipline (issue 34): each served only while the organization runs discipline.
  disciplineEventTypesServer,
  disciplineCustomInfractionTypesServer,
  disciplinePoliciesServer,
  disciplineCustomInfractionsServer,
  // Credentials (issue 35): each served only while the organization uses credentials.
  credentialTypesServer,
  credentialPoliciesServer,
  employeeCredentialsServer,
  // Briefings (issue 35): served while briefings are in use.
  briefingTypesServer,
  // Health and safety (issue 35): served while credentials or briefings are in use.
  healthQuestionnairesServer,
];
