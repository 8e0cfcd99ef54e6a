import type { OrgUser } from '@punchline/contracts';
import { matchPermissionPreset, PERMISSION_PRESETS, PERMISSIONS, presetPermissions, type PermissionPresetKey } from '@punchline/domain';
import { PERMISSION_TEXT } from './permission-groups';

/** What the invite and edit forms change: permissions and the label restrictions (jobs too). */
export type AdminDraft = Pick<OrgUser, 'permissions' | 'allowedOrgUnitIds' | 'allowedDepartmentIds' | 'allowedLabelIds' | 'allowedJobIds'>;

export const EMPTY_DRAFT: AdminDraft = {
  permissions: [],
  allowedOrgUnitIds: [],
  allowedDepartmentIds: [],
  allowedLabelIds: [],
  allowedJobIds: [],
};

export const draftOf = (u: OrgUser): AdminDraft => ({
  permissions: u.permissions,
  allowedOrgUnitIds: u.allowedOrgUnitIds,
  allowedDepartmentIds: u.allowedDepartmentIds,
  allowedLabelIds: u.allowedLabelIds,
  allowedJobIds: u.allowedJobIds,
});

/** Permissions in the order of SPEC section 6 (so saves and the audit trail read alike). */
export const inSpecOrder = (permissions: readonly string[]): string[] => PERMISSIONS.filter((p) => permissions.includes(p));

const labelOf = (p: string) => PERMISSION_TEXT[p as keyof typeof PERMISSION_TEXT]?.label ?? p;

/** The list's permissions cell: the preset's name when the set is exactly one, else a count; the
 *  title lists them all. */
export function permissionSummary(permissions: readonly string[]): { text: string; title: string } {
  const title = inSpecOrder(permissions).map(labelOf).join(', ');
  if (permissions.length === 0) return { text: 'No permissions', title: '' };
  const preset = PERMISSION_PRESETS.find((p) => p.key === matchPermissionPreset(permissions));
  if (preset) return { text: preset.label, title };
  return { text: permissions.length === 1 ? labelOf(permissions[0]!) : `${permissions.length} permissions`, title };
}

type NameOf = (kind: string, id: number) => string | undefined;

/** The list's restrictions cell: 'Not restricted', or what each limited dimension allows. A name
 *  the caller cannot see (outside their own restrictions) shows as its id. */
export function restrictionSummary(u: AdminDraft, nameOf: NameOf): string {
  const parts: [string, string, number[]][] = [
    ['Org units', 'orgunit', u.allowedOrgUnitIds],
    ['Departments', 'department', u.allowedDepartmentIds],
    ['Labels', 'label', u.allowedLabelIds],
    ['Jobs', 'job', u.allowedJobIds],
  ];
  const limited = parts.filter(([, , ids]) => ids.length > 0);
  if (limited.length === 0) return 'Not restricted';
  return limited.map(([title, kind, ids]) => `${title}: ${ids.map((id) => nameOf(kind, id) ?? `#${id}`).join(', ')}`).join(' · ');
}

/**
 * The checklist after choosing a preset: the preset's permissions the editor may grant, plus those
 * the editor cannot change (held by the administrator but not by the editor) which stay as they are.
 */
export function applyPreset(current: readonly string[], key: PermissionPresetKey, grantable: readonly string[]): string[] {
  const untouchable = current.filter((p) => !grantable.includes(p));
  return inSpecOrder([...untouchable, ...presetPermissions(key, grantable)]);
}
