import {
  clockDefaultsSettings,
  costingDefaultsSettings,
  formatsSettings,
  OFFLINE_PUNCH_MAX_DAYS_DEFAULT,
  payrollDefaultsSettings,
} from '@punchline/contracts';
import { DEFAULT_SESSION_SETTINGS, hasFeature, isFeature, type Feature, type FormatPreferences } from '@punchline/domain';
import { periodContextFrom, type PeriodContext } from '../punches/punch-periods';
import type { TenantTx } from '../db/tenant';
import { getSettingsMany } from '../resources/settings.service';
import type { DeviceCaller } from './device-auth';
import { methodsOf, type IdentificationMethod } from './identification-methods';

// What decides how a clock behaves, read once per call: the organization's switches (the same
// stored settings the console's session reads), its features, the clock defaults of Settings →
// Devices and the costing defaults. Features gate as they do in the console (domain session flags).

export type ClockDefaults = {
  identificationMethods: IdentificationMethod[];
  photoCapture: boolean;
  faceMatchThreshold: number;
  offlinePunchingAllowed: boolean;
  /** How many days old a punch's clock time may be when it arrives (device-time-window.ts). */
  offlinePunchMaxDays: number;
  punchCodePrompt: boolean;
  costingPrompt: boolean;
  /** Workers' own phones may be their clocks (devices with a worker). */
  personalClocksAllowed: boolean;
};

export type ClockSetup = {
  orgName: string;
  /** The device's zone, else the organization's. */
  timeZone: string;
  features: Feature[];
  defaults: ClockDefaults;
  /** The device's own list, else the defaults'. */
  identificationMethods: IdentificationMethod[];
  /** 'disabled' too when the plan has no punch codes. */
  punchCodeMode: 'disabled' | 'optional' | 'required';
  /** Job costing is part of the plan: selections are validated and kept. */
  costingOn: boolean;
  costingMode: 'basic' | 'enhanced';
  jobRequired: boolean;
  enableSubmitMissedPunch: boolean;
  /** The organization's zone and pay periods: which period a punch falls in (the lock check). */
  periods: PeriodContext;
  /** How the clock shows names, times and durations. */
  formats: FormatPreferences;
};

export async function loadClockSetup(trx: TenantTx, device: DeviceCaller): Promise<ClockSetup> {
  // One statement: the organization and the four settings records a clock's call goes by.
  const {
    org,
    records: [clock, costing, payroll, formats],
  } = await getSettingsMany(trx, [clockDefaultsSettings, costingDefaultsSettings, payrollDefaultsSettings, formatsSettings], device.orgId);
  const settings = { ...DEFAULT_SESSION_SETTINGS, ...((org.settings ?? {}) as Record<string, unknown>) };
  const features = org.features.filter(isFeature);
  // A clock is never offered face identification the plan does not include (identify refuses it too).
  const offered = (methods: IdentificationMethod[]) => methods.filter((m) => m !== 'face' || hasFeature(features, 'face'));
  const defaults: ClockDefaults = {
    identificationMethods: offered(methodsOf(clock.identificationMethods)),
    photoCapture: Boolean(clock.photoCapture),
    faceMatchThreshold: Number(clock.faceMatchThreshold),
    offlinePunchingAllowed: Boolean(clock.offlinePunchingAllowed),
    offlinePunchMaxDays: Number(clock.offlinePunchMaxDays ?? OFFLINE_PUNCH_MAX_DAYS_DEFAULT),
    punchCodePrompt: Boolean(clock.punchCodePrompt),
    costingPrompt: Boolean(clock.costingPrompt),
    personalClocksAllowed: Boolean(clock.personalClocksAllowed),
  };
  const mode = settings.punchCodeMode;
  return {
    orgName: org.name,
    timeZone: device.timeZone ?? org.timezone,
    features,
    defaults,
    identificationMethods: device.identificationMethods ? offered(methodsOf(device.identificationMethods)) : defaults.identificationMethods,
    punchCodeMode: hasFeature(features, 'punch_codes') && (mode === 'optional' || mode === 'required') ? mode : 'disabled',
    costingOn: hasFeature(features, 'job_costing'),
    costingMode: costing.costingMode === 'enhanced' ? 'enhanced' : 'basic',
    jobRequired: Boolean(costing.jobRequired),
    enableSubmitMissedPunch: Boolean(settings.enableSubmitMissedPunch),
    periods: periodContextFrom(org.timezone, payroll),
    formats: formats as unknown as FormatPreferences,
  };
}
