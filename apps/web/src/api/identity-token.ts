import { ApiRequestError, NetworkError } from './errors';
import { tokenCache, type IssuedToken } from './token-cache';
import { extractErrorText } from '@punchline/domain';

export { TOKEN_SAFETY_MARGIN_SECONDS } from './token-cache';

async function issueIdentityToken(): Promise<IssuedToken> {
  let response: Response;
  try {
    response = await fetch('/auth/createTokenForSession', { method: 'POST', credentials: 'same-origin' });
  } catch {
    throw new NetworkError('Was unable to login due to a network error.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, body, extractErrorText(body));
  return body as IssuedToken;
}

const identityTokens = tokenCache<'identity'>(issueIdentityToken);

/** Forgets the identity token: on logout and whenever the signed-in identity changes. */
export function clearIdentityToken(): void {
  identityTokens.clear();
}

/** The identity token for the session cookie, reused until within the safety margin of expiry. */
export function getIdentityToken(): Promise<string> {
  return identityTokens.get('identity');
}

/** A token failure that must send the browser to sign-in (an auth/ code, or 400/401/403). */
export function isSignInRequired(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code?.startsWith('auth/') === true || [400, 401, 403].includes(error.status));
}

/** The sign-in page's address, with `next` pointing back at the current page. */
export function signInUrl(next = window.location.pathname + window.location.search): string {
  return next && next !== '/' ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in';
}
