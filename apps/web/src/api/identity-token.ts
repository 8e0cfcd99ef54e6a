import { extractErrorText } from '@punchline/domain';
import { ApiRequestError, NetworkError } from './errors';

/** Renew the identity token this long before it expires, so no request goes out with a token
 *  that expires in flight (SPEC section 4 "Tokens": the margin is ours to choose). */
export const TOKEN_SAFETY_MARGIN_SECONDS = 60;

type CachedToken = { token: string; expiresAt: number };
let cached: CachedToken | null = null;
let pending: Promise<string> | null = null;

/** Forgets the token: on logout and whenever the signed-in identity changes. */
export function clearIdentityToken(): void {
  cached = null;
  pending = null;
}

/** The identity token for the session cookie, reused until within the safety margin of expiry. */
export async function getIdentityToken(): Promise<string> {
  if (cached && cached.expiresAt - TOKEN_SAFETY_MARGIN_SECONDS > Date.now() / 1000) return cached.token;
  pending ??= (async () => {
    let response: Response;
    try {
      response = await fetch('/auth/createTokenForSession', { method: 'POST', credentials: 'same-origin' });
    } catch {
      throw new NetworkError('Was unable to login due to a network error.');
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new ApiRequestError(response.status, body, extractErrorText(body));
    cached = body as CachedToken;
    return cached.token;
  })().finally(() => {
    pending = null;
  });
  return pending;
}

/** A token failure that must send the browser to sign-in (an auth/ code, or 400/401/403). */
export function isSignInRequired(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code?.startsWith('auth/') === true || [400, 401, 403].includes(error.status));
}

/** The sign-in page's address, with `next` pointing back at the current page. */
export function signInUrl(next = window.location.pathname + window.location.search): string {
  return next && next !== '/' ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in';
}
