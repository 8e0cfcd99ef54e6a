import type { MessageAudience } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';

// Who a message reaches. Workers are read through the tenant transaction, so a restricted
// administrator (or a scheduled send run within the sender's restrictions) addresses only the
// workers their label restrictions let them see: an id outside them reads as not existing.

export const NOT_VALID = 'This selection is not valid.';
export const NO_ONE = 'Choose at least one worker, team, department, org unit, label or administrator.';

/** One resolved recipient: a worker (with their account when they have one) or an administrator. */
export type Addressee = { employeeId: number | null; orgUserId: number | null; userId: number | null; name: string; email: string | null };

const TABLES = {
  employeeIds: 'employees',
  teamIds: 'teams',
  departmentIds: 'departments',
  orgUnitIds: 'org_units',
  labelIds: 'labels',
  adminIds: 'org_users',
} as const;

/** 400 with the field of every list naming an id the caller cannot see (or the empty audience). */
export async function checkAudience(trx: TenantTx, orgId: number, audience: MessageAudience): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [field, table] of Object.entries(TABLES) as [keyof MessageAudience, string][]) {
    const ids = [...new Set(audience[field])];
    if (ids.length === 0) continue;
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}
      where org_id = ${orgId} and id = any(${ids}::bigint[])`.execute(trx);
    if (Number(rows[0]!.n) !== ids.length) errors[field] = [NOT_VALID];
  }
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  if (Object.values(audience).every((ids) => ids.length === 0)) throw ApiError.fields({ nonFieldErrors: [NO_ONE] });
}

/** The active workers and the administrators the audience names at this moment, each once. */
export async function resolveAudience(trx: TenantTx, orgId: number, a: MessageAudience): Promise<Addressee[]> {
  const { rows: workers } = await sql<{ id: number; user_id: number | null; name: string; email: string | null }>`
    select e.id::int as id, e.user_id::int as user_id, e.first_name || ' ' || e.last_name as name, u.email
      from employees e left join users u on u.id = e.user_id
     where e.org_id = ${orgId} and e.active and e.is_worker and (
           e.id = any(${a.employeeIds}::bigint[])
        or e.department_id = any(${a.departmentIds}::bigint[])
        or e.org_unit_id = any(${a.orgUnitIds}::bigint[])
        or exists (select 1 from jsonb_array_elements_text(e.label_ids) l(v) where l.v::bigint = any(${a.labelIds}::bigint[]))
        or exists (select 1 from teams t where t.org_id = ${orgId} and t.id = any(${a.teamIds}::bigint[])
                     and t.member_ids @> to_jsonb(e.id)))
     order by e.last_name, e.first_name, e.id`.execute(trx);
  const { rows: admins } = await sql<{ id: number; user_id: number; name: string; email: string }>`
    select ou.id::int as id, ou.user_id::int as user_id, u.name, u.email
      from org_users ou join users u on u.id = ou.user_id
     where ou.org_id = ${orgId} and ou.id = any(${a.adminIds}::bigint[])
     order by u.name, ou.id`.execute(trx);
  return [
    ...workers.map((w) => ({ employeeId: w.id, orgUserId: null, userId: w.user_id, name: w.name, email: w.email })),
    ...admins.map((m) => ({ employeeId: null, orgUserId: m.id, userId: m.user_id, name: m.name, email: m.email })),
  ];
}
