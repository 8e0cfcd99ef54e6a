import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export type JwtClaims = Record<string, unknown> & { sub: string; typ: string; exp: number; iat: number };

// Kept over jose: jose only signs and verifies asynchronously, and requireIdentity is synchronous.
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const header = encode({ alg: 'HS256', typ: 'JWT' });

function signature(secret: Buffer, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

type Signed = Record<string, unknown> & { sub: string; typ: string };

// Bearer tokens live on the wall clock, not the app's clock (an allowed exception of the clock
// rule, eslint.config.js): their life bounds how long a stolen copy works, in real time, and the
// cache of verified tokens below forgets on the wall clock too.

/** Signs claims as an HS256 JWT valid for ttlSeconds from now; with its expiry (epoch seconds). */
export function issueJwt(secret: Buffer, claims: Signed, ttlSeconds: number): { token: string; expiresAt: number } {
  const iat = Math.floor(Date.now() / 1000);
  const expiresAt = iat + ttlSeconds;
  const body = `${header}.${encode({ ...claims, iat, exp: expiresAt })}`;
  return { token: `${body}.${signature(secret, body)}`, expiresAt };
}

/** Signs claims as an HS256 JWT valid for ttlSeconds from now. */
export const signJwt = (secret: Buffer, claims: Signed, ttlSeconds: number): string => issueJwt(secret, claims, ttlSeconds).token;

// Tokens whose signature checked out, per signing key, so a token sent with every request of its
// life is verified once: in a request an HMAC costs about 0.2 ms here (OpenSSL sets up a context
// each time), the lookup a microsecond. Type and expiry are still checked on every use; a token
// is forgotten when it expires, or least recently used first beyond the bound.
const MAX_REMEMBERED = 10_000;
const verified = new WeakMap<Buffer, LRUCache<string, Readonly<JwtClaims>>>();

function signedClaims(secret: Buffer, token: string): Readonly<JwtClaims> | null {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new LRUCache({ max: MAX_REMEMBERED })));
  const remembered = known.get(token);
  if (remembered) return remembered;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== header) return null;
  const expected = Buffer.from(signature(secret, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const signed = Object.freeze(claims) as Readonly<JwtClaims>;
  const lifeMs = typeof signed.exp === 'number' ? signed.exp * 1000 - Date.now() : 0;
  if (lifeMs > 0) known.set(token, signed, { ttl: lifeMs });
  return signed;
}

/** Returns the claims of a valid, unexpired token of the given type, else null. */
export function verifyJwt(secret: Buffer, token: string, typ: string): Readonly<JwtClaims> | null {
  const claims = signedClaims(secret, token);
  if (!claims || claims.typ !== typ || typeof claims.exp !== 'number' || claims.exp <= Date.now() / 1000) return null;
  return claims;
}
