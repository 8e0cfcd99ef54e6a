import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { writeTenant, type TenantTx } from '../db/tenant';
import type { AppContext } from '../http/context';
import { recordNotification } from '../push/notify.service';
import { DeviceRefusal } from './refusal';

// Failed identifications are throttled per clock (issue 30): a PIN pad must not answer thousands
// of guesses. The first FREE_FAILURES of a streak cost nothing (workers mistype); each one after
// makes the clock wait before its next identification, twice as long each time up to MAX_WAIT_SEC
// (429 with Retry-After). A streak ends after a quiet hour. Counted in PostgreSQL (migration 0060),
// so a restart or another server instance does not forget it.
//
// Once a streak is past its free failures, each attempt claims the clock's turn before the
// request's transaction, as if it will fail (one statement: a burst of parallel guesses gets one
// turn, not a hundred); an identification that found its worker, or never got to guessing, gives
// the turn back after. Failures are counted after the transaction. Both run outside it
// (withDevice): a refusal rolls it back, and it must not wait for a second connection while
// holding one. Within the free failures nothing is claimed, so a clock replaying its offline
// punches at once is not held up.

export const FREE_FAILURES = 5;
export const FIRST_WAIT_SEC = 2;
export const MAX_WAIT_SEC = 600;
const QUIET_RESET = '1 hour';
const QUIET_RESET_MS = 3600_000;

export const IDENTIFY_THROTTLED = 'Too many failed attempts at this clock. Wait a moment, then try again.';

/** How an identification ended, as identifyWorker reports it: only 'failed' keeps the failure. */
export type IdentifyAttempt = { outcome: 'identified' | 'failed' | 'not a guess' | null };

/** The wait after the n-th failure of a streak, in seconds (0 while failures are free). */
export function waitAfterFailures(failures: number): number {
  return failures <= FREE_FAILURES ? 0 : Math.min(MAX_WAIT_SEC, FIRST_WAIT_SEC * 2 ** (failures - FREE_FAILURES - 1));
}

/** waitAfterFailures in SQL, over a failures expression. */
const waitSql = (failures: ReturnType<typeof sql>) =>
  sql`make_interval(secs => case when ${failures} <= ${FREE_FAILURES} then 0
    else least(${MAX_WAIT_SEC}, ${FIRST_WAIT_SEC} * power(2, ${failures} - ${FREE_FAILURES} - 1)) end)`;

/** Whether the request names a worker to find (a shared clock's PIN, tag, badge or face). */
export function identifies(request: FastifyRequest): boolean {
  const body = request.body as { identification?: { method?: unknown } } | undefined;
  const method = body?.identification?.method;
  return typeof method === 'string' && method !== 'personal';
}

export type Turn = { orgId: number; deviceId: number; at: Date; provisional: boolean };

/** The clock's throttle row as read with its token (devices/device-auth.ts); null before its first guess. */
export type ThrottleState = { failures: number; lastFailureAt: Date | null; nextAttemptAt: Date } | null;

/**
 * Whether an identification at this clock is free: no streak past the free failures and no wait
 * (a quiet hour has ended any streak). Free turns are not claimed, so the punch path reads the
 * state with the device's token and spends no statement on the throttle (issue 37); a clock in a
 * streak claims its turn as before. Two requests racing past the last free failure both pass, as
 * they did when the claim was a statement: the free failures were never claimed.
 */
export function isFreeTurn(state: ThrottleState, at: Date): boolean {
  if (!state) return true;
  const quiet = state.lastFailureAt !== null && state.lastFailureAt.getTime() < at.getTime() - QUIET_RESET_MS;
  return quiet || (state.failures < FREE_FAILURES && state.nextAttemptAt.getTime() <= at.getTime());
}

/** The clock's row, made on its first counted identification; a quiet hour ends its streak. */
const ensureThrottleRow = (trx: TenantTx, orgId: number, deviceId: number, at: Date) =>
  sql`insert into device_identify_throttle as t (device_id, org_id) values (${deviceId}, ${orgId})
    on conflict (org_id, device_id) do update set failures = 0, streak_started_at = null, alerted_failures = 0
    where t.last_failure_at < ${at}::timestamptz - ${QUIET_RESET}::interval`.execute(trx);

