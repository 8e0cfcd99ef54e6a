import { customFieldsResource } from './customfields';
import type { ResourceDef, SettingsDef } from './define';
import { departmentsResource } from './departments';
import { employeeDefaultsSettings } from './employee-defaults';
import { employeePayRatesResource } from './employee-pay-rates';
import { employeesResource } from './employees';
import { formatsSettings } from './formats';
import { integrationTemplatesResource } from './integration-templates';
// Connections and signed webhooks (issue 36).
import { connectionsResource } from '../integrations/connections';
import { labelsResource } from './labels';
import { orgDefaultsSettings } from './org-defaults';
import { orgUnitsResource } from './orgunits';
// Time rules (issue 15).
import { breakRulesResource } from './break-rules';
import { entryStatesResource } from './entry-states';
import { payClassesResource } from './pay-classes';
import { payCodesResource } from './pay-codes';
import { payrollDefaultsSettings } from './payroll-defaults';
import { payRulesResource } from './pay-rules';
import { punchCodesResource } from './punch-codes';
import { roundingRulesResource } from './rounding-rules';
import { shiftClassesResource } from './shift-classes';
import { shiftDefaultsSettings } from './shift-defaults';
// Job costing (issue 15).
import { costCodesResource } from './cost-codes';
import { costingDefaultsSettings } from './costing-defaults';
import { jobCategoriesResource } from './job-categories';
import { jobPhasesResource } from './job-phases';
import { jobsResource } from './jobs';
// Devices and geo rules (issue 16).
import { clockDefaultsSettings } from './clock-defaults';
import { devicesResource } from './devices';
import { geoRulesResource } from './geo-rules';
// Schedules (issue 19).
import { recurringSchedulesResource } from './recurring-schedules';
import { scheduleTemplatesResource } from './schedule-templates';
import { teamsResource } from './teams';
import { unavailabilityResource } from './unavailability';
// Time off (issue 20).
import { timeOffCodesResource } from './time-off-codes';
import { timeOffDefaultsSettings } from './time-off-defaults';
import { timeOffAdjustmentsResource, timeOffAssignmentsResource, timeOffPoliciesResource } from './time-off-policies';
import { holidaysResource, timeOffEntriesResource, timeOffRequestsResource } from './time-off-requests';
// Net pay (issue 33).
import { netpayAdjustmentCodesResource } from './netpay-adjustment-codes';
import { netpayAdjustmentsResource } from './netpay-adjustments';
import { statutoryDeductionsResource } from './statutory-deductions';
// Attendance discipline (issue 34).
import { disciplinePoliciesResource } from './discipline-policies';
import { disciplineSettings } from './discipline-settings';
import {
  disciplineCustomInfractionsResource,
  disciplineCustomInfractionTypesResource,
  disciplineEventTypesResource,
} from './discipline-types';
// Credentials and documents (issue 35).
import { credentialPoliciesResource } from './credential-policies';
import { credentialSettings } from './credential-settings';
import { credentialTypesResource } from './credential-types';
import { employeeCredentialsResource } from './employee-credentials';
import { healthQuestionnairesResource } from './health-questionnaires';
// Briefings (issue 35).
import { briefingSettings } from './briefing-settings';
import { briefingTypesResource } from './briefing-types';

/** Every collection the server serves and the console lists. Add a definition here. */
export const RESOURCES: readonly ResourceDef[] = [
  departmentsResource,
  orgUnitsResource,
  labelsResource,
  customFieldsResource,
  integrationTemplatesResource,
  connectionsResource,
  employeesResource,
  employeePayRatesResource,
  // Time rules (issue 15).
  payCodesResource,
  payClassesResource,
  payRulesResource,
  roundingRulesResource,
  breakRulesResource,
  shiftClassesResource,
  punchCodesResource,
  entryStatesResource,
  // Job costing (issue 15).
  jobCategoriesResource,
  jobsResource,
  jobPhasesResource,
  costCodesResource,
  // Devices and geo rules (issue 16).
  devicesResource,
  geoRulesResource,
  // Schedules (issue 19).
  teamsResource,
  scheduleTemplatesResource,
  recurringSchedulesResource,
  unavailabilityResource,
  // Time off (issue 20).
  timeOffCodesResource,
  timeOffPoliciesResource,
  timeOffAssignmentsResource,
  timeOffAdjustmentsResource,
  timeOffRequestsResource,
  timeOffEntriesResource,
  holidaysResource,
  // Net pay (issue 33).
  netpayAdjustmentCodesResource,
  statutoryDeductionsResource,
  netpayAdjustmentsResource,
  // Attendance discipline (issue 34).
  disciplineEventTypesResource,
  disciplineCustomInfractionTypesResource,
  disciplinePoliciesResource,
  disciplineCustomInfractionsResource,
  // Credentials and documents (issue 35).
  credentialTypesResource,
  credentialPoliciesResource,
  employeeCredentialsResource,
  // Health and safety (issue 35).
  healthQuestionnairesResource,
  // Briefings (issue 35).
  briefingTypesResource,
];

/** Every single-record settings screen. */
export const SETTINGS: readonly SettingsDef[] = [
  orgDefaultsSettings,
  formatsSettings,
  employeeDefaultsSettings,
  // Time rules (issue 15).
  shiftDefaultsSettings,
  payrollDefaultsSettings,
  // Job costing (issue 15).
  costingDefaultsSettings,
  // Devices (issue 16).
  clockDefaultsSettings,
  // Time off (issue 20).
  timeOffDefaultsSettings,
  // Attendance discipline (issue 34).
  disciplineSettings,
  // Credentials and documents (issue 35).
  credentialSettings,
  // Briefings (issue 35).
  briefingSettings,
];

export function findResource(path: string): ResourceDef | undefined {
  return RESOURCES.find((r) => r.path === path);
}
