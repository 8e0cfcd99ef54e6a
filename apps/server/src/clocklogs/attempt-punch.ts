import type { CostingSelection } from '@punchline/domain';
import type { Actor } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { addPunch } from '../punches/punch-writes';
import { clockLogTables } from './clock-log-tables';
import type { LoadedLog } from './shift-data.service';

// The punch an attempt becomes: added by the supervisor through the punches' one write path
// (period lock, checks, flag A, audit trail), then given what the clock recorded (device,
// location, how the worker was verified, when it arrived) and linked to its log.

/** The face outcome a punch keeps from its attempt (the F flag when it failed). */
export function punchFace(faceStatus: string | null): 'ok' | 'failed' | null {
  if (faceStatus === null || faceStatus === 'unverified') return null;
  return faceStatus === 'ok' ? 'ok' : 'failed';
}

/** Adds the attempt's punch, linked to its log; answers its id. */
export async function writeAttemptPunch(
  trx: TenantTx,
  orgId: number,
  log: LoadedLog,
  punch: { type: 'in' | 'out'; costing: CostingSelection; actor: Actor },
): Promise<number> {
  const added = await addPunch(trx, orgId, punch.actor, {
    employeeId: log.employee_id!,
    type: punch.type,
    at: log.at,
    costing: punch.costing,
  });
  await clockLogTables(trx)
    .updateTable('punches')
    .set({
      received_at: log.received_at,
      device_id: log.device_id,
      clock_log_id: log.id,
      // PA: the clock refused the attempt; the supervisor made it a punch anyway.
      attempted: log.outcome === 'refused',
      face: punchFace(log.face_status),
      geo: log.geo,
      offline: log.offline,
      tampered: log.tampered,
      latitude: log.latitude,
      longitude: log.longitude,
      accuracy_m: log.accuracy_m,
      punch_code_id: log.punch_code_id,
    })
    .where('org_id', '=', orgId)
    .where('id', '=', added.id)
    .execute();
  return added.id;
}
