import { formatPersonName, type FormatPreferences } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { formatPrefs } from '../../punches/punches.list';

// Workers' names as the organization writes them (Format preferences), for answers and refusals.

export type NamedWorker = { name: string; employeeNumber: string | null; payType: 'hourly' | 'salaried' | null };

export async function workerNames(trx: TenantTx, orgId: number, ids: readonly number[], prefs?: FormatPreferences) {
  const out = new Map<number, NamedWorker>();
  if (ids.length === 0) return out;
  const [rows, formats] = await Promise.all([
    trx
      .selectFrom('employees')
      .select(['id', 'first_name', 'middle_name', 'last_name', 'display_name', 'employee_number', 'pay_type'])
      .where('org_id', '=', orgId)
      .where('id', 'in', [...ids])
      .execute(),
    prefs ?? formatPrefs(trx, orgId),
  ]);
  for (const r of rows) {
    out.set(r.id, {
      name: formatPersonName(
        { firstName: r.first_name, middleName: r.middle_name, lastName: r.last_name, displayName: r.display_name },
        formats,
      ),
      employeeNumber: r.employee_number,
      payType: r.pay_type === 'salaried' ? 'salaried' : r.pay_type === 'hourly' ? 'hourly' : null,
    });
  }
  return out;
}
