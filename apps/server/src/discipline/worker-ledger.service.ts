import type { DisciplineLedger } from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { listEvents } from './events.service';
import { ledgerToApi, workerLedgers, type DisciplineContext } from './ledger.service';
import { disciplineWorkers } from './workers';

export const WORKER_NOT_FOUND = 'This worker does not exist, or you cannot see them.';

/** One worker's ledger as of a day (today unless given), with their events. */
export async function workerLedger(
  trx: TenantTx,
  orgId: number,
  ctx: DisciplineContext,
  employeeId: number,
  asOf?: string,
): Promise<DisciplineLedger> {
  const [worker] = await disciplineWorkers(trx, orgId, ctx.prefs, { employeeIds: [employeeId] });
  if (!worker) throw ApiError.notFound(WORKER_NOT_FOUND);
  const ledger = (await workerLedgers(trx, orgId, ctx, [worker], asOf ?? ctx.today)).get(worker.id)!;
  const events = await listEvents(trx, orgId, ctx, { status: 'all', employeeId });
  return { ...ledgerToApi(ledger), events };
}
