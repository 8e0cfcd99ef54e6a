import type { Feature } from '@punchline/domain';

/** How the sudo area names each feature (SPEC section 6 lists them by key only). A Record over
 *  every Feature: a feature added to the domain cannot be left without a name here. */
export const FEATURE_LABELS: Record<Feature, string> = {
  credential: 'Credentials',
  document: 'Documents',
  entry_state: 'Entry states',
  integration: 'Integrations',
  notification: 'Notifications',
  schedule: 'Scheduling',
  netpay: 'Net pay',
  pay_run: 'Pay runs',
  payroll: 'Payroll',
  pto: 'Time off',
  time_off_accrual: 'Time off accruals',
  job_costing: 'Job costing',
  job_category: 'Job categories',
  punch_codes: 'Punch codes',
  briefing: 'Briefings',
  bg_geo: 'Background location',
  customfield: 'Custom fields',
  face: 'Face recognition',
  geo: 'Location (geo)',
  discipline: 'Discipline',
  api: 'API access',
};
