import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentDelegate } from './delegate';
import { api } from './http';
import { clearAllTokens, enterDelegateMode, enterOrganization, getOrgAccessToken, getSafeOnlyToken, leaveDelegateMode } from './org-tokens';
import { fakeJwt, serveTokens, stubLocalStorage } from './test-support';
import { TOKEN_SAFETY_MARGIN_SECONDS } from './token-cache';

const delegateToken = fakeJwt({ typ: 'delegate', org: 7, ou: 70, name: 'Dee Legate', email: 'dee@example.com', exp: 2_000_000_000 });

describe('org-access and safe-only tokens', () => {
  beforeEach(() => {
    stubLocalStorage();
    vi.stubGlobal('window', { location: { pathname: '/', search: '', assign: vi.fn() } });
  });
  afterEach(() => {
    clearAllTokens();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('makes one org-access token per organization from the identity token, reused until the margin', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
    const calls = serveTokens(600);
    expect(await getOrgAccessToken(5)).toBe('j2'); // t1 is the identity token it was made from
    expect(calls[1]).toMatchObject({ url: '/api/create-org-access-token?orgId=5', body: { token: 't1' } });
    vi.setSystemTime(Date.now() + (600 - TOKEN_SAFETY_MARGIN_SECONDS - 5) * 1000);
    expect(await getOrgAccessToken(5)).toBe('j2');
    expect(await getOrgAccessToken(6)).toBe('j3'); // another organization, another token
    vi.setSystemTime(Date.now() + 10_000);
    expect(await getOrgAccessToken(5)).not.toBe('j2');
  });

  it('reuses the safe-only token of the current organization and renews it near expiry', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
    const calls = serveTokens(600);
    enterOrganization(9);
    const first = await getSafeOnlyToken();
    expect(calls.at(-1)).toMatchObject({ url: '/api/create-safe-only-jwt?orgId=9', authorization: 'Bearer t1' });
    expect(await getSafeOnlyToken()).toBe(first);
    vi.setSystemTime(Date.now() + (600 - TOKEN_SAFETY_MARGIN_SECONDS + 1) * 1000);
    expect(await getSafeOnlyToken()).not.toBe(first);
  });

  it('changing organization clears the tokens and the delegate token', async () => {
    const calls = serveTokens(600);
    enterOrganization(5);
    await getOrgAccessToken(5);
    enterDelegateMode(delegateToken);
    expect(currentDelegate()?.name).toBe('Dee Legate');
    enterOrganization(7); // the delegate's own organization: nothing changes
    expect(currentDelegate()).not.toBeNull();
    enterOrganization(8);
    expect(currentDelegate()).toBeNull();
    const before = calls.length;
    await getOrgAccessToken(5);
    expect(calls.length).toBe(before + 1);
  });

  it('a new identity makes new tokens', async () => {
    const calls = serveTokens(600);
    await getOrgAccessToken(5);
    clearAllTokens();
    await getOrgAccessToken(5);
    expect(calls.map((c) => c.url)).toEqual([
      '/auth/createTokenForSession',
      '/api/create-org-access-token?orgId=5',
      '/auth/createTokenForSession',
      '/api/create-org-access-token?orgId=5',
    ]);
  });
});

describe('the Authorization header of API calls', () => {
  beforeEach(() => {
    stubLocalStorage();
    vi.stubGlobal('window', { location: { pathname: '/orgs/5/dashboard', search: '', assign: vi.fn() } });
  });
  afterEach(() => {
    leaveDelegateMode();
    clearAllTokens();
    vi.unstubAllGlobals();
  });

  it('sends the identity token outside organizations and the org-access token inside one', async () => {
    const calls = serveTokens(600);
    await api('manage/orgs');
    await api('orgs/5/session');
    expect(calls.filter((c) => c.url.startsWith('/api/') && !c.url.includes('create')).map((c) => c.authorization)).toEqual([
      'Bearer t1',
      'Bearer j3',
    ]);
  });

  it('sends Delegate <token> for every call in delegate mode, and Bearer again after leaving', async () => {
    const calls = serveTokens(600);
    enterDelegateMode(delegateToken);
    await api('user-profile');
    await api('orgs/7/session');
    expect(calls.map((c) => c.authorization)).toEqual([`Delegate ${delegateToken}`, `Delegate ${delegateToken}`]);
    leaveDelegateMode();
    await api('user-profile');
    expect(calls.at(-1)?.authorization).toBe('Bearer t3');
  });

  it('a refused org-access token sends the browser to sign-in with next', async () => {
    serveTokens(600, 403, { detail: 'You do not have permission to access this organization.' });
    await expect(api('orgs/5/session')).rejects.toThrow();
    expect(window.location.assign).toHaveBeenCalledWith('/sign-in?next=%2Forgs%2F5%2Fdashboard');
  });
});
