import { createHmac, randomBytes } from 'node:crypto';

// Forged bearer tokens. Built here by hand (HS256 as RFC 7519 defines it) so the net does not
// depend on how the server signs its own.
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function hs256(key: Buffer, claims: Record<string, unknown>): string {
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** Tokens no server should accept: wrong key, expired, unsigned, garbage; for the given user. */
export function forgedTokens(realKey: Buffer, userId: number): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: String(userId), typ: 'identity', iat: now, exp: now + 600 };
  return {
    'signed with another key': `Bearer ${hs256(randomBytes(32), claims)}`,
    expired: `Bearer ${hs256(realKey, { ...claims, iat: now - 7200, exp: now - 3600 })}`,
    'alg none': `Bearer ${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`,
    garbage: 'Bearer not.a.token',
    'garbage delegate': 'Delegate x',
    'wrong scheme': `Basic ${Buffer.from('a:b').toString('base64')}`,
  };
}
