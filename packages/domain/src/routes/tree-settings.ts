import { hasInvoices, isPartnerAdmin, notWhiteLabelNorApp, r } from './spec-helpers';

/** Settings area (SPEC section 2). */
export const SETTINGS = r('settings', 'Settings', {
  requiredFlags: ['hasConsoleAccess'],
  children: [
    r('attendance', 'Attendance', {
      requiredFeatures: ['discipline'],
      requiredPermissions: ['edit_settings'],
      children: [
        // Defaults is where discipline gets switched on, so it needs only the feature.
        r('defaults', 'Defaults', { implemented: true }),
        r('policies/{view?}', 'Policies', { requiredFlags: ['disciplineEnabled'], implemented: true }),
        r('custom-infraction-types', 'Custom Infraction Types', { requiredFlags: ['disciplineEnabled'], implemented: true }),
        r('event-types', 'Event Types', { requiredFlags: ['disciplineEnabled'], implemented: true }),
      ],
    }),
    r('billing', 'Billing', {
      requiredPermissions: ['manage_subscription'],
      rule: notWhiteLabelNorApp,
      children: [
        // An inactive organization is sent here to pay, so billing must work while inactive.
        r('subscription/{view?}', 'Subscription', { needsActiveOrg: false, implemented: true }),
        r('invoices', 'Invoices', { needsActiveOrg: false, rule: hasInvoices, implemented: true }),
      ],
    }),
    r('costing', 'Costing', {
      requiredFeatures: ['job_costing'],
      children: [
        r('defaults', 'Defaults', { requiredPermissions: ['edit_settings'], implemented: true }),
        r('jobs/{view?}', 'Jobs', { requiredPermissions: ['edit_jobs'], implemented: true }),
        r('jobCategories', 'Job Categories', {
          requiredPermissions: ['edit_jobs'],
          requiredFlags: ['jobCategoryEnabled'],
          implemented: true,
        }),
        r('job-phases/{view?}', 'Job Phases', {
          requiredPermissions: ['edit_jobs'],
          requiredFlags: ['enhancedCostingEnabled'],
          implemented: true,
        }),
        r('cost-codes/{view?}', 'Cost Codes', {
          requiredPermissions: ['edit_jobs'],
          requiredFlags: ['enhancedCostingEnabled'],
          implemented: true,
        }),
      ],
    }),
    r('devices', 'Devices', {
      requiredPermissions: ['edit_clocks'],
      children: [
        r('list/{view?}', 'Devices', { implemented: true }),
        r('georules/{view?}', 'Geo Rules', { requiredFeatures: ['geo'], implemented: true }),
        r('defaults/{view?}', 'Defaults', { implemented: true }),
      ],
    }),
    r('integrations', 'Integrations', {
      requiredFeatures: ['integration'],
      requiredPermissions: ['edit_settings'],
      children: [
        r('apiKeys', 'API Keys', { requiredFeatures: ['api'], implemented: true }),
        r('connections', 'Connections', { implemented: true }),
        r('templates/{view?}', 'Templates', { implemented: true }),
      ],
    }),
    r('organization', 'Organization', {
      requiredPermissions: ['edit_settings'],
      children: [
        r('defaults', 'Defaults', { implemented: true }),
        r('formats', 'Formats', { implemented: true }),
        r('customfields/{view?}', 'Custom Fields', { requiredFeatures: ['customfield'], implemented: true }),
        r('departments/{view?}', 'Departments', { implemented: true }),
        r('labels/{view?}', 'Labels', { implemented: true }),
        r('orgunits/{view?}', 'Org Units', { implemented: true }),
      ],
    }),
    r('payroll', 'Payroll', {
      requiredFeatures: ['payroll'],
      requiredPermissions: ['manage_payroll'],
      children: [
        // Defaults is where payroll gets switched on (`enabled`), so it needs only the feature.
        r('defaults', 'Defaults', { implemented: true }),
        r('classes/{view?}', 'Pay Classes', { requiredFlags: ['payrollEnabled'], implemented: true }),
        r('payCodes', 'Pay Codes', { requiredFlags: ['payrollEnabled'], implemented: true }),
        r('rules', 'Pay Rules', { requiredFlags: ['payrollEnabled'], implemented: true }),
        r('netpay/adjustment-codes', 'Adjustment Codes', { requiredFlags: ['netPayEnabled'], implemented: true }),
        r('netpay/statutory-deductions/{view?}', 'Statutory Deductions', { requiredFlags: ['netPayEnabled'], implemented: true }),
      ],
    }),
    r('punches', 'Punches', {
      requiredPermissions: ['edit_settings'],
      children: [
        r('states', 'Entry States', { requiredFeatures: ['entry_state'], implemented: true }),
        // The codes screen switches punchCodeMode, so it must open while codes are disabled.
        r('codes', 'Punch Codes', { requiredFeatures: ['punch_codes'], implemented: true }),
      ],
    }),
    r('shifts', 'Shifts', {
      requiredPermissions: ['edit_settings'],
      children: [
        r('defaults', 'Defaults', { implemented: true }),
        r('classes/{view?}', 'Shift Classes', { implemented: true }),
        r('breaks/{view?}', 'Breaks', { implemented: true }),
        r('roundingRules', 'Rounding Rules', { implemented: true }),
      ],
    }),
    r('timeoff', 'Time Off', {
      requiredFeatures: ['pto'],
      requiredPermissions: ['edit_settings'],
      children: [
        r('defaults', 'Defaults', { implemented: true }),
        r('codes', 'Codes', { requiredFlags: ['timeOffEnabled'], implemented: true }),
        r('policies', 'Policies', { requiredFlags: ['timeOffEnabled'], implemented: true }),
      ],
    }),
    r('users', 'Users', {
      children: [
        // Workers, and administrators on a second tab for holders of edit_org_users.
        r('list/{view?}', 'Users', { requiredPermissions: ['edit_employees'], implemented: true }),
        r('defaults/{view?}', 'Employee Defaults', { requiredPermissions: ['edit_settings'], implemented: true }),
        r('health-safety/{view?}', 'Health & Safety', {
          requiredPermissions: ['edit_employees'],
          requiredFlags: ['healthAndSafetyEnabled'],
          implemented: true,
        }),
        // Credentials (issue 35): switched on in Credential Defaults, so that screen needs only the feature.
        r('credential-defaults', 'Credential Defaults', {
          requiredFeatures: ['credential'],
          requiredPermissions: ['edit_settings'],
          implemented: true,
        }),
        r('credential-types/{view?}', 'Credential Types', {
          requiredPermissions: ['edit_settings'],
          requiredFlags: ['credentialsEnabled'],
          implemented: true,
        }),
        r('credential-policies/{view?}', 'Credential Policies', {
          requiredPermissions: ['edit_settings'],
          requiredFlags: ['credentialsEnabled'],
          implemented: true,
        }),
        // Briefings (issue 35): switched on in Briefing Defaults, so that screen needs only the feature.
        r('briefing-defaults', 'Briefing Defaults', {
          requiredFeatures: ['briefing'],
          requiredPermissions: ['edit_settings'],
          implemented: true,
        }),
        r('briefing-types/{view?}', 'Briefing Types', {
          requiredPermissions: ['edit_settings'],
          requiredFlags: ['briefingsEnabled'],
          implemented: true,
        }),
      ],
    }),
    r('partner', 'Partner', { rule: isPartnerAdmin, implemented: true }),
  ],
});
