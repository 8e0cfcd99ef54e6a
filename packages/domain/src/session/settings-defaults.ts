import { DEFAULT_CONSOLE_NAME } from '../constants';
import type { SessionSettings } from './settings';

/**
 * Defaults for every session field. Values the spec gives are marked; the rest are our
 * choice: the least-privileged, feature-off value, so a missing field never opens a gate.
 */
export const DEFAULT_SESSION_SETTINGS: SessionSettings = {
  organizationId: 0,
  organizationName: '',
  organizationActive: false,
  orgUserId: 0,
  avatar: null,
  permissions: [],
  features: [],
  maxDevices: 0,
  maxUsers: 0,
  maxUsersIsWorkersOnly: false,
  activeDevices: 0,
  activeUsers: 0,
  activeWorkers: 0,
  adminPersonalDeviceModeAllowed: false,
  timezone: 'UTC',
  subscriptionState: 'trial',
  originalSubscriptionState: null,
  expireDate: null,
  billingCustomerId: null,
  punchCodeMode: 'disabled',
  costingMode: 'basic',
  jobRequired: false,
  canRestrictJobAccessByUser: false,
  requireJobAccess: false,
  adminAllowLabels: false,
  geoEnabled: false,
  bgGeoEnabled: false,
  nfcTagEnabled: false,
  qrCodeEnabled: false,
  enableSubmitMissedPunch: false,
  enabled: false,
  enableNetPay: false,
  enablePayRun: false,
  usePayClass: false,
  applyShiftOverlapTo: 'start',
  payrollId: null,
  payPeriodType: 'week',
  payPeriodStarts: 1,
  timeOffEnabled: false,
  timeOffAccrualEnabled: false,
  trackAccruals: false,
  shiftMode: 'default',
  workShift: false,
  shiftStartsAt: '00:00',
  maxShift: 16,
  openShiftType: 'firstIn',
  openShiftStartsAt: null,
  openShiftMaxDuration: 16,
  maxExtendShiftEarly: 0,
  maxExtendShiftLate: 0,
  daysOfWeek: [2, 3, 4, 5, 6],
  fullDayDuration: 480, // spec
  authDomain: null,
  requiredFields: [],
  employeeSensitiveFields: [],
  employeeSensitiveCanCreateFields: [],
  employeeSensitiveCanDelete: false,
  employeeSensitivePayClassReadOnly: true, // spec
  pinLengthMin: 12, // spec (employee defaults), "as read"
  pinLengthMax: 0, // spec (employee defaults), "as read": 0 means no maximum
  credentialsEnabled: false,
  maxDocumentsPerUser: 10,
  maxDocumentFileSize: 2_000_000, // spec
  enableBriefings: false,
  disciplineEnabled: false,
  entryStateEnabled: false,
  entryStateExportPrompt: false,
  scheduledReportMaxAdditionalRecipients: 5, // spec
  distributor: null,
  consoleName: DEFAULT_CONSOLE_NAME,
  contactSuppressions: [],
};

/** Fills every missing field of a partial settings object with its default. */
export function createSessionSettings(partial: Partial<SessionSettings> = {}): SessionSettings {
  return { ...DEFAULT_SESSION_SETTINGS, ...partial };
}

/**
 * Reads settings from an untyped object (a response body): each field is taken when its
 * type matches the default's, otherwise the default stays. Unknown keys are dropped.
 */
export function sessionSettingsFrom(raw: Record<string, unknown>): SessionSettings {
  const out: Record<string, unknown> = { ...DEFAULT_SESSION_SETTINGS };
  for (const [key, fallback] of Object.entries(DEFAULT_SESSION_SETTINGS)) {
    const value = raw[key];
    if (value !== undefined && sameShape(value, fallback, NULLABLE.has(key))) out[key] = value;
  }
  return out as SessionSettings;
}

// Fields whose default is not null but which the server may send as null.
const NULLABLE = new Set(['orgUserId']);

function sameShape(value: unknown, fallback: unknown, nullable: boolean): boolean {
  if (value === null) return fallback === null || nullable;
  if (Array.isArray(fallback)) return Array.isArray(value);
  // A null default (e.g. expireDate, distributor) accepts a string.
  if (fallback === null) return typeof value === 'string';
  return typeof value === typeof fallback;
}
