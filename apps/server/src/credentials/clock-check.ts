import type { CredentialProblem, CredentialWarning } from '@punchline/contracts';
import {
  clockPhotoAllowed,
  clockVerdict,
  localFromEpoch,
  problemText,
  refusalText,
  type CredentialPolicy,
  type CredentialWorker,
  type HeldCredential,
} from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// The credential check of a clock-in (docs/credentials.md): one statement, answering nothing
// (and costing next to nothing) unless the organization uses credentials and has a policy that
// asks the clock to act. A refusal names what is wrong; a warning rides on the accepted punch.
// The clock's step before the punch reads the same facts (credentialProblemsAtClock).

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

type Judged = { facts: Facts; worker: CredentialWorker; today: string; typeName: (typeId: number) => string };

/** The facts a clock-in is judged by, or null when the organization asks the clock nothing. */
async function clockFacts(trx: TenantTx, orgId: number, employeeId: number, atSec: number, timeZone: string): Promise<Judged | null> {
  const { rows } = await sql<Facts>`
    select
      (select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'credentialTypeIds', p.credential_type_ids,
          'appliesTo', p.applies_to, 'departmentIds', p.department_ids, 'orgUnitIds', p.org_unit_ids, 'jobIds', p.job_ids,
          'labelIds', p.label_ids, 'graceDays', p.grace_days, 'clockAction', p.clock_action, 'allowClockPhoto', p.allow_clock_photo)), '[]')
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
  if (!facts) return null;
  return {
    facts,
    worker: {
      departmentId: facts.department_id,
      orgUnitId: facts.org_unit_id,
      labelIds: facts.label_ids.map(Number),
      hireDate: facts.hire_date,
    },
    today: localFromEpoch(atSec, timeZone).slice(0, 10),
    typeName: (typeId) => facts.names[String(typeId)] ?? 'credential',
  };
}

/** The check of a clock-in to `jobId` (null: no job): what the punch refuses or warns of. */
export async function credentialsAtClock(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  jobId: number | null,
  atSec: number,
  timeZone: string,
): Promise<ClockCredentials> {
  const judged = await clockFacts(trx, orgId, employeeId, atSec, timeZone);
  if (!judged) return NOTHING;
  const { facts, worker, today, typeName } = judged;
  const verdict = clockVerdict(facts.policies, worker, jobId, facts.held, today);
  if (verdict.action === 'none') return NOTHING;
  // What the worker's other policies ask without the job: shown already by a clock's step before the punch.
  const withoutJob = new Set(clockVerdict(facts.policies, worker, null, facts.held, today).problems.map((p) => p.typeId));
  const byName = (a: CredentialWarning, b: CredentialWarning) => a.typeName.localeCompare(b.typeName);
  const describe = (p: (typeof verdict.problems)[number]): CredentialWarning => {
    const name = typeName(p.typeId);
    return { typeName: name, status: p.status, text: problemText(name, p.status), jobOnly: !withoutJob.has(p.typeId) };
  };
  if (verdict.action === 'refuse') {
    const refused = verdict.problems
      .filter((p) => p.action === 'refuse')
      .map(describe)
      .sort(byName);
    return { action: 'refuse', warnings: [], refusal: refusalText(refused.map((w) => w.text)) };
  }
  return {
    action: 'warn',
    warnings: verdict.problems
      .filter((p) => p.action === 'warn')
      .map(describe)
      .sort(byName),
    refusal: null,
  };
}

/**
 * The worker's problems for a clock-in (to `jobId` when the clock knows it), each with what the
 * punch will do and whether the document may be photographed at the clock; `photos` is false
 * when the organization keeps no documents.
 */
export async function credentialProblemsAtClock(
  trx: TenantTx,
  q: { orgId: number; employeeId: number; jobId: number | null; atSec: number; timeZone: string; photos: boolean },
): Promise<CredentialProblem[]> {
  const judged = await clockFacts(trx, q.orgId, q.employeeId, q.atSec, q.timeZone);
  if (!judged) return [];
  const { facts, worker, today, typeName } = judged;
  const problems = clockVerdict(facts.policies, worker, q.jobId, facts.held, today).problems.flatMap((p) =>
    p.action === 'none'
      ? []
      : [
          {
            typeId: p.typeId,
            typeName: typeName(p.typeId),
            status: p.status,
            text: problemText(typeName(p.typeId), p.status),
            action: p.action,
            photoAllowed: q.photos && clockPhotoAllowed(facts.policies, worker, q.jobId, p.typeId, today),
          },
        ],
  );
  // What refuses first, then by name: the order the clock shows them in.
  return problems.sort((a, b) => (a.action === b.action ? a.typeName.localeCompare(b.typeName) : a.action === 'refuse' ? -1 : 1));
}
