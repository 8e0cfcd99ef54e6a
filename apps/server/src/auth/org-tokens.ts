import type { OrgAccess } from '../orgs/org-access';
import type { DelegateClaims, Identity } from './identity';
import { issueJwt } from './jwt';

// Short lives: the console renews them shortly before expiry (SPEC section 4 Tokens), and the
// database stays the authority on rights, so these only bound how long a stolen copy works.
export const ORG_ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
export const SAFE_ONLY_TOKEN_TTL_SECONDS = 10 * 60;
export const DELEGATE_TOKEN_TTL_SECONDS = 60 * 60;

type Issued = { token: string; expiresAt: number };

function delegateClaims(delegate: DelegateClaims | undefined) {
  return delegate ? { ou: delegate.orgUserId, name: delegate.name, email: delegate.email, by: delegate.issuedBy } : {};
}

/** Org-access JWT: sub user id, org, ou org user id (null for sudo or distributor entry), perms. */
export function issueOrgAccessToken(secret: Buffer, identity: Identity, access: OrgAccess): Issued {
  const claims = {
    ...delegateClaims(identity.delegate),
    sub: String(identity.userId),
    typ: 'org-access',
    org: access.orgId,
    ou: access.orgUserId,
    perms: access.permissions,
  };
  return issueJwt(secret, claims, ORG_ACCESS_TOKEN_TTL_SECONDS);
}

/** Safe-only JWT: admits GET/HEAD only (links, downloads), bound to one organization if given. */
export function issueSafeOnlyToken(secret: Buffer, identity: Identity, orgId: number | undefined): Issued {
  const claims = { ...delegateClaims(identity.delegate), sub: String(identity.userId), typ: 'safe-only', ...(orgId && { org: orgId }) };
  return issueJwt(secret, claims, SAFE_ONLY_TOKEN_TTL_SECONDS);
}

export type DelegateSubject = { userId: number; orgId: number; grantId: number } & DelegateClaims;

/** Delegate JWT, sent as `Authorization: Delegate <token>`: acts as one org user of one org. */
export function issueDelegateToken(secret: Buffer, s: DelegateSubject): Issued {
  const claims = { ...delegateClaims(s), sub: String(s.userId), typ: 'delegate', org: s.orgId, gid: s.grantId };
  return issueJwt(secret, claims, DELEGATE_TOKEN_TTL_SECONDS);
}
