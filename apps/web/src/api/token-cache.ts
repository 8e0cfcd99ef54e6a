import type { SessionToken } from '@punchline/contracts';

/** Renew a token this long before it expires, so no request leaves with a token that expires
 *  in flight or is refused because the browser's clock runs a little behind the server's
 *  (SPEC section 4 "Tokens": the margin is ours to choose and is never shown). */
export const TOKEN_SAFETY_MARGIN_SECONDS = 60;

/** A token as the token calls answer it (identity and safe-only tokens share the shape). */
export type IssuedToken = SessionToken;

/** True while `issued` may still be used at `nowMs`: outside the safety margin of its expiry. */
export function isFresh(issued: IssuedToken | undefined, nowMs = Date.now()): issued is IssuedToken {
  return issued !== undefined && issued.expiresAt - TOKEN_SAFETY_MARGIN_SECONDS > nowMs / 1000;
}

/**
 * Tokens by key (an organization id, or one fixed key), each reused until within the safety
 * margin of its expiry; concurrent callers share one request. `clear` forgets everything,
 * including a request in flight, whose answer is then dropped.
 */
// Not lru-cache: nothing to evict (one entry per organization the user opens, gone on clear);
// what this does is share one request per key and drop answers that arrive after clear.
export function tokenCache<K>(issue: (key: K) => Promise<IssuedToken>) {
  const tokens = new Map<K, IssuedToken>();
  const pending = new Map<K, Promise<string>>();
  let generation = 0;
  return {
    async get(key: K): Promise<string> {
      const cached = tokens.get(key);
      if (isFresh(cached)) return cached.token;
      let request = pending.get(key);
      if (!request) {
        const started = generation;
        request = issue(key)
          .then((issued) => {
            if (started === generation) tokens.set(key, issued);
            return issued.token;
          })
          .finally(() => {
            if (started === generation) pending.delete(key);
          });
        pending.set(key, request);
      }
      return request;
    },
    clear(): void {
      generation += 1;
      tokens.clear();
      pending.clear();
    },
  };
}
