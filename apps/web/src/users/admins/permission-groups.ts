import type { Permission } from '@punchline/domain';

/** A permission as the checklist shows it: a short label and, where SPEC section 6 gives one, its
 *  meaning. */
export type PermissionText = { label: string; hint?: string };

export const PERMISSION_TEXT: Record<Permission, PermissionText> = {
  manage_subscription: { label: 'Manage subscription', hint: 'Account owner' },
  edit_org_users: { label: 'Edit administrators' },
  edit_self: { label: 'Edit self', hint: 'Change their own administrator record and approve their own face matches' },
  view_audit: { label: 'View audit', hint: 'Shows audit links and icons' },
  edit_employees: { label: 'Edit workers' },
  access_employee_sensitive: { label: 'Access sensitive employee fields', hint: 'Pay, birth date, national id, address…' },
  edit_punches: { label: 'Edit punches', hint: 'Times' },
  edit_punch_attributes: { label: 'Edit punch attributes' },
  manage_clock_logs: { label: 'Manage clock logs' },
  manage_schedule: { label: 'Manage schedule' },
  manage_pto: { label: 'Manage time off', hint: 'Effective only if time off is enabled' },
  manage_discipline: { label: 'Manage discipline' },
  manage_payroll: { label: 'Manage payroll' },
  view_reports: { label: 'View reports' },
  edit_jobs: { label: 'Edit jobs', hint: 'Costing' },
  edit_settings: { label: 'Edit settings' },
  edit_clocks: { label: 'Edit clocks', hint: 'Devices' },
  setup_clocks: { label: 'Set up clocks', hint: 'Alone, gives no console access' },
};

/** The checklist's sections; every permission is in exactly one. */
export const PERMISSION_GROUPS: readonly { title: string; permissions: readonly Permission[] }[] = [
  { title: 'Account', permissions: ['manage_subscription', 'edit_org_users', 'edit_self', 'view_audit'] },
  { title: 'Workers', permissions: ['edit_employees', 'access_employee_sensitive'] },
  {
    title: 'Time',
    permissions: ['edit_punches', 'edit_punch_attributes', 'manage_clock_logs', 'manage_schedule', 'manage_pto', 'manage_discipline'],
  },
  { title: 'Pay and reports', permissions: ['manage_payroll', 'view_reports', 'edit_jobs'] },
  { title: 'Organization and clocks', permissions: ['edit_settings', 'edit_clocks', 'setup_clocks'] },
];
