import type { CredentialWarning } from '@punchline/contracts';
import { clockVerdict, localFromEpoch, problemText, refusalText, type CredentialPolicy, type HeldCredential } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// The credential check of a clock-in (docs/credentials.md): one statement, answering nothing
// (and costing next to nothing) unless the organization uses credentials and has a policy that
// asks the clock to act. A refusal names what is wrong; a warning rides on the accepted punch.

export const CREDENTIAL_REFUSED = 'credential_refused';

type Facts = {
  policies: CredentialPolicy[];
  held: HeldCredential[];
  names: Record<string, string>;
  department_id: number | null;
  org_unit_id: number | null;
  label_ids: number[];
  hire_date: string | null;
};

export type ClockCredentials = { action: 'none' | 'warn' | 'refuse'; warnings: CredentialWarning[]; refusal: string | null };

const NOTHING: ClockCredentials = { action: 'none', warnings: [], refusal: null };

export async function credentialsAtClock(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  jobId: number | null,
  atSec: number,
  timeZone: string,
): Promise<ClockCredentials> {
  const { rows } = await sql<Facts>`
    select
      (select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'credentialTypeIds', p.credential_type_ids,
          'appliesTo', p.applies_to, 'departmentIds', p.department_ids, 'orgUnitIds', p.org_unit_ids, 'jobIds', p.job_ids,
          'labelIds', p.label_ids, 'graceDays', p.grace_days, 'clockAction', p.clock_action)), '[]')
         from credential_policies p where p.org_id = ${orgId} and p.active and p.clock_action <> 'none') as policies,
      (select coalesce(jsonb_agg(jsonb_build_object('typeId', c.type_id, 'expiresOn', c.expires_on)), '[]')
         from employee_credentials c where c.org_id = ${orgId} and c.employee_id = ${employeeId}) as held,
      (select coalesce(jsonb_object_agg(t.id, t.name), '{}') from credential_types t where t.org_id = ${orgId}) as names,
      e.department_id::int as department_id, e.org_unit_id::int as org_unit_id, e.label_ids, e.hire_date::text as hire_date
    from employees e join organizations o on o.id = e.org_id
    where e.org_id = ${orgId} and e.id = ${employeeId}
      and 'credential' = any(o.features) and coalesce((o.settings->>'credentialsEnabled')::boolean, false)
      and exists (select 1 from credential_policies p where p.org_id = ${orgId} and p.active and p.clock_action <> 'none')`.execute(trx);
  const facts = rows[0];
  if (!facts) return NOTHING;
  const today = localFromEpoch(atSec, timeZone).slice(0, 10);
  const worker = {
    departmentId: facts.department_id,
    orgUnitId: facts.org_unit_id,
    labelIds: facts.label_ids.map(Number),
    hireDate: facts.hire_date,
  };
  const verdict = clockVerdict(facts.policies, worker, jobId, facts.held, today);
  if (verdict.action === 'none') return NOTHING;
  const describe = (p: (typeof verdict.problems)[number]) => {
    const typeName = facts.names[String(p.typeId)] ?? 'credential';
    return { typeName, status: p.status, text: problemText(typeName, p.status) };
  };
  if (verdict.action === 'refuse') {
    const refused = verdict.problems.filter((p) => p.action === 'refuse').map(describe);
    return { action: 'refuse', warnings: [], refusal: refusalText(refused.map((w) => w.text)) };
  }
  return { action: 'warn', warnings: verdict.problems.filter((p) => p.action === 'warn').map(describe), refusal: null };
}
