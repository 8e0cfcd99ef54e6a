import { PERMISSIONS, type Permission } from './permissions';

/**
 * Starting points for an administrator's permission checklist (issue 14). A preset only fills the
 * checklist: what is stored is the list of permissions, so a preset never changes meaning later.
 */
export type PermissionPreset = {
  key: PermissionPresetKey;
  label: string;
  /** One line for the console: who the preset is for. */
  description: string;
  permissions: readonly Permission[];
};

export type PermissionPresetKey = 'owner' | 'payroll_admin' | 'manager' | 'supervisor' | 'clock_setup';

/** The presets, broadest first. */
export const PERMISSION_PRESETS: readonly PermissionPreset[] = [
  {
    key: 'owner',
    label: 'Owner',
    description: 'Everything, including the subscription and the other administrators.',
    permissions: PERMISSIONS,
  },
  {
    key: 'payroll_admin',
    label: 'Payroll administrator',
    description: 'Closes pay periods: times, time off, pay, sensitive worker fields, reports and the audit trail.',
    permissions: [
      'access_employee_sensitive',
      'edit_employees',
      'edit_punches',
      'edit_punch_attributes',
      'manage_payroll',
      'manage_pto',
      'view_reports',
      'view_audit',
    ],
  },
  {
    key: 'manager',
    label: 'Manager',
    description: 'Runs a team: workers, times, clock logs, time off, schedules and reports, without pay.',
    permissions: [
      'edit_employees',
      'edit_punches',
      'edit_punch_attributes',
      'manage_clock_logs',
      'manage_pto',
      'manage_schedule',
      'view_reports',
    ],
  },
  {
    key: 'supervisor',
    label: 'Supervisor',
    description: 'Fixes times, keeps the schedule and reads reports.',
    permissions: ['edit_punches', 'manage_schedule', 'view_reports'],
  },
  {
    key: 'clock_setup',
    label: 'Clock setup',
    description: 'Installs and configures time clocks; no other console access.',
    permissions: ['setup_clocks', 'edit_clocks'],
  },
];

/** The preset whose permissions are exactly these (any order, duplicates ignored), else null. */
export function matchPermissionPreset(permissions: readonly string[]): PermissionPresetKey | null {
  const held = new Set(permissions);
  const preset = PERMISSION_PRESETS.find((p) => p.permissions.length === held.size && p.permissions.every((x) => held.has(x)));
  return preset?.key ?? null;
}

/**
 * A preset's permissions limited to those the editor may grant (their own): an administrator
 * without manage_subscription choosing Owner gets everything else.
 * Example: presetPermissions('supervisor', ['view_reports']) → ['view_reports'].
 */
export function presetPermissions(key: PermissionPresetKey, grantable: readonly string[]): Permission[] {
  const preset = PERMISSION_PRESETS.find((p) => p.key === key);
  return (preset?.permissions ?? []).filter((p) => grantable.includes(p));
}
