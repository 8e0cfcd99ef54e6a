import { sql } from 'kysely';
import type { Db } from '../db/database';

// Pairing codes are short (8 characters of 25), so wrong codes are throttled per network address:
// after MAX_FAILURES wrong codes within WINDOW, the address gets one attempt per PACE_SEC (a
// sooner one: 429 with Retry-After). That makes guessing hopeless (25^8 codes, each living
// minutes, at a few guesses a minute) while a valid code from the same address (an office behind
// one NAT) still pairs within seconds: an attempt in its turn is checked, and a valid code wins.
// Kept in PostgreSQL (pairing_throttle, migration 0060): a restart or another instance does not
// forget it. The attempt's turn is claimed in one statement, so parallel guesses share it.

export const PAIR_THROTTLED = 'Too many wrong pairing codes from this network. Wait a few seconds, then try again.';

export const MAX_FAILURES = 20;
export const PACE_SEC = 10;
const WINDOW = '15 minutes';

const stale = (at: Date) => sql`last_failure_at < ${at}::timestamptz - ${WINDOW}::interval`;

/** The seconds the address must wait before its next attempt (0: it may try now, and that turn is taken). */
export async function claimPairTurn(db: Db, address: string, at: Date): Promise<number> {
  const claimed = await sql`update pairing_throttle
    set next_attempt_at = case when failures >= ${MAX_FAILURES} and not ${stale(at)}
      then ${at}::timestamptz + make_interval(secs => ${PACE_SEC}) else next_attempt_at end
    where address = ${address} and (next_attempt_at <= ${at} or ${stale(at)})
    returning address`.execute(db);
  if (claimed.rows.length > 0) return 0;
  const { rows } = await sql<{ next_attempt_at: Date }>`select next_attempt_at from pairing_throttle where address = ${address}`.execute(
    db,
  );
  const next = rows[0]?.next_attempt_at;
  // No row: no wrong code lately. A row made by a parallel wrong code between the two statements
  // still holds the column's '-infinity' (pg reads it as a number, not a Date): no pace yet either.
  if (!(next instanceof Date)) return 0;
  return Math.max(1, Math.ceil((next.getTime() - at.getTime()) / 1000));
}

/** Counts a wrong code from the address (a new window when the last was long ago); forgets addresses quiet for a window. */
export async function pairFailed(db: Db, address: string, at: Date): Promise<void> {
  await sql`
    with forgotten as (delete from pairing_throttle where last_failure_at < ${at}::timestamptz - ${WINDOW}::interval and address <> ${address})
    insert into pairing_throttle as p (address, failures, last_failure_at) values (${address}, 1, ${at})
    on conflict (address) do update set
      failures = case when p.last_failure_at < ${at}::timestamptz - ${WINDOW}::interval then 1 else p.failures + 1 end,
      last_failure_at = ${at},
      -- The failure that reaches the limit starts the pace.
      next_attempt_at = case when p.last_failure_at >= ${at}::timestamptz - ${WINDOW}::interval and p.failures + 1 >= ${MAX_FAILURES}
        then greatest(p.next_attempt_at, ${at}::timestamptz + make_interval(secs => ${PACE_SEC})) else p.next_attempt_at end`.execute(db);
}
