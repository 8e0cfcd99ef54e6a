import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDelegateToken, currentDelegate, delegateFromToken, storeDelegateToken } from './delegate';
import { fakeJwt, stubLocalStorage } from './test-support';

describe('delegate token', () => {
  beforeEach(() => stubLocalStorage());
  afterEach(() => vi.unstubAllGlobals());

  it('reads name, email, organization and org user from the claims', () => {
    const token = fakeJwt({ typ: 'delegate', org: 3, ou: 31, name: 'Ana Ñandú', email: 'ana@example.com', exp: 99 });
    expect(delegateFromToken(token)).toEqual({
      token,
      orgId: 3,
      orgUserId: 31,
      name: 'Ana Ñandú',
      email: 'ana@example.com',
      expiresAt: 99,
    });
  });

  it('refuses tokens of other kinds and garbage', () => {
    expect(delegateFromToken(fakeJwt({ typ: 'org-access', org: 3 }))).toBeNull();
    expect(delegateFromToken('not-a-jwt')).toBeNull();
    expect(() => storeDelegateToken('x.y.z')).toThrow('This is not a delegate token.');
  });

  it('delegate mode lasts while the token is stored', () => {
    expect(currentDelegate()).toBeNull();
    storeDelegateToken(fakeJwt({ typ: 'delegate', org: 3, ou: 31, name: 'A', email: 'a@example.com' }));
    expect(currentDelegate()?.orgId).toBe(3);
    clearDelegateToken();
    expect(currentDelegate()).toBeNull();
  });
});
