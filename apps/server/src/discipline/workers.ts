import { formatPersonName, type FormatPreferences } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import type { ScopedWorker } from './policies';

// The workers discipline reads: their names in the organization's format and what policies are
// scoped by. A restricted administrator's row-level security keeps the others out.

export type DisciplineWorker = ScopedWorker & { name: string; active: boolean; userId: number | null };

export async function disciplineWorkers(
  trx: TenantTx,
  orgId: number,
  prefs: FormatPreferences,
  filter: { employeeIds?: readonly number[]; activeOnly?: boolean } = {},
): Promise<DisciplineWorker[]> {
  let query = trx
    .selectFrom('employees')
    .select([
      'id',
      'first_name',
      'middle_name',
      'last_name',
      'display_name',
      'department_id',
      'org_unit_id',
      'label_ids',
      'active',
      'user_id',
    ])
    .where('org_id', '=', orgId)
    .where('is_worker', '=', true);
  if (filter.employeeIds) query = query.where('id', 'in', filter.employeeIds.length > 0 ? [...filter.employeeIds] : [0]);
  if (filter.activeOnly) query = query.where('active', '=', true);
  const rows = await query.execute();
  return rows
    .map((r) => ({
      id: r.id,
      name: formatPersonName(
        { firstName: r.first_name, middleName: r.middle_name, lastName: r.last_name, displayName: r.display_name },
        prefs,
      ),
      departmentId: r.department_id,
      orgUnitId: r.org_unit_id,
      labelIds: Array.isArray(r.label_ids) ? (r.label_ids as unknown[]).map(Number) : [],
      active: r.active,
      userId: r.user_id,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
