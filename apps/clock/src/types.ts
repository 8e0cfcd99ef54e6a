// The device API's shapes as the clock uses them (docs/device-api.md; the server's
// apps/server/src/devices/device.schemas.ts is the source of truth and the OpenAPI document shows it).

export type Method = 'pin' | 'nfc' | 'qr' | 'face';

/** How the worker at the clock was identified; sent with identify, punches and missed punch requests. */
export type Identification =
  { method: 'pin'; pin: string } | { method: 'qr'; badge: string } | { method: 'nfc'; tag: string } | { method: 'personal' };

export type Worker = { id: number; firstName: string; lastName: string };

export type Formats = {
  dateFormat: 'mdy' | 'dmy' | 'ymd';
  fourDigitYear: boolean;
  dateSeparator: string;
  dayOfWeek: 'afterdate' | 'beforedate' | 'none';
  timeFormat: 12 | 24;
  durationFormat: 'minute' | 'decimal' | 'hundredth';
  zeroDurationBlank: boolean;
  nameFormat: 'lastfirst' | 'firstlast';
  displayMiddleName: 'full' | 'initial' | null;
};

export type PunchCode = { id: number; name: string; type: 'in' | 'out' | 'both' };

export type ClockConfig = {
  organization: { id: number; name: string; timeZone: string };
  device: { id: number; name: string; orgUnit: { id: number; name: string } | null };
  identificationMethods: Method[];
  defaults: {
    photoCapture: boolean;
    offlinePunchingAllowed: boolean;
    punchCodePrompt: boolean;
    costingPrompt: boolean;
    personalClocksAllowed: boolean;
  };
  punchCodeMode: 'disabled' | 'optional' | 'required';
  punchCodes: PunchCode[];
  costing: { enabled: boolean; costingMode: 'basic' | 'enhanced'; jobRequired: boolean };
  geoRules: unknown[];
  enableSubmitMissedPunch: boolean;
  mode: 'kiosk' | 'personal';
  worker: Worker | null;
  formats: Formats;
};

type Mode = 'none' | 'optional' | 'require';
export type CostingOptions = {
  jobs: { id: number; name: string; jobCategoryId: number | null; jobPhaseMode: Mode; costCodeMode: Mode }[];
  jobPhases: { id: number; name: string; jobId: number | null; jobCategoryId: number | null }[];
  costCodes: { id: number; name: string; jobId: number | null; jobPhaseId: number | null }[];
};

/** Where the worker stands: the answer of identify, and of a punch. */
export type WorkerStatus = {
  employee: Worker;
  clockedIn: boolean;
  shiftStartedAt: string | null;
  todaySeconds: number;
  costingOptions?: CostingOptions | null;
};

export type PunchResult = WorkerStatus & {
  punch: { id: number; type: 'in' | 'out'; at: string; flags: string[] };
  /** Against the clock's geo rules; detail says why a G punch is one (shown as is). */
  geo?: { verdict: 'inside' | 'outside' | 'unknown'; detail: string | null } | null;
};

export type Location = { latitude: number; longitude: number; accuracy?: number };
export type Costing = { job: number | null; jobPhase: number | null; costCode: number | null };

/** One punch as sent; kept as is in the offline queue and resent with the same clientId. */
export type PunchSubmission = {
  clientId: string;
  type: 'in' | 'out' | 'auto';
  at: string;
  offline?: boolean;
  identification: Identification;
  location?: Location;
  costing?: Costing;
  punchCodeId?: number;
  photo?: string;
  resolution?: 'clock_out' | 'missed_out';
};

export type Pairing = { token: string; device: { id: number; name: string; orgId: number; orgName: string; timeZone: string } };

/** A shift as published for the worker (device API schedule and open-shifts calls). */
export type ScheduledShift = {
  id: number;
  start: string;
  end: string;
  workDate: string;
  departmentName: string | null;
  orgUnitName: string | null;
  note: string | null;
};

type Span = { start: string; end: string };
export type ScheduleChange = { shiftId: number; kind: 'added' | 'changed' | 'removed'; before: Span | null; after: Span | null };
export type WorkerSchedule = { employee: Worker; shifts: ScheduledShift[]; changes: ScheduleChange[]; through: number };
export type OpenShift = ScheduledShift & { claim: { id: number; status: 'pending' } | null };
export type ClaimResult = { claim: { id: number; shiftId: number; status: 'pending' | 'approved' } };

/** Time off as the worker sees it (device API time-off calls, issue 20). */
export type TimeOffUnit = 'hours' | 'days';
export type WorkerTimeOffCode = {
  id: number;
  name: string;
  unit: TimeOffUnit;
  balance: number | null;
  available: number | null;
  allowNegative: boolean;
};
export type WorkerTimeOffRequest = {
  id: number;
  codeId: number;
  codeName: string;
  startDate: string;
  endDate: string;
  partialMinutes: number | null;
  amount: number;
  unit: TimeOffUnit;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  note: string | null;
  decisionNote: string | null;
};
export type WorkerTimeOff = { employee: Worker; codes: WorkerTimeOffCode[]; requests: WorkerTimeOffRequest[] };
export type TimeOffAsk = { codeId: number; startDate: string; endDate: string; partialMinutes: number | null; note: string | null };
export type TimeOffQuote = {
  days: { date: string; minutes: number; amount: number }[];
  amount: number;
  unit: TimeOffUnit;
  available: number | null;
  left: number | null;
  allowNegative: boolean;
};
