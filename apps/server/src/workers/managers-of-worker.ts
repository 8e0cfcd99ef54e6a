import type { Permission } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

/**
 * The accepted administrators holding `permission` whose label restrictions let them see the
 * worker: who is told of something about that worker (an attendance event, an expiring credential).
 */
export async function managersOfWorker(trx: TenantTx, orgId: number, employeeId: number, permission: Permission) {
  const { rows } = await sql<{ id: number; user_id: number }>`
    select ou.id::int as id, ou.user_id::int as user_id from org_users ou join employees e on e.org_id = ou.org_id and e.id = ${employeeId}
     where ou.org_id = ${orgId} and ou.accepted and ${permission} = any(ou.permissions)
       and (cardinality(ou.allowed_org_unit_ids) = 0 or e.org_unit_id = any(ou.allowed_org_unit_ids))
       and (cardinality(ou.allowed_department_ids) = 0 or e.department_id = any(ou.allowed_department_ids))
       and (cardinality(ou.allowed_label_ids) = 0 or exists (select 1 from jsonb_array_elements_text(e.label_ids) x where x::bigint = any(ou.allowed_label_ids)))`.execute(
    trx,
  );
  return rows;
}
