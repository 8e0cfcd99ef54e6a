/** Every permission an organization user can hold (SPEC section 6, exact names). */
export const PERMISSIONS = [
  'manage_subscription',
  'access_employee_sensitive',
  'edit_org_users',
  'edit_jobs',
  'edit_self',
  'edit_clocks',
  'edit_employees',
  'edit_settings',
  'edit_punches',
  'edit_punch_attributes',
  'manage_clock_logs',
  'manage_payroll',
  'manage_pto',
  'manage_discipline',
  'manage_schedule',
  'view_reports',
  'view_audit',
  'setup_clocks',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Type guard for strings arriving from the wire. */
export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** True when the permission list contains `permission`. */
export function hasPermission(permissions: readonly string[], permission: Permission): boolean {
  return permissions.includes(permission);
}

/**
 * Console access: any permission other than setup_clocks. A setup_clocks-only user
 * (or one with no permissions at all) only sees the dashboard's No Access panel.
 */
export function hasConsoleAccess(permissions: readonly string[]): boolean {
  return permissions.some((p) => p !== 'setup_clocks' && isPermission(p));
}
