import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { sub: string; typ: string; exp: number; iat: number };

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const header = encode({ alg: 'HS256', typ: 'JWT' });

function signature(secret: Buffer, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

/** Signs claims as an HS256 JWT valid for ttlSeconds from now. */
export function signJwt(secret: Buffer, claims: Record<string, unknown> & { sub: string; typ: string }, ttlSeconds: number): string {
  const iat = Math.floor(Date.now() / 1000);
  const body = `${header}.${encode({ ...claims, iat, exp: iat + ttlSeconds })}`;
  return `${body}.${signature(secret, body)}`;
}

/** Returns the claims of a valid, unexpired token of the given type, else null. */
export function verifyJwt(secret: Buffer, token: string, typ: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== header) return null;
  const expected = Buffer.from(signature(secret, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as JwtClaims;
    if (claims.typ !== typ || typeof claims.exp !== 'number' || claims.exp <= Date.now() / 1000) return null;
    return claims;
  } catch {
    return null;
  }
}
