import { PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { applyPreset, EMPTY_DRAFT, inSpecOrder, permissionSummary, restrictionSummary } from './admin-summary';
import { PERMISSION_GROUPS, PERMISSION_TEXT } from './permission-groups';

describe('administrators screen logic', () => {
  it('groups every permission exactly once, each with a label', () => {
    const grouped = PERMISSION_GROUPS.flatMap((g) => g.permissions);
    expect([...grouped].sort()).toEqual([...PERMISSIONS].sort());
    for (const p of PERMISSIONS) expect(PERMISSION_TEXT[p].label).not.toBe('');
  });

  it('names a preset when the permissions are exactly one, else counts them', () => {
    expect(permissionSummary(['view_reports', 'manage_schedule', 'edit_punches']).text).toBe('Supervisor');
    expect(permissionSummary([...PERMISSIONS]).text).toBe('Owner');
    expect(permissionSummary(['view_reports', 'edit_punches'])).toEqual({ text: '2 permissions', title: 'Edit punches, View reports' });
    expect(permissionSummary(['view_audit']).text).toBe('View audit');
    expect(permissionSummary([]).text).toBe('No permissions');
  });

  it('summarizes restrictions by name, ids the caller cannot see by number', () => {
    const names: Record<string, string> = { 'orgunit:1': 'North', 'label:7': 'Night' };
    const nameOf = (kind: string, id: number) => names[`${kind}:${id}`];
    expect(restrictionSummary(EMPTY_DRAFT, nameOf)).toBe('Not restricted');
    expect(restrictionSummary({ ...EMPTY_DRAFT, allowedOrgUnitIds: [1, 2], allowedLabelIds: [7] }, nameOf)).toBe(
      'Org units: North, #2 · Labels: Night',
    );
  });

  it('fills a preset with what the editor may grant and keeps what they may not change', () => {
    const grantable = ['edit_org_users', 'edit_punches', 'view_reports', 'manage_schedule'];
    expect(applyPreset(['manage_payroll', 'view_reports', 'edit_org_users'], 'supervisor', grantable)).toEqual([
      'edit_punches',
      'manage_payroll',
      'manage_schedule',
      'view_reports',
    ]);
    expect(applyPreset([], 'owner', [...PERMISSIONS])).toEqual([...PERMISSIONS]);
    expect(inSpecOrder(['view_reports', 'manage_subscription'])).toEqual(['manage_subscription', 'view_reports']);
  });
});
