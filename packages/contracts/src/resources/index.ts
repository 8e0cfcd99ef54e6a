export * from './define';
export * from './normalize';
export * from './validate';
export * from './schemas';
export * from './filters';
export * from './route-contract';
export * from './collection-extras';
export * from './field-messages';
export * from './audit';
export * from './bulk-import';
export * from './departments';
export * from './labels';
export * from './orgunits';
export * from './customfields';
export * from './integration-templates';
export * from './org-defaults';
export * from './formats';
export * from './registry';
export * from './employees';
export * from './employee-defaults';
export * from './employee-pay-rates';
// Time rules (issue 15).
export * from './pay-codes';
export * from './pay-classes';
export * from './pay-rules';
export * from './rounding-rules';
export * from './break-rules';
export * from './shift-classes';
export * from './punch-codes';
export * from './entry-states';
export * from './shift-defaults';
export * from './payroll-defaults';
// Job costing (issue 15).
export * from './costing-refs';
export * from './job-categories';
export * from './jobs';
export * from './job-phases';
export * from './cost-codes';
export * from './costing-defaults';
export * from './choice-labels';
export * from './clock-logs';
// Devices and geo rules (issue 16).
export * from './clock-defaults';
export * from './devices';
export * from './geo-rules';
export * from './punches';
// Schedules (issue 19).
export * from './teams';
export * from './schedule-templates';
export * from './recurring-schedules';
export * from './unavailability';
// Time off (issue 20).
export * from './time-off-codes';
export * from './time-off-defaults';
export * from './time-off-policies';
export * from './time-off-requests';
// Net pay (issue 33).
export * from './netpay-adjustment-codes';
export * from './netpay-adjustments';
export * from './statutory-deductions';
// Attendance discipline (issue 34).
export * from './discipline-settings';
export * from './discipline-types';
export * from './discipline-policies';
// Credentials and documents (issue 35).
export * from './credential-settings';
export * from './credential-types';
export * from './credential-policies';
export * from './employee-credentials';
// Health and safety (issue 35).
export * from './health-questionnaires';
// Briefings (issue 35).
export * from './briefing-settings';
export * from './briefing-types';
