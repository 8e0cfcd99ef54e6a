import { API_KEY_PREFIX } from '@punchline/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { issueJwt, verifyJwt, type JwtClaims } from './jwt';

export const IDENTITY_TOKEN_TTL_SECONDS = 15 * 60;
export const NO_ORG_PERMISSION = 'You do not have permission to access this organization.';

/** Who acts in delegate mode: the org user an administrator delegated, and who delegated. */
export type DelegateClaims = { orgUserId: number; name: string; email: string; issuedBy: number };

export type TokenKind = 'identity' | 'org-access' | 'safe-only' | 'delegate' | 'api-key';

export type Identity = {
  userId: number;
  kind: TokenKind;
  /** Set when the token admits only one organization (org-access, delegate, safe-only with org). */
  orgId?: number;
  delegate?: DelegateClaims;
  /** An API key's id (kind 'api-key'): userId is who made it, orgId its organization (api-keys/). */
  apiKeyId?: number;
};

/**
 * API keys are looked up in the database, which this synchronous check cannot do: an onRequest
 * hook (api-keys/api-key-auth.ts) checks the key first and leaves its identity here for the request.
 */
const apiKeyIdentities = new WeakMap<FastifyRequest, Identity>();

/** Records the identity of the request's valid API key (api-keys/api-key-auth.ts). */
export function admitApiKey(request: FastifyRequest, identity: Identity): void {
  apiKeyIdentities.set(request, identity);
}

export const API_KEY_NOT_HERE =
  "An API key can only call its own organization's API (/api/orgs/{orgId}/...), and never manage API keys or delegate tokens.";

export function issueIdentityToken(secret: Buffer, userId: number): { token: string; expiresAt: number } {
  return issueJwt(secret, { sub: String(userId), typ: 'identity' }, IDENTITY_TOKEN_TTL_SECONDS);
}

const SAFE_METHODS = ['GET', 'HEAD'];

/** Reads a verified token of one of the kinds allowed under this scheme into an Identity. */
export function identityFromToken(secret: Buffer, token: string, kinds: readonly TokenKind[]): Identity | null {
  for (const kind of kinds) {
    const claims = verifyJwt(secret, token, kind);
    if (claims) return toIdentity(kind, claims);
  }
  return null;
}

function toIdentity(kind: TokenKind, claims: JwtClaims): Identity {
  const identity: Identity = { userId: Number(claims.sub), kind };
  if (typeof claims.org === 'number') identity.orgId = claims.org;
  // Delegate tokens, and org-access or safe-only tokens made from one, name who delegated.
  if (kind === 'delegate' || claims.by !== undefined) {
    identity.delegate = {
      orgUserId: Number(claims.ou),
      name: String(claims.name ?? ''),
      email: String(claims.email ?? ''),
      issuedBy: Number(claims.by),
    };
  }
  return identity;
}

type Options = {
  /** Only the person's own identity token: no delegate, org-access or safe-only token. */
  personal?: boolean;
};

/**
 * The caller from `Authorization: Bearer <identity | org-access | safe-only token>` or
 * `Authorization: Delegate <delegate token>`, or `Authorization: Bearer <API key>` (checked before, see
 * admitApiKey). A token failure is a 401 with an auth/ code, which
 * makes the console send the browser to sign-in; a safe-only token admits only GET and HEAD.
 * A token bound to one organization is refused (403) on another organization's path.
 */
export function requireIdentity(request: FastifyRequest, secret: Buffer, options: Options = {}): Identity {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (!token || (scheme !== 'Bearer' && scheme !== 'Delegate')) {
    throw ApiError.unauthorized('Authentication credentials were not provided.', 'auth/no-token');
  }
  const kinds: TokenKind[] = scheme === 'Delegate' ? ['delegate'] : ['identity', 'org-access', 'safe-only'];
  // An API key was checked by the onRequest hook, which admits it only on organization routes.
  const apiKey = scheme === 'Bearer' && token.startsWith(API_KEY_PREFIX);
  if (apiKey && !apiKeyIdentities.has(request)) throw ApiError.unauthorized(API_KEY_NOT_HERE, 'auth/api-key-not-allowed');
  const identity = apiKey ? apiKeyIdentities.get(request)! : identityFromToken(secret, token, kinds);
  if (!identity) throw ApiError.unauthorized('Your sign-in has expired. Sign in again.', 'auth/invalid-token');
  if (options.personal && identity.kind !== 'identity') {
    throw ApiError.unauthorized('This needs your own sign-in, not a delegated or limited token.', 'auth/personal-token-required');
  }
  if (identity.kind === 'safe-only' && !SAFE_METHODS.includes(request.method)) {
    throw ApiError.unauthorized('A safe-only token can only read.', 'auth/safe-only-token');
  }
  const pathOrg = Number((request.params as { orgId?: unknown } | undefined)?.orgId);
  if (identity.orgId !== undefined && Number.isInteger(pathOrg) && pathOrg !== identity.orgId) {
    throw ApiError.forbidden(NO_ORG_PERMISSION);
  }
  return identity;
}
