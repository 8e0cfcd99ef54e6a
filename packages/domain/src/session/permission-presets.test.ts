import { describe, expect, it } from 'vitest';
import { matchPermissionPreset, PERMISSION_PRESETS, presetPermissions } from './permission-presets';
import { PERMISSIONS } from './permissions';

describe('permission presets', () => {
  it('are distinct sets of known permissions, the owner holding every one', () => {
    const sets = PERMISSION_PRESETS.map((p) => [...p.permissions].sort().join());
    expect(new Set(sets).size).toBe(PERMISSION_PRESETS.length);
    for (const preset of PERMISSION_PRESETS) expect(PERMISSIONS).toEqual(expect.arrayContaining([...preset.permissions]));
    expect([...PERMISSION_PRESETS[0]!.permissions].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('gives only payroll administrators pay and sensitive fields among the narrower presets', () => {
    const holders = (permission: string) =>
      PERMISSION_PRESETS.filter((p) => (p.permissions as readonly string[]).includes(permission)).map((p) => p.key);
    expect(holders('manage_payroll')).toEqual(['owner', 'payroll_admin']);
    expect(holders('access_employee_sensitive')).toEqual(['owner', 'payroll_admin']);
    expect(holders('edit_org_users')).toEqual(['owner']);
  });

  it('recognizes a preset whatever the order, and nothing else', () => {
    expect(matchPermissionPreset(['view_reports', 'manage_schedule', 'edit_punches'])).toBe('supervisor');
    expect(matchPermissionPreset(['edit_clocks', 'setup_clocks', 'setup_clocks'])).toBe('clock_setup');
    expect(matchPermissionPreset([...PERMISSIONS].reverse())).toBe('owner');
    expect(matchPermissionPreset(['view_reports', 'edit_punches'])).toBeNull();
    expect(matchPermissionPreset(['edit_punches', 'manage_schedule', 'view_reports', 'view_audit'])).toBeNull();
    expect(matchPermissionPreset([])).toBeNull();
  });

  it('fills a preset with only what the editor may grant', () => {
    expect(presetPermissions('supervisor', ['view_reports', 'edit_clocks'])).toEqual(['view_reports']);
    const withoutBilling = PERMISSIONS.filter((p) => p !== 'manage_subscription');
    expect(presetPermissions('owner', withoutBilling)).toEqual(withoutBilling);
  });
});
