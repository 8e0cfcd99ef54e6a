import { extractErrorText } from '@punchline/domain';
import { ApiRequestError, NetworkError } from './errors';
import { clearDelegateToken, storeDelegateToken, type DelegateIdentity } from './delegate';
import { clearIdentityToken, getIdentityToken } from './identity-token';
import { tokenCache, type IssuedToken } from './token-cache';

async function post(url: string, authorization: string | null, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new NetworkError('Was unable to load user settings due to a network error.');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, data, extractErrorText(data));
  return data;
}

// One org-access token per organization, made from the identity token (SPEC section 4 Tokens).
const orgAccessTokens = tokenCache<number>(async (orgId) => {
  const data = (await post(`/api/create-org-access-token?orgId=${orgId}`, null, { token: await getIdentityToken() })) as {
    jwt: string;
    expiresAt: number;
  };
  return { token: data.jwt, expiresAt: data.expiresAt };
});

// The safe-only token (reads only: links and downloads), bound to the current organization.
const safeOnlyTokens = tokenCache<number | null>(async (orgId) => {
  const query = orgId === null ? '' : `?orgId=${orgId}`;
  return (await post(`/api/create-safe-only-jwt${query}`, `Bearer ${await getIdentityToken()}`)) as IssuedToken;
});

let currentOrgId: number | null = null;

export function getOrgAccessToken(orgId: number): Promise<string> {
  return orgAccessTokens.get(orgId);
}

export function getSafeOnlyToken(): Promise<string> {
  return safeOnlyTokens.get(currentOrgId);
}

/** Opening an organization other than the current one clears the tokens and the delegate token. */
export function enterOrganization(orgId: number): void {
  if (currentOrgId !== null && currentOrgId !== orgId) {
    orgAccessTokens.clear();
    safeOnlyTokens.clear();
    clearDelegateToken();
  }
  currentOrgId = orgId;
}

/** A new identity (sign-in, sign-up, leaving delegate mode): no token of the old one is reused. */
export function clearAllTokens(): void {
  clearIdentityToken();
  orgAccessTokens.clear();
  safeOnlyTokens.clear();
  currentOrgId = null;
}

/** Acts as another org user from now on: a new identity, bound to the delegate's organization. */
export function enterDelegateMode(token: string): DelegateIdentity {
  const delegate = storeDelegateToken(token);
  orgAccessTokens.clear();
  safeOnlyTokens.clear();
  currentOrgId = delegate.orgId;
  return delegate;
}

/** Back to the person's own identity. */
export function leaveDelegateMode(): void {
  clearDelegateToken();
  orgAccessTokens.clear();
  safeOnlyTokens.clear();
}
