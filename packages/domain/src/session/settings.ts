/** Subscription states the spec names; the server may send others, which count as paid. */
export type KnownSubscriptionState = 'in_app' | 'trial' | 'expired' | 'past_due' | 'active';
// `string & {}` keeps editor completion for the known values while accepting others.
export type SubscriptionState = KnownSubscriptionState | (string & {});

export type PayPeriodType = 'week' | 'biweek' | 'semimonth' | 'month';

/** Session and organization settings (SPEC section 3), as `GET orgs/{orgId}/session` returns them. */
export type SessionSettings = {
  organizationId: number;
  organizationName: string;
  organizationActive: boolean;
  /** Null for a sudo user acting in an organization they do not belong to. */
  orgUserId: number | null;
  avatar: string | null;
  /** Permission names (see PERMISSIONS); strings so the wire shape needs no narrowing. */
  permissions: readonly string[];
  /** Feature names (see FEATURES). */
  features: readonly string[];
  maxDevices: number;
  maxUsers: number;
  maxUsersIsWorkersOnly: boolean;
  activeDevices: number;
  activeUsers: number;
  activeWorkers: number;
  adminPersonalDeviceModeAllowed: boolean;
  /** IANA zone of the organization, e.g. 'America/Chicago'. */
  timezone: string;
  subscriptionState: SubscriptionState;
  /** The state at sign-up; 'in_app' marks an organization created by the in-app wizard. */
  originalSubscriptionState: SubscriptionState | null;
  /** ISO date (or date-time) the trial or subscription ends. */
  expireDate: string | null;
  billingCustomerId: string | null;
  /** 'disabled' or a mode that turns punch codes on. */
  punchCodeMode: string;
  /** 'enhanced' turns on categories, phases and cost codes; anything else is basic. */
  costingMode: string;
  jobRequired: boolean;
  canRestrictJobAccessByUser: boolean;
  requireJobAccess: boolean;
  adminAllowLabels: boolean;
  geoEnabled: boolean;
  bgGeoEnabled: boolean;
  nfcTagEnabled: boolean;
  qrCodeEnabled: boolean;
  enableSubmitMissedPunch: boolean;
  /** Payroll switched on in payroll defaults (the payroll feature must be on too). */
  enabled: boolean;
  enableNetPay: boolean;
  enablePayRun: boolean;
  usePayClass: boolean;
  applyShiftOverlapTo: string;
  payrollId: string | null;
  payPeriodType: PayPeriodType | (string & {});
  payPeriodStarts: number;
  timeOffEnabled: boolean;
  timeOffAccrualEnabled: boolean;
  trackAccruals: boolean;
  /** 'default' means no schedules; any other mode turns scheduling on. */
  shiftMode: string;
  workShift: boolean;
  /** Local time 'HH:MM' a work day starts at. */
  shiftStartsAt: string;
  /** Hours. */
  maxShift: number;
  openShiftType: string;
  openShiftStartsAt: string | null;
  /** Hours. */
  openShiftMaxDuration: number;
  /** Minutes. */
  maxExtendShiftEarly: number;
  /** Minutes. */
  maxExtendShiftLate: number;
  /** Work days, Sunday = 1 through Saturday = 7 (the spec's weekly convention). */
  daysOfWeek: readonly number[];
  /** Minutes. */
  fullDayDuration: number;
  authDomain: string | null;
  requiredFields: readonly string[];
  employeeSensitiveFields: readonly string[];
  employeeSensitiveCanCreateFields: readonly string[];
  employeeSensitiveCanDelete: boolean;
  employeeSensitivePayClassReadOnly: boolean;
  pinLengthMin: number;
  pinLengthMax: number;
  credentialsEnabled: boolean;
  maxDocumentsPerUser: number;
  /** Bytes. */
  maxDocumentFileSize: number;
  enableBriefings: boolean;
  disciplineEnabled: boolean;
  entryStateEnabled: boolean;
  entryStateExportPrompt: boolean;
  scheduledReportMaxAdditionalRecipients: number;
  /** Distributor name; set means the organization is white-labelled. */
  distributor: string | null;
  /** Not in the spec's list: the console name to show (the distributor's when white-labelled). */
  consoleName: string;
  contactSuppressions: readonly string[];
};
