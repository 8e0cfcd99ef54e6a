import { sql } from 'kysely';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import { raiseDueEvents } from './events.service';
import { disciplineContext } from './ledger.service';

// The job that raises attendance events (QUEUES.evaluateDiscipline, every 10 minutes): each
// organization that runs discipline and has a policy with thresholds, one transaction each, so
// one organization's failure leaves the others' events raised.

export async function evaluateDiscipline(db: Db, now: number, log?: { error: (o: object, m: string) => void }): Promise<number> {
  const { rows } = await sql<{ org_id: number }>`
    select distinct p.org_id::int as org_id from discipline_policies p join organizations o on o.id = p.org_id
     where p.active and p.threshold1_points is not null and 'discipline' = any(o.features)
       and coalesce((o.settings->>'disciplineEnabled')::boolean, false)
     order by 1`.execute(db);
  let raised = 0;
  for (const { org_id: orgId } of rows) {
    try {
      raised += await writeTenant(db, orgId, async (trx) => raiseDueEvents(trx, orgId, await disciplineContext(trx, orgId, now)));
    } catch (error) {
      log?.error({ orgId, err: error instanceof Error ? error.message : String(error) }, 'discipline evaluation failed');
    }
  }
  return raised;
}