/** Claims the clock's turn to identify someone; 429 while it must wait. */
export async function claimIdentifyTurn(ctx: AppContext, orgId: number, deviceId: number, state: ThrottleState): Promise<Turn> {
  const at = new Date(ctx.clock.now());
  if (isFreeTurn(state, at)) return { orgId, deviceId, at, provisional: false };
  const claim = await writeTenant(ctx.db, orgId, async (trx) => {
    await ensureThrottleRow(trx, orgId, deviceId, at);
    // Every expression reads the row itself: an update that waited for a concurrent one re-reads it.
    const { rows } = await sql<{ failures: number }>`update device_identify_throttle
      set next_attempt_at = case when failures >= ${FREE_FAILURES}
        then ${at}::timestamptz + ${waitSql(sql`failures + 1`)} else next_attempt_at end
      where org_id = ${orgId} and device_id = ${deviceId} and next_attempt_at <= ${at}
      returning failures`.execute(trx);
    if (rows[0]) return { waitSec: 0, provisional: rows[0].failures >= FREE_FAILURES };
    const next = await sql<{ next_attempt_at: Date }>`select next_attempt_at from device_identify_throttle
      where org_id = ${orgId} and device_id = ${deviceId}`.execute(trx);
    return { waitSec: Math.max(1, Math.ceil((next.rows[0]!.next_attempt_at.getTime() - at.getTime()) / 1000)), provisional: false };
  });
  if (claim.waitSec > 0) throw new IdentifyThrottled(claim.waitSec, orgId, deviceId);
  return { orgId, deviceId, at, provisional: claim.provisional };
}

/** After the request: a failure is counted (and may alert); anything else gives back the turn it claimed. */
export async function settleIdentifyTurn(ctx: AppContext, turn: Turn, attempt: IdentifyAttempt): Promise<void> {
  if (attempt.outcome === 'failed') {
    await writeTenant(ctx.db, turn.orgId, async (trx) => {
      // A free turn made no row: the failure makes it (or ends a streak a quiet hour old).
      await ensureThrottleRow(trx, turn.orgId, turn.deviceId, turn.at);
      await sql`update device_identify_throttle
        set failures = failures + 1, last_failure_at = ${turn.at}, streak_started_at = coalesce(streak_started_at, ${turn.at}),
            next_attempt_at = greatest(next_attempt_at, ${turn.at}::timestamptz + ${waitSql(sql`failures + 1`)})
        where org_id = ${turn.orgId} and device_id = ${turn.deviceId}`.execute(trx);
    });
    return alertWhenTried(ctx, turn);
  }
  if (!turn.provisional) return;
  await writeTenant(ctx.db, turn.orgId, (trx) =>
    sql`update device_identify_throttle
      set next_attempt_at = least(next_attempt_at, ${turn.at}::timestamptz + ${waitSql(sql`failures`)})
      where org_id = ${turn.orgId} and device_id = ${turn.deviceId}`.execute(trx),
  );
}

/** 429 with code too_many_attempts and the wait in whole seconds in Retry-After; names the clock for its log. */
export class IdentifyThrottled extends DeviceRefusal {
  constructor(
    waitSec: number,
    readonly orgId: number,
    readonly deviceId: number,
  ) {
    super(429, IDENTIFY_THROTTLED, 'too_many_attempts');
    this.headers['retry-after'] = String(waitSec);
  }
}

/** Administrators are told when a streak reaches this many failures, and again each time it doubles. */
export const ALERT_FAILURES = 25;

/** The notification's title and body: which clock, how many failures, over how many minutes. */
export function triedAlert(deviceName: string, failures: number, minutes: number): { title: string; body: string } {
  const span = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return {
    title: `Clock ${deviceName}: ${failures} failed identifications in ${span}`,
    body:
      `Someone may be trying PINs, tags or badges at the clock ${deviceName}: ${failures} failed identifications in ${span}. ` +
      'The clock now waits longer after each failure. See Manage → Clock Logs.',
  };
}

/**
 * Tells the organization's clock administrators (setup_clocks) in their notification messages
 * (the dashboard's notification feed) when the clock's streak reaches ALERT_FAILURES, then
 * 2×, 4×, ... of it: once per step, however many requests race past it.
 */
async function alertWhenTried(ctx: AppContext, turn: Turn): Promise<void> {
  const alert = await writeTenant(ctx.db, turn.orgId, async (trx) => {
    const { rows } = await sql<{ failures: number; started: Date; name: string }>`
      update device_identify_throttle t set alerted_failures = t.failures
      from devices d
      where t.org_id = ${turn.orgId} and t.device_id = ${turn.deviceId} and d.org_id = t.org_id and d.id = t.device_id and t.failures >= ${ALERT_FAILURES}
        and t.failures >= 2 * t.alerted_failures
      returning t.failures, t.streak_started_at as started, d.name`.execute(trx);
    return rows[0] ?? null;
  });
  if (!alert) return;
  const minutes = Math.max(1, Math.ceil((turn.at.getTime() - alert.started.getTime()) / 60_000));
  const { title, body } = triedAlert(alert.name, alert.failures, minutes);
  const { rows: admins } = await sql<{ id: number; user_id: number }>`
    select id, user_id from org_users
    where org_id = ${turn.orgId} and accepted and 'setup_clocks' = any(permissions)`.execute(ctx.db);
  for (const admin of admins) {
    await recordNotification(ctx.db, { orgId: turn.orgId, orgUserId: admin.id, userId: admin.user_id, title, body });
  }
}
