import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { writeTenant } from '../db/tenant';
import { newDeviceToken, secretHash } from './device-secrets';

export const PAIRING_CODE_INVALID = 'This pairing code is not valid or has expired. Make a new one in Settings → Devices.';

export type PairInput = { code: string; name?: string | undefined; appVersion?: string | undefined; platform?: string | undefined };
export type PairAnswer = {
  token: string;
  device: { id: number; name: string; orgId: number; orgName: string; timeZone: string };
};

/**
 * Pairs a clock with a one-time code made in Settings → Devices: the code is spent (deleted, so
 * two clocks racing with one code cannot both win), the device becomes active with what the clock
 * says of itself, and it gets a fresh token. Tokens from an earlier pairing of the same device
 * stop working: the device record now belongs to this clock.
 */
export async function pairDevice(ctx: AppContext, input: PairInput): Promise<PairAnswer | null> {
  const codeHash = secretHash(input.code);
  const now = new Date(ctx.clock.now());
  // Codes are unique within an organization (keys lead with org_id); across organizations only
  // their randomness keeps them apart, so a code two organizations hold pairs neither.
  const matches = await ctx.db
    .selectFrom('device_pairing_codes')
    .select('org_id')
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now)
    .limit(2)
    .execute();
  const found = matches.length === 1 ? matches[0]! : null;
  if (!found) return null;
  return writeTenant(ctx.db, found.org_id, async (tx) => {
    const spent = await tx
      .deleteFrom('device_pairing_codes')
      .where('org_id', '=', found.org_id)
      .where('code_hash', '=', codeHash)
      .where('expires_at', '>', now)
      .returning('device_id')
      .executeTakeFirst();
    if (!spent) return null;
    const device = await tx
      .updateTable('devices')
      .set((eb) => ({
        status: 'active',
        paired_at: now,
        revoked_at: null,
        last_seen_at: now,
        name: input.name ?? eb.ref('name'),
        app_version: input.appVersion ?? null,
        platform: input.platform ?? null,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', spent.device_id)
      .where('org_id', '=', found.org_id)
      .returning(['id', 'name', 'time_zone'])
      .executeTakeFirstOrThrow();
    await tx.deleteFrom('device_tokens').where('device_id', '=', device.id).execute();
    const token = newDeviceToken();
    await tx
      .insertInto('device_tokens')
      .values({ token_hash: secretHash(token), org_id: found.org_id, device_id: device.id })
      .execute();
    const org = await tx.selectFrom('organizations').select(['name', 'timezone']).where('id', '=', found.org_id).executeTakeFirstOrThrow();
    return {
      token,
      device: { id: device.id, name: device.name, orgId: found.org_id, orgName: org.name, timeZone: device.time_zone ?? org.timezone },
    };
  });
}

export const pairingRefused = () => ApiError.badRequest(PAIRING_CODE_INVALID);
