/** Feature gates an organization's plan can switch on (SPEC section 6). */
export const FEATURES = [
  'credential',
  'document',
  'entry_state',
  'integration',
  'notification',
  'schedule',
  'netpay',
  'pay_run',
  'payroll',
  'pto',
  'time_off_accrual',
  'job_costing',
  'job_category',
  'punch_codes',
  'briefing',
  'bg_geo',
  'customfield',
  'face',
  'geo',
  'discipline',
  'api',
] as const;

export type Feature = (typeof FEATURES)[number];

/** Type guard for strings arriving from the wire. */
export function isFeature(value: string): value is Feature {
  return (FEATURES as readonly string[]).includes(value);
}

/** True when the organization's feature list contains `feature`. */
export function hasFeature(features: readonly string[], feature: Feature): boolean {
  return features.includes(feature);
}
