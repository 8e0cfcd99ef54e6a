import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { signJwt, verifyJwt } from './jwt';

export const IDENTITY_TOKEN_TTL_SECONDS = 15 * 60;

export type Identity = { userId: number };

export function issueIdentityToken(secret: Buffer, userId: number): { token: string; expiresAt: number } {
  const token = signJwt(secret, { sub: String(userId), typ: 'identity' }, IDENTITY_TOKEN_TTL_SECONDS);
  return { token, expiresAt: Math.floor(Date.now() / 1000) + IDENTITY_TOKEN_TTL_SECONDS };
}

/** The caller's identity from `Authorization: Bearer <identity token>`; 401 with an auth/ code
 *  otherwise, which makes the console send the browser to sign-in with a `next` parameter. */
export function requireIdentity(request: FastifyRequest, secret: Buffer): Identity {
  const header = request.headers.authorization ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) throw ApiError.unauthorized('Authentication credentials were not provided.', 'auth/no-token');
  const claims = verifyJwt(secret, token, 'identity');
  if (!claims) throw ApiError.unauthorized('Your sign-in has expired. Sign in again.', 'auth/invalid-token');
  return { userId: Number(claims.sub) };
}
