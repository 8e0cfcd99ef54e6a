import { FLAG_LETTERS, sourceFlags } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { insertClockPunch } from '../punches/punch-store';
import { wholeSecond } from '../punches/punch-writes';
import { emitWebhookEvent } from '../webhooks/emit';
import type { DeviceCaller } from './device-auth';
import type { PunchBody } from '@punchline/contracts';

/** punches.origin of a clock's punch: our web clock and phones are told apart from kiosks. */
export function originOf(platform: string | null): 'clock' | 'mobile' | 'web' {
  if (platform === 'web') return 'web';
  if (platform === 'ios' || platform === 'android') return 'mobile';
  return 'clock';
}

export type NewDevicePunch = {
  device: DeviceCaller;
  employeeId: number;
  type: 'in' | 'out';
  body: PunchBody;
  at: Date;
  deviceAt: Date;
  receivedAt: Date;
  offline: boolean;
  tampered: boolean;
  geo: 'inside' | 'outside' | 'unknown' | null;
  costing: Record<string, string> | null;
};

const faceOf = (body: PunchBody): 'ok' | 'unverified' | null => {
  const status = body.identification.face?.status;
  return status === 'ok' || status === 'unverified' ? status : null;
};

/**
 * Inserts the punch unless the submission's clientId already has one (a concurrent retry that
 * committed first): answers the new punch with its flag letters, or null.
 */
export async function insertDevicePunch(trx: TenantTx, p: NewDevicePunch) {
  const row = await insertClockPunch(trx, {
    org_id: p.device.orgId,
    employee_id: p.employeeId,
    client_id: p.body.clientId,
    type: p.type,
    // Whole seconds, as every punch is stored (punch-writes.ts): clocks send milliseconds.
    at: wholeSecond(p.at),
    original_at: wholeSecond(p.at),
    device_at: p.deviceAt,
    received_at: p.receivedAt,
    origin: originOf(p.device.platform),
    device_id: p.device.id,
    offline: p.offline,
    tampered: p.tampered,
    face: faceOf(p.body),
    geo: p.geo,
    latitude: p.body.location?.latitude ?? null,
    longitude: p.body.location?.longitude ?? null,
    accuracy_m: p.body.location?.accuracy ?? null,
    punch_code_id: p.body.punchCodeId ?? null,
    costing: p.costing ? JSON.stringify(p.costing) : null,
    pay_class_id: null,
    note: null,
    created_by: null,
    edited_by: null,
    entry_state_id: null,
    cred: null,
  });
  if (!row) return null;
  const at = wholeSecond(p.at).toISOString();
  await emitWebhookEvent(trx, p.device.orgId, 'punch.created', {
    punchId: Number(row.id),
    employeeId: p.employeeId,
    type: p.type,
    at,
    origin: originOf(p.device.platform),
    deviceId: p.device.id,
  });
  // The letters the card will show for the punch's own record (P, O, T, G, F), by the engine's rule.
  const seconds = (d: Date) => d.getTime() / 1000;
  const face = faceOf(p.body);
  const flags = sourceFlags({
    id: String(row.id),
    at: seconds(p.at),
    type: p.type,
    origin: originOf(p.device.platform),
    originalAt: seconds(p.at),
    receivedAt: seconds(p.receivedAt),
    offline: p.offline,
    tampered: p.tampered,
    ...(face ? { face } : {}),
    ...(p.geo ? { geo: p.geo } : {}),
  }).map((f) => FLAG_LETTERS[f]);
  return { id: row.id, at: row.at, type: row.type, flags };
}
