import { writeTenant } from '../db/tenant';
import type { AppContext } from '../http/context';
import type { Identification } from '@punchline/contracts';
import { DeviceRefusal, refusalOf } from './refusal';

// A refused identification at a clock (POST identify) is kept in the clock log (Manage → Clock
// Logs) like a refused punch: an administrator sees a clock being tried, PIN after PIN. Written
// after the request's transaction rolled back, in one of its own. Nothing is logged of an
// identification that found its worker: identify records nothing, the punch that follows does.

export type LoggedClock = { orgId: number; deviceId: number };

export async function logRefusedIdentify(
  ctx: AppContext,
  clock: LoggedClock,
  identification: Identification,
  refusal: DeviceRefusal,
): Promise<void> {
  const now = new Date(ctx.clock.now());
  const { code, text } = refusalOf(refusal);
  const clientId = crypto.randomUUID();
  await writeTenant(ctx.db, clock.orgId, (trx) =>
    trx
      .insertInto('clock_logs')
      .values({
        org_id: clock.orgId,
        device_id: clock.deviceId,
        employee_id: refusal.employeeId,
        client_id: clientId,
        at: now,
        received_at: now,
        type: 'auto',
        method: identification.method,
        outcome: 'refused',
        refusal_code: code,
        refusal: text,
        response: JSON.stringify({ status: refusal.statusCode, body: refusal.body, clientId }),
        face_status: identification.face ? (identification.face.reason ?? identification.face.status) : null,
      })
      .execute(),
  );
}
