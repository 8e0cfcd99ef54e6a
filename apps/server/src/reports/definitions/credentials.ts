import { CREDENTIALS_REPORT, type ReportRow } from '@punchline/contracts';
import { localFromEpoch } from '@punchline/domain';
import { requireCredentials } from '../../credentials/credential-gate';
import { activePolicies, credentialTypes, heldCredentials, workerScopes } from '../../credentials/credential-facts';
import { credentialCells } from '../../credentials/credential-rows';
import type { ReportRun, ServerReport } from '../report-definition';
import { reportWorkers, workerCells } from '../report-workers';

// Credentials: every credential the policies require of each worker (job policies aside: the job
// is known only at the clock), with its status on the day asked (today by default), as the
// organization's time zone reads it. Expiring means within the type's reminder days.

async function run(r: ReportRun) {
  const today = r.params.asOf ?? localFromEpoch(r.now, r.timeZone).slice(0, 10);
  const [workers, policies, types] = await Promise.all([
    reportWorkers(r.trx, r.orgId, r.params, r.prefs),
    activePolicies(r.trx, r.orgId),
    credentialTypes(r.trx, r.orgId),
  ]);
  const ids = workers.map((w) => w.id);
  const [scopes, held] = await Promise.all([workerScopes(r.trx, r.orgId, ids), heldCredentials(r.trx, r.orgId, ids)]);
  const rows: ReportRow[] = [];
  for (const w of workers) {
    const scope = scopes.get(w.id);
    if (!scope) continue;
    for (const cells of credentialCells(policies, types, scope, null, held.get(w.id) ?? [], today, false))
      rows.push({ ...workerCells(w), ...cells });
  }
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  return { rows, notes: [`On ${today}: ${count('Expired')} expired, ${count('Missing')} missing, ${count('Expiring')} expiring`] };
}

export const credentialsReport: ServerReport = {
  spec: CREDENTIALS_REPORT,
  gate: async ({ trx, orgId }) => void (await requireCredentials(trx, orgId)),
  run,
};
