import type { FastifyRequest } from 'fastify';
import { writeTenant, writeTenantByKey, type TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { secretHash } from './device-secrets';
import { methodsOf, type IdentificationMethod } from './identification-methods';
import { claimIdentifyTurn, identifies, settleIdentifyTurn, type IdentifyAttempt, type ThrottleState } from './identify-throttle';

// A clock proves itself with `Authorization: Device <token>` and nothing else: never a person's
// identity token. The token's hash leads to the organization (device_tokens is outside row-level
// security, like sessions); everything after runs inside that organization's tenant transaction.

export const DEVICE_REVOKED = 'This device is not paired or has been revoked. Pair it again in Settings → Devices.';

/** The paired device a request comes from, as the handlers read it. */
export type DeviceCaller = {
  orgId: number;
  id: number;
  name: string;
  orgUnitId: number | null;
  /** A personal clock's worker: it punches only for them (identification `personal`). */
  employeeId: number | null;
  timeZone: string | null;
  identificationMethods: IdentificationMethod[] | null;
  appVersion: string | null;
  platform: string | null;
  /** How identifying a worker went, for the clock's throttle (identifyWorker sets it). */
  attempt: IdentifyAttempt;
};

const refused = () => ApiError.unauthorized(DEVICE_REVOKED, 'device_revoked');

function tokenOf(request: FastifyRequest): string {
  const match = /^Device\s+([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '');
  if (!match) throw refused();
  return match[1]!;
}

/** The X-App-Version header when it is a plausible version (kept short: it lands in a column). */
function appVersionOf(request: FastifyRequest): string | null {
  const value = request.headers['x-app-version'];
  return typeof value === 'string' && /^[0-9A-Za-z.+-]{1,40}$/.test(value) ? value : null;
}

/** How often a device's last_seen_at is stamped: the devices list shows minutes, not seconds. */
const SEEN_EVERY_MS = 60_000;

/**
 * fn in a writing tenant transaction of the device's organization, with the device. Refuses at
 * once (401, device_revoked) a missing or unknown token and a device no longer active.
 * last_seen_at (and the app version the clock reports) is stamped after fn's transaction, in one
 * of its own, and only when a minute old or the version changed: stamping it inside would hold
 * the device's row locked until commit, and every punch of a busy kiosk would wait for the last.
 */
export async function withDevice<T>(
  ctx: AppContext,
  request: FastifyRequest,
  fn: (trx: TenantTx, device: DeviceCaller) => Promise<T>,
): Promise<T> {
  // The token leads to the device, and its identify throttle comes along in the same statement:
  // a clock that is not in a streak of failures spends nothing more on it.
  const found = await ctx.db
    .selectFrom('device_tokens as t')
    .leftJoin('device_identify_throttle as th', (join) =>
      join.onRef('th.org_id', '=', 't.org_id').onRef('th.device_id', '=', 't.device_id'),
    )
    .select(['t.org_id', 't.device_id', 'th.failures', 'th.last_failure_at', 'th.next_attempt_at'])
    .where('t.token_hash', '=', secretHash(tokenOf(request)))
    .executeTakeFirst();
  if (!found) throw refused();
  const reported = appVersionOf(request);
  const throttle: ThrottleState =
    found.failures === null || found.next_attempt_at === null
      ? null
      : { failures: found.failures, lastFailureAt: found.last_failure_at, nextAttemptAt: found.next_attempt_at };
  // Naming a worker is a guess to throttle: the clock's turn is claimed before the transaction
  // and settled after it, each in a transaction of its own (devices/identify-throttle.ts).
  const turn = identifies(request) ? await claimIdentifyTurn(ctx, found.org_id, found.device_id, throttle) : null;
  const attempt: IdentifyAttempt = { outcome: null };
  const now = new Date(ctx.clock.now());
  let stamp = false;
  try {
    return await writeTenantByKey(ctx.db, found.org_id, async (trx) => {
      const row = await trx
        .selectFrom('devices')
        .select([
          'id',
          'name',
          'org_unit_id',
          'employee_id',
          'time_zone',
          'identification_method_list',
          'app_version',
          'platform',
          'last_seen_at',
        ])
        .where('id', '=', found.device_id)
        .where('org_id', '=', found.org_id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!row) throw refused();
      stamp =
        row.last_seen_at === null ||
        now.getTime() - row.last_seen_at.getTime() >= SEEN_EVERY_MS ||
        (reported !== null && reported !== row.app_version);
      const methods = methodsOf(row.identification_method_list);
      const device: DeviceCaller = {
        orgId: found.org_id,
        id: row.id,
        name: row.name,
        orgUnitId: row.org_unit_id,
        employeeId: row.employee_id,
        timeZone: row.time_zone,
        identificationMethods: methods.length > 0 ? methods : null,
        appVersion: reported ?? row.app_version,
        platform: row.platform,
        attempt,
      };
      return fn(trx, device);
    });
  } finally {
    // A refused punch is still the device being there: seen either way.
    if (stamp) await stampSeen(ctx, found.org_id, found.device_id, now, reported).catch(() => {});
    if (turn)
      await settleIdentifyTurn(ctx, turn, attempt).catch((error: unknown) =>
        request.log.error({ err: error }, 'identify turn not settled'),
      );
  }
}

async function stampSeen(ctx: AppContext, orgId: number, deviceId: number, now: Date, appVersion: string | null): Promise<void> {
  await writeTenant(ctx.db, orgId, (trx) =>
    trx
      .updateTable('devices')
      .set((eb) => ({ last_seen_at: now, app_version: appVersion ?? eb.ref('app_version') }))
      .where('id', '=', deviceId)
      .where('org_id', '=', orgId)
      // Never backwards: a replayed offline punch arrives with an older clock.
      .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', now)]))
      .execute(),
  );
}
