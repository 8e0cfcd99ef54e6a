import { CREDENTIAL_ROLL_CALL_REPORT, type ReportRow } from '@punchline/contracts';
import { localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import { requireCredentials } from '../../credentials/credential-gate';
import { activePolicies, credentialTypes, heldCredentials, workerScopes } from '../../credentials/credential-facts';
import { credentialCells } from '../../credentials/credential-rows';
import type { TenantTx } from '../../db/tenant';
import { loadStoredRules } from '../../timecards/rules.service';
import type { ReportRun, ServerReport } from '../report-definition';
import { reportWorkers, workerCells } from '../report-workers';

// Credential roll call: who is clocked in at the run's instant (the roll call's rule: the last
// punch is an IN less than maxShift hours old) and whether they hold what the policies covering
// them need, job policies judged by the job their IN names.

type OnSite = { employee_id: number; at: Date; job_id: number | null; job: string | null };

async function clockedIn(trx: TenantTx, orgId: number, ids: number[], now: Date, since: Date): Promise<OnSite[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<OnSite>`
    select last.employee_id::int as employee_id, last.at, last.job_id, j.name as job from (
      select distinct on (p.employee_id) p.employee_id, p.type, p.at, nullif(p.costing->>'job', '')::bigint as job_id
      from punches p
      where p.org_id = ${orgId} and p.employee_id = any(${ids}::bigint[]) and p.deleted_at is null and p.at <= ${now} and p.at > ${since}
      order by p.employee_id, p.at desc, p.id desc
    ) last left join jobs j on j.id = last.job_id and j.org_id = ${orgId}
    where last.type = 'in'`.execute(trx);
  return rows.map((r) => ({ ...r, job_id: r.job_id === null ? null : Number(r.job_id) }));
}

async function run(r: ReportRun) {
  const [workers, rules, policies, types] = await Promise.all([
    reportWorkers(r.trx, r.orgId, r.params, r.prefs),
    loadStoredRules(r.trx, r.orgId),
    activePolicies(r.trx, r.orgId),
    credentialTypes(r.trx, r.orgId),
  ]);
  const maxShiftSec = Math.round((rules.shift.maxShift > 0 ? rules.shift.maxShift : 16) * 3600);
  const onSite = await clockedIn(
    r.trx,
    r.orgId,
    workers.map((w) => w.id),
    new Date(r.now * 1000),
    new Date((r.now - maxShiftSec) * 1000),
  );
  const byWorker = new Map(onSite.map((o) => [o.employee_id, o]));
  const ids = onSite.map((o) => o.employee_id);
  const [scopes, held] = await Promise.all([workerScopes(r.trx, r.orgId, ids), heldCredentials(r.trx, r.orgId, ids)]);
  const today = localFromEpoch(r.now, r.timeZone).slice(0, 10);
  const rows: ReportRow[] = [];
  let lacking = 0;
  for (const w of workers) {
    const site = byWorker.get(w.id);
    const scope = scopes.get(w.id);
    if (!site || !scope) continue;
    const base = { ...workerCells(w), job: site.job, since: Math.floor(site.at.getTime() / 1000) };
    const cells = credentialCells(policies, types, scope, site.job_id, held.get(w.id) ?? [], today, true);
    if (cells.some((c) => c.status === 'Expired' || c.status === 'Missing')) lacking += 1;
    if (cells.length === 0) rows.push({ ...base, credentialTypeId: 0, credential: null, status: 'None required' });
    for (const c of cells) rows.push({ ...base, ...c });
  }
  return { rows, notes: [`${byWorker.size} on site, ${lacking} lacking a required credential`] };
}

export const credentialRollCallReport: ServerReport = {
  spec: CREDENTIAL_ROLL_CALL_REPORT,
  gate: async ({ trx, orgId }) => void (await requireCredentials(trx, orgId)),
  run,
};
