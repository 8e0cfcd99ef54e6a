import type { CredentialPolicy, CredentialWorker } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// What the credential reports read: the active policies, the types, and each worker's scope
// facts and credentials (row-level security keeps them to the workers the caller may see).

export type CredentialType = { id: number; name: string; expires: boolean; reminderDays: number | null };
export type HeldRow = { employeeId: number; typeId: number; number: string | null; expiresOn: string | null };

export async function activePolicies(trx: TenantTx, orgId: number): Promise<CredentialPolicy[]> {
  const { rows } = await sql<{ policy: CredentialPolicy }>`
    select jsonb_build_object('id', p.id, 'name', p.name, 'credentialTypeIds', p.credential_type_ids, 'appliesTo', p.applies_to,
      'departmentIds', p.department_ids, 'orgUnitIds', p.org_unit_ids, 'jobIds', p.job_ids, 'labelIds', p.label_ids,
      'graceDays', p.grace_days, 'clockAction', p.clock_action) as policy
    from credential_policies p where p.org_id = ${orgId} and p.active order by p.name, p.id`.execute(trx);
  return rows.map((r) => r.policy);
}

export async function credentialTypes(trx: TenantTx, orgId: number): Promise<Map<number, CredentialType>> {
  const { rows } = await sql<{ id: number; name: string; expires: boolean; reminder_days: number | null }>`
    select id::int as id, name, expires, reminder_days from credential_types where org_id = ${orgId}`.execute(trx);
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, expires: r.expires, reminderDays: r.reminder_days }]));
}

export async function workerScopes(trx: TenantTx, orgId: number, ids: readonly number[]): Promise<Map<number, CredentialWorker>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{
    id: number;
    department_id: number | null;
    org_unit_id: number | null;
    label_ids: unknown[];
    hire_date: string | null;
  }>`
    select id::int as id, department_id::int as department_id, org_unit_id::int as org_unit_id, label_ids, hire_date::text as hire_date
    from employees where org_id = ${orgId} and id = any(${ids as number[]}::bigint[])`.execute(trx);
  return new Map(
    rows.map((r) => [
      r.id,
      { departmentId: r.department_id, orgUnitId: r.org_unit_id, labelIds: r.label_ids.map(Number), hireDate: r.hire_date },
    ]),
  );
}

export async function heldCredentials(trx: TenantTx, orgId: number, ids: readonly number[]): Promise<Map<number, HeldRow[]>> {
  const out = new Map<number, HeldRow[]>();
  if (ids.length === 0) return out;
  const { rows } = await sql<{ employee_id: number; type_id: number; number: string | null; expires_on: string | null }>`
    select employee_id::int as employee_id, type_id::int as type_id, number, expires_on::text as expires_on
    from employee_credentials where org_id = ${orgId} and employee_id = any(${ids as number[]}::bigint[])
    order by expires_on desc nulls first, id desc`.execute(trx);
  for (const r of rows) {
    const list = out.get(r.employee_id) ?? [];
    list.push({ employeeId: r.employee_id, typeId: r.type_id, number: r.number, expiresOn: r.expires_on });
    out.set(r.employee_id, list);
  }
  return out;
}
