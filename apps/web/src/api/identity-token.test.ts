import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './errors';
import { clearIdentityToken, getIdentityToken, isSignInRequired, TOKEN_SAFETY_MARGIN_SECONDS } from './identity-token';

function serveTokens(expiresIn: number) {
  let issued = 0;
  const fetchMock = vi.fn(async () => {
    issued += 1;
    return new Response(JSON.stringify({ token: `t${issued}`, expiresAt: Math.floor(Date.now() / 1000) + expiresIn }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('identity token', () => {
  afterEach(() => {
    clearIdentityToken();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reuses the token until within the safety margin of expiry, then renews it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
    const fetchMock = serveTokens(900);
    expect(await getIdentityToken()).toBe('t1');
    vi.setSystemTime(Date.now() + (900 - TOKEN_SAFETY_MARGIN_SECONDS - 5) * 1000);
    expect(await getIdentityToken()).toBe('t1');
    vi.setSystemTime(Date.now() + 10_000);
    expect(await getIdentityToken()).toBe('t2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks once for concurrent callers and forgets the token when the identity changes', async () => {
    const fetchMock = serveTokens(900);
    const [a, b] = await Promise.all([getIdentityToken(), getIdentityToken()]);
    expect([a, b]).toEqual(['t1', 't1']);
    clearIdentityToken();
    expect(await getIdentityToken()).toBe('t2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends to sign-in on an auth/ code or a 400, 401 or 403, not on a server error', () => {
    expect(isSignInRequired(new ApiRequestError(500, { code: 'auth/no-session' }, ''))).toBe(true);
    for (const status of [400, 401, 403]) expect(isSignInRequired(new ApiRequestError(status, {}, ''))).toBe(true);
    expect(isSignInRequired(new ApiRequestError(500, {}, ''))).toBe(false);
  });
});
