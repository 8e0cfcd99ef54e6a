import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';

// Each key may make config.apiKeyRateLimit calls (600 by default) per minute. The count is a pair
// of columns on the key's credential row (migration 0070), counted by one UPDATE: every server
// instance on the same PostgreSQL shares it, and calls in parallel take turns on the row's lock.
// Windows are whole minutes of the server's clock, so the wait is the rest of the minute.

export const RATE_LIMITED = 'This API key made too many requests. Wait, then try again.';
const WINDOW_MS = 60_000;

/** One call of the key counted; a 429 with Retry-After (the rest of the minute) when over the limit. */
export async function countKeyCall(db: Db, publicId: string, nowMs: number, limit: number): Promise<{ firstInWindow: boolean }> {
  const windowStart = new Date(nowMs - (nowMs % WINDOW_MS));
  const { rows } = await sql<{ window_count: number }>`update api_key_credentials
    set window_count = case when window_started_at = ${windowStart} then window_count + 1 else 1 end,
      window_started_at = ${windowStart}
    where public_id = ${publicId}
    returning window_count`.execute(db);
  const count = rows[0]?.window_count ?? 1;
  if (count > limit) throw ApiError.tooManyRequests(RATE_LIMITED, (windowStart.getTime() + WINDOW_MS - nowMs) / 1000);
  return { firstInWindow: count === 1 };
}
