import { maySee, type FieldDef, type SensitiveViewer } from '@punchline/contracts';
import { hasPermission, type SessionSettings } from '@punchline/domain';

/**
 * What the signed-in administrator may see of sensitive fields (SPEC section 6), as the server
 * decides it: sensitive fields with access_employee_sensitive, pay with that and manage_payroll,
 * and the organization's employeeSensitiveFields made sensitive too.
 */
export function viewerOf(session: Pick<SessionSettings, 'permissions' | 'employeeSensitiveFields'>): SensitiveViewer {
  const sensitive = hasPermission(session.permissions, 'access_employee_sensitive');
  return {
    sensitive,
    pay: sensitive && hasPermission(session.permissions, 'manage_payroll'),
    configured: session.employeeSensitiveFields ?? [],
  };
}

/** A column filter for defaultColumns: the fields this viewer may see. */
export const visibleTo =
  (viewer: SensitiveViewer) =>
  (name: string, field: FieldDef): boolean =>
    maySee(name, field, viewer);
