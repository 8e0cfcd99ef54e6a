import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

const secret = randomBytes(32);

describe('jwt', () => {
  it('round-trips claims of the right type', () => {
    const token = signJwt(secret, { sub: '7', typ: 'identity', org: 3 }, 60);
    expect(verifyJwt(secret, token, 'identity')).toMatchObject({ sub: '7', typ: 'identity', org: 3 });
  });

  it('refuses another type, another key, a tampered body and an expired token', () => {
    const token = signJwt(secret, { sub: '7', typ: 'identity' }, 60);
    expect(verifyJwt(secret, token, 'org-access')).toBeNull();
    expect(verifyJwt(randomBytes(32), token, 'identity')).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', typ: 'identity', iat: 0, exp: 9e9 })).toString('base64url');
    expect(verifyJwt(secret, `${h}.${forged}.${s}`, 'identity')).toBeNull();
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(verifyJwt(secret, token, 'identity')).toBeNull();
    vi.useRealTimers();
  });

  it('refuses an unsigned token or another algorithm, however valid its claims', () => {
    const [, body, s] = signJwt(secret, { sub: '7', typ: 'identity' }, 60).split('.');
    for (const alg of ['none', 'HS512', 'RS256']) {
      const head = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
      expect(verifyJwt(secret, `${head}.${body}.`, 'identity')).toBeNull();
      expect(verifyJwt(secret, `${head}.${body}.${s}`, 'identity')).toBeNull();
    }
  });

  it('still refuses a token it verified before once it expires', () => {
    const token = signJwt(secret, { sub: '8', typ: 'identity' }, 60);
    expect(verifyJwt(secret, token, 'identity')).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    expect(verifyJwt(secret, token, 'identity')).toBeNull();
    vi.useRealTimers();
    expect(verifyJwt(secret, token, 'identity')).not.toBeNull();
  });
});
