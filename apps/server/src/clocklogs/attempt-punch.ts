import type { CostingSelection } from '@punchline/domain';
import type { Actor } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { addPunch } from '../punches/punch-writes';
import type { LoadedLog } from './shift-data.service';

// The punch an attempt becomes: added by the supervisor through the punches' one write path
// (period lock, checks, flag A, audit trail), with what the clock recorded (device, location, how
// the worker was verified, when it arrived) and the link to its log written by the same insert.

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
    source: {
      receivedAt: log.received_at,
      deviceId: log.device_id,
      // PA: the clock refused the attempt; the supervisor made it a punch anyway.
      attempted: log.outcome === 'refused',
      face: punchFace(log.face_status),
      geo: log.geo,
      offline: log.offline,
      tampered: log.tampered,
      latitude: log.latitude,
      longitude: log.longitude,
      accuracyM: log.accuracy_m,
      punchCodeId: log.punch_code_id,
    },
  });
  return added.id;
}
