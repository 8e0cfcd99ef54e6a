import { sql } from 'kysely';
import type { AttachPunchBody } from '@punchline/contracts';
import { actorOf } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { assertPeriodsOpen } from '../punches/punch-periods';
import type { Decider } from './decisions.service';
import { writeAttemptPunch } from './attempt-punch';
import { checkConvertCosting } from './convert-costing';
import { loadLog, punchesAround, shiftData, type LoadedLog } from './shift-data.service';
import { convertEligibility } from '@punchline/domain';

// Attaching a clock log to a punch (SPEC sections 4 and 7, the Convert-to-punch dialog): the
// attempt becomes a punch at its own instant, either a new IN or OUT, or the missing side of a
// pair it neighbours. One transaction: the punch, the log's link and its approval.

export const ALREADY_A_PUNCH = 'This clock log is already a punch.';
export const REJECTED = 'This clock log was rejected. It cannot become a punch.';
export const NO_WORKER = 'Nobody was recognised in this attempt. Approve it with its worker first.';
const PATH_MISMATCH = 'The body does not match the address: send the same clock log, punch and type in both.';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** Refuses a pair that no longer has the missing side next to the log (someone else filled it). */
async function assertEligible(trx: TenantTx, orgId: number, log: LoadedLog, pairId: number, type: 'in' | 'out') {
  const pairs = convertEligibility(await punchesAround(trx, orgId, log.employee_id!, log.at), epoch(log.at));
  const pair = pairs.find((p) => p.id === pairId);
  const eligible = type === 'in' ? pair?.inEligible : pair?.outEligible;
  if (!eligible) {
    const side = type.toUpperCase();
    throw ApiError.fields({
      punch: [`This punch has no missing ${side} next to this clock log. Choose another punch or add a new ${side}.`],
    });
  }
}

export async function attachPunch(
  trx: TenantTx,
  orgId: number,
  id: number,
  path: { punch: number | 'new'; type: 'in' | 'out' },
  body: AttachPunchBody,
  by: Decider,
) {
  if (body.clockLogId !== id || body.punch !== path.punch || body.type !== path.type) throw ApiError.badRequest(PATH_MISMATCH);
  const log = await loadLog(trx, orgId, id, true);
  if (log.punch_id !== null) throw ApiError.badRequest(ALREADY_A_PUNCH);
  if (log.decision === 'rejected') throw ApiError.badRequest(REJECTED);
  if (log.employee_id === null) throw ApiError.badRequest(NO_WORKER);
  if (path.punch !== 'new') await assertEligible(trx, orgId, log, path.punch, path.type);
  // A locked period refuses whatever the costing: nothing the caller changes makes it pass.
  await assertPeriodsOpen(trx, orgId, [epoch(log.at)]);
  const attempt = {
    employeeId: log.employee_id,
    deviceOrgUnitId: log.device_org_unit_id === null ? null : Number(log.device_org_unit_id),
    type: path.type,
  };
  const costing = await checkConvertCosting(trx, orgId, attempt, body.costing);
  const punchId = await writeAttemptPunch(trx, orgId, log, { type: path.type, costing, actor: actorOf(by.identity, by.access) });
  await trx
    .updateTable('clock_logs')
    .set({
      punch_id: punchId,
      punch_at: sql<Date>`(select at from punches where org_id = ${orgId} and id = ${punchId})`,
      decision: 'approved',
      decided_by: log.decision === null ? by.access.userId : undefined,
      decided_at: log.decision === null ? sql<Date>`now()` : undefined,
      version: log.version + 1,
    })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
  return { punchId, shiftData: await shiftData(trx, orgId, await loadLog(trx, orgId, id)) };
}
