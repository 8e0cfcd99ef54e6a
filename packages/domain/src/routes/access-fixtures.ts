// Session fixtures for the route-by-route access table (test helper, not exported).
import { FEATURES, type Feature } from '../session/features';
import type { Permission } from '../session/permissions';
import { owner, setupClocksOnly, whiteLabelUser, without, type Fixture } from '../session/test-fixtures';

export type AccessFixture = Fixture & { isApp?: boolean };

const noFeature = (f: Feature): AccessFixture => owner({ features: FEATURES.filter((x) => x !== f) });
const noPerm = (p: Permission): AccessFixture => without(p);

/** Each fixture is the fully-enabled owner with exactly one thing taken away. */
export const FIXTURES = {
  owner: owner(),
  inactive: owner({ organizationActive: false }),
  whiteLabel: whiteLabelUser(),
  setupClocksOnly: setupClocksOnly(),
  app: { ...owner(), isApp: true },
  freeTrial: owner({ subscriptionState: 'trial' }),
  noBillingCustomer: owner({ billingCustomerId: null }),
  needsSetup: owner({ subscriptionState: 'in_app' }),
  partnerAdmin: owner({}, { isDistributorAdmin: true }),
  sudo: owner({}, { sudoType: 'staff' }),
  // permissions
  noEditSettings: noPerm('edit_settings'),
  noViewReports: noPerm('view_reports'),
  noViewAudit: noPerm('view_audit'),
  noEditPunches: noPerm('edit_punches'),
  noManagePayroll: noPerm('manage_payroll'),
  noManagePto: noPerm('manage_pto'),
  noEditJobs: noPerm('edit_jobs'),
  noEditClocks: noPerm('edit_clocks'),
  noEditOrgUsers: noPerm('edit_org_users'),
  noEditEmployees: noPerm('edit_employees'),
  noManageSubscription: noPerm('manage_subscription'),
  noManageSchedule: noPerm('manage_schedule'),
  noManageDiscipline: noPerm('manage_discipline'),
  noManageClockLogs: noPerm('manage_clock_logs'),
  // features
  noScheduleFeature: noFeature('schedule'),
  noDisciplineFeature: noFeature('discipline'),
  noPtoFeature: noFeature('pto'),
  noPayrollFeature: noFeature('payroll'),
  noCostingFeature: noFeature('job_costing'),
  noJobCategoryFeature: noFeature('job_category'),
  noGeoFeature: noFeature('geo'),
  noNotificationFeature: noFeature('notification'),
  noIntegrationFeature: noFeature('integration'),
  noApiFeature: noFeature('api'),
  noCustomFieldFeature: noFeature('customfield'),
  noEntryStateFeature: noFeature('entry_state'),
  noPunchCodesFeature: noFeature('punch_codes'),
  noCredentialFeature: noFeature('credential'),
  noBriefingFeature: noFeature('briefing'),
  // derived flags false through settings
  shiftModeDefault: owner({ shiftMode: 'default' }),
  basicCosting: owner({ costingMode: 'basic' }),
  payrollOff: owner({ enabled: false }),
  netPayOff: owner({ enableNetPay: false }),
  payRunOff: owner({ enablePayRun: false }),
  timeOffOff: owner({ timeOffEnabled: false }),
  accrualOff: owner({ timeOffAccrualEnabled: false }),
  credentialsOff: owner({ credentialsEnabled: false }),
  briefingsOff: owner({ enableBriefings: false }),
  healthSafetyOff: owner({ credentialsEnabled: false, enableBriefings: false }),
  disciplineOff: owner({ disciplineEnabled: false }),
  geoOff: owner({ geoEnabled: false }),
  missedPunchOff: owner({ enableSubmitMissedPunch: false }),
} satisfies Record<string, AccessFixture>;

export type FixtureName = keyof typeof FIXTURES;
