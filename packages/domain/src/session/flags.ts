import { hasFeature } from './features';
import { hasConsoleAccess, hasPermission } from './permissions';
import type { SessionSettings } from './settings';
import { isFreeTrial, isOrgReady, needsSetup } from './subscription';
import { hasSudoAccessToAllOrgs, type UserProfile } from './user';

/**
 * Derived flags: a feature combined with a setting or a permission (SPEC section 6).
 * The spec names a few; the rest follow one rule: "feature on AND the org switched it on".
 */
export type SessionFlags = {
  /** schedule feature and shiftMode other than 'default'. */
  scheduleEnabled: boolean;
  /** job_costing feature. */
  costingEnabled: boolean;
  /** costing on and costingMode 'enhanced' (categories, phases, cost codes). */
  enhancedCostingEnabled: boolean;
  /** enhanced costing and the job_category feature. */
  jobCategoryEnabled: boolean;
  /** payroll feature and payroll switched on in payroll defaults (`enabled`). */
  payrollEnabled: boolean;
  /** payroll on, netpay feature, enableNetPay. */
  netPayEnabled: boolean;
  /** payroll on, pay_run feature, enablePayRun. */
  payRunEnabled: boolean;
  /** pto feature and timeOffEnabled. */
  timeOffEnabled: boolean;
  /** time off on, time_off_accrual feature, timeOffAccrualEnabled. */
  timeOffAccrualEnabled: boolean;
  /** credential feature and credentialsEnabled. */
  credentialsEnabled: boolean;
  /** briefing feature and enableBriefings. */
  briefingsEnabled: boolean;
  /** credentials or briefings. */
  healthAndSafetyEnabled: boolean;
  /** discipline feature and disciplineEnabled. */
  disciplineEnabled: boolean;
  /** entry_state feature and entryStateEnabled. */
  entryStateEnabled: boolean;
  /** punch_codes feature and punchCodeMode other than 'disabled'. */
  punchCodesEnabled: boolean;
  /** geo feature and geoEnabled. */
  geoEnabled: boolean;
  /** bg_geo feature and bgGeoEnabled. */
  bgGeoEnabled: boolean;
  /** document feature and at least one document allowed per user. */
  documentsEnabled: boolean;
  faceEnabled: boolean;
  customFieldsEnabled: boolean;
  integrationsEnabled: boolean;
  apiEnabled: boolean;
  notificationsEnabled: boolean;
  /** manage_pto counts only while time off is on. */
  canManageTimeOff: boolean;
  /** enableSubmitMissedPunch and edit_punches. */
  canManageMissedPunches: boolean;
  canViewAudit: boolean;
  canEditOrgSettings: boolean;
  canEditWorkers: boolean;
  canViewSensitive: boolean;
  /** Any permission besides setup_clocks. */
  hasConsoleAccess: boolean;
  /** Organization or user belongs to a distributor. */
  isWhiteLabel: boolean;
  /** White-label user who is neither distributor admin nor app admin. */
  isWhiteLabelNonAdmin: boolean;
  hasSudoAccessToAllOrgs: boolean;
  needsSetup: boolean;
  orgReady: boolean;
  isFreeTrial: boolean;
  /** The organization was created by the in-app wizard (originalSubscriptionState in_app). */
  wasInAppSignUp: boolean;
};

export type DerivedFlag = keyof SessionFlags;

/** Computes every derived flag from the session settings and the user profile. */
export function deriveFlags(s: SessionSettings, user: UserProfile): SessionFlags {
  const f = (name: Parameters<typeof hasFeature>[1]) => hasFeature(s.features, name);
  const p = (name: Parameters<typeof hasPermission>[1]) => hasPermission(s.permissions, name);
  const costingEnabled = f('job_costing');
  const enhancedCostingEnabled = costingEnabled && s.costingMode === 'enhanced';
  const payrollEnabled = f('payroll') && s.enabled;
  const timeOffEnabled = f('pto') && s.timeOffEnabled;
  const credentialsEnabled = f('credential') && s.credentialsEnabled;
  const briefingsEnabled = f('briefing') && s.enableBriefings;
  const isWhiteLabel = Boolean(s.distributor) || Boolean(user.distributor);
  return {
    scheduleEnabled: f('schedule') && s.shiftMode !== 'default',
    costingEnabled,
    enhancedCostingEnabled,
    jobCategoryEnabled: enhancedCostingEnabled && f('job_category'),
    payrollEnabled,
    netPayEnabled: payrollEnabled && f('netpay') && s.enableNetPay,
    payRunEnabled: payrollEnabled && f('pay_run') && s.enablePayRun,
    timeOffEnabled,
    timeOffAccrualEnabled: timeOffEnabled && f('time_off_accrual') && s.timeOffAccrualEnabled,
    credentialsEnabled,
    briefingsEnabled,
    healthAndSafetyEnabled: credentialsEnabled || briefingsEnabled,
    disciplineEnabled: f('discipline') && s.disciplineEnabled,
    entryStateEnabled: f('entry_state') && s.entryStateEnabled,
    punchCodesEnabled: f('punch_codes') && s.punchCodeMode !== 'disabled',
    geoEnabled: f('geo') && s.geoEnabled,
    bgGeoEnabled: f('bg_geo') && s.bgGeoEnabled,
    documentsEnabled: f('document') && s.maxDocumentsPerUser > 0,
    faceEnabled: f('face'),
    customFieldsEnabled: f('customfield'),
    integrationsEnabled: f('integration'),
    apiEnabled: f('api'),
    notificationsEnabled: f('notification'),
    canManageTimeOff: timeOffEnabled && p('manage_pto'),
    canManageMissedPunches: s.enableSubmitMissedPunch && p('edit_punches'),
    canViewAudit: p('view_audit'),
    canEditOrgSettings: p('edit_settings'),
    canEditWorkers: p('edit_employees'),
    canViewSensitive: p('access_employee_sensitive'),
    hasConsoleAccess: hasConsoleAccess(s.permissions),
    isWhiteLabel,
    isWhiteLabelNonAdmin: Boolean(user.distributor) && !user.isDistributorAdmin && !user.isAppAdmin,
    hasSudoAccessToAllOrgs: hasSudoAccessToAllOrgs(user),
    needsSetup: needsSetup(s),
    orgReady: isOrgReady(s),
    isFreeTrial: isFreeTrial(s),
    wasInAppSignUp: s.originalSubscriptionState === 'in_app',
  };
}
