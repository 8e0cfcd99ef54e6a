import { PAIRING_CODE_MINUTES } from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { newPairingCode, secretHash } from '../devices/device-secrets';

export type PairingCode = { code: string; expiresAt: string };

export const deviceLimitMessage = (max: number) =>
  `This organization may have ${max} active device${max === 1 ? '' : 's'} and has reached that limit. Revoke a device it no longer uses, or ask for more devices in your subscription.`;

/** Active (paired, not revoked) devices of the organization: the session's activeDevices. */
export async function activeDeviceCount(trx: TenantTx, orgId: number): Promise<number> {
  const row = await trx
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', orgId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A one-time code the clock pairs with (POST /api/device/v1/pair): only its hash is kept, and it
 * replaces every earlier code of the device, so one code at most is ever good. A device that is
 * not active yet would take a seat when paired: refused beyond the organization's maxDevices
 * (a positive limit; re-pairing an active device takes no new seat).
 */
export async function makePairingCode(trx: TenantTx, orgId: number, deviceId: number, now: Date): Promise<PairingCode> {
  const device = await trx
    .selectFrom('devices')
    .select(['id', 'status'])
    .where('org_id', '=', orgId)
    .where('id', '=', deviceId)
    .forUpdate()
    .executeTakeFirst();
  if (!device) throw ApiError.notFound('This device does not exist any more. Reload the list.');
  if (device.status !== 'active') {
    const org = await trx.selectFrom('organizations').select('max_devices').where('id', '=', orgId).executeTakeFirstOrThrow();
    if (org.max_devices > 0 && (await activeDeviceCount(trx, orgId)) >= org.max_devices) {
      throw ApiError.badRequest(deviceLimitMessage(org.max_devices));
    }
  }
  await trx.deleteFrom('device_pairing_codes').where('device_id', '=', deviceId).execute();
  const code = newPairingCode();
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_MINUTES * 60_000);
  await trx
    .insertInto('device_pairing_codes')
    .values({ code_hash: secretHash(code), org_id: orgId, device_id: deviceId, expires_at: expiresAt })
    .execute();
  return { code, expiresAt: expiresAt.toISOString() };
}
