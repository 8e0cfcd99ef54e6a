import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { decoyPasswordHash, verifyPassword } from './passwords';

// Throttling as OWASP's Authentication Cheat Sheet describes it: growing delays per account and
// address, and a higher bar per account from all addresses, instead of blocking an address (one
// office behind one address, or a kiosk, would lock everyone out). An unknown email is counted
// the same way, so the answer never tells whether an account exists.

/** Failures of one account from one address that need no wait; a success clears them. */
export const FREE_FAILURES_PER_ACCOUNT_ADDRESS = 3;
/** Failures of one account from all addresses together (in ATTEMPT_MEMORY_HOURS) that need no wait. */
export const FREE_FAILURES_PER_ACCOUNT = 20;
/** The longest wait: past it, one more try every 15 minutes at most. */
export const MAX_WAIT_SECONDS = 15 * 60;
/** How long a failure counts. Longer than the longest wait, so waiting does not reset the count. */
export const ATTEMPT_MEMORY_HOURS = 24;
export const INCORRECT_CREDENTIALS = 'Incorrect email or password. Check both and try again.';

/** The wait after `failures` failures beyond `free`: 1 s, 2 s, 4 s ... up to MAX_WAIT_SECONDS. */
export function waitSeconds(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(2 ** Math.min(failures - free - 1, 30), MAX_WAIT_SECONDS);
}

/** The refusal while a wait is in force, in the words of the former fixed lock-out text. */
export function tooManyAttempts(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Wait ${wait} and try again.`;
}

type Counts = { pair_failures: number; pair_last: Date | null; account_failures: number; account_last: Date | null; now: Date };

/** Failures of the account from this address since its last success there, and from everywhere. */
async function failureCounts(db: Db, email: string, address: string): Promise<Counts> {
  const { rows } = await sql<Counts>`
    with recent as (
      select address, succeeded, created_at from sign_in_attempts
      where lower(email) = ${email} and created_at > now() - make_interval(hours => ${ATTEMPT_MEMORY_HOURS})
    ), pair_success as (
      select coalesce(max(created_at), '-infinity') as at from recent where address = ${address} and succeeded
    )
    select
      count(*) filter (where address = ${address} and created_at > (select at from pair_success))::int as pair_failures,
      max(created_at) filter (where address = ${address} and created_at > (select at from pair_success)) as pair_last,
      count(*)::int as account_failures,
      max(created_at) as account_last,
      now() as now
    from recent where not succeeded`.execute(db);
  return rows[0]!;
}

/** Seconds until this account may try again from this address; 0 when it may now. */
function remainingWait(counts: Counts): number {
  const until = (last: Date | null, seconds: number) => (last ? last.getTime() + seconds * 1000 : 0);
  const blockedUntil = Math.max(
    until(counts.pair_last, waitSeconds(counts.pair_failures, FREE_FAILURES_PER_ACCOUNT_ADDRESS)),
    until(counts.account_last, waitSeconds(counts.account_failures, FREE_FAILURES_PER_ACCOUNT)),
  );
  return Math.max(0, Math.ceil((blockedUntil - counts.now.getTime()) / 1000));
}

/**
 * Checks an email and password, throttled per account and address; returns the user id. The
 * attempt is written as a failure before the password is checked, and the check and the write
 * hold the account's lock: parallel guesses see each other, so none slips past the wait.
 */
export async function signIn(db: Db, email: string, password: string, address: string): Promise<number> {
  const account = email.toLowerCase();
  const attemptId = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${account}`}, 0))`.execute(trx);
    const wait = remainingWait(await failureCounts(trx, account, address));
    if (wait > 0) throw ApiError.tooManyRequests(tooManyAttempts(wait));
    const row = await trx
      .insertInto('sign_in_attempts')
      .values({ email: account, address, succeeded: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where(sql`lower(email)`, '=', account)
    .executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash), password);
  if (!ok || !user) throw ApiError.nonField(INCORRECT_CREDENTIALS);
  await db.updateTable('sign_in_attempts').set({ succeeded: true }).where('id', '=', attemptId).execute();
  return user.id;
}
