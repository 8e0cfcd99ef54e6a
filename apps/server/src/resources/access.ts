import type { ReadAccess } from '@punchline/contracts';
import { hasConsoleAccess, type Feature, type Permission } from '@punchline/domain';
import type { FastifyRequest } from 'fastify';
import { actorOf, type Actor } from '../audit/actor';
import { requireIdentity, type Identity } from '../auth/identity';
import type { OneRead, TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { readOrgOnce, requireOrgAccess, withOrgTenant, type OrgAccess } from '../orgs/org-access';

/** The caller of a resource endpoint once every check passed. */
export type Caller = { access: OrgAccess; actor: Actor; canSeeSensitive: boolean };

export type Gate = { read: ReadAccess; write: Permission; feature?: Feature; label: string };

function mayRead(access: OrgAccess, read: ReadAccess): boolean {
  return read === 'console' ? hasConsoleAccess(access.permissions) : access.permissions.includes(read);
}

function requireFeature(access: OrgAccess, feature: Feature, label: string): void {
  if (!access.features.includes(feature)) throw ApiError.forbidden(`This organization does not have the ${label} feature.`);
}

/**
 * The one check of every resource endpoint: organization membership (403 for a foreign one), the
 * read or write permission, then the feature gate; all before anything is read.
 */
export async function requireResourceAccess(
  { db, secrets }: AppContext,
  request: FastifyRequest,
  orgId: number,
  gate: Gate,
  mode: Mode,
): Promise<Caller> {
  const identity = requireIdentity(request, secrets.tokens);
  return callerOf(identity, await requireOrgAccess(db, identity, orgId), gate, mode);
}

/**
 * The same checks, and fn in the organization's tenant transaction once they pass: the access
 * row travels with BEGIN (one round trip for both), and reads hand their answer back before
 * COMMIT completes. What every collection and settings endpoint runs through, but for the reads
 * of readResourceOnce.
 */
export async function withResourceAccess<T>(
  { db, secrets }: AppContext,
  request: FastifyRequest,
  orgId: number,
  gate: Gate,
  mode: Mode,
  fn: (trx: TenantTx, caller: Caller) => Promise<T>,
): Promise<T> {
  const identity = requireIdentity(request, secrets.tokens);
  return withOrgTenant(db, identity, orgId, (trx, access) => fn(trx, callerOf(identity, access, gate, mode)), {
    readOnly: mode === 'read',
  });
}

/**
 * The same checks for a read that knows its statements once the caller is known (a list page, a
 * record): plan gives them, and the read costs one round trip (orgs/org-access.ts readOrgOnce).
 */
export function readResourceOnce<T>(
  { db, secrets }: AppContext,
  request: FastifyRequest,
  orgId: number,
  gate: Gate,
  plan: (caller: Caller) => OneRead<T>,
): Promise<T> {
  const identity = requireIdentity(request, secrets.tokens);
  return readOrgOnce(db, identity, orgId, (access) => plan(callerOf(identity, access, gate, 'read')));
}

type Mode = 'read' | 'write';

function callerOf(identity: Identity, access: OrgAccess, gate: Gate, mode: Mode): Caller {
  const allowed = mode === 'write' ? access.permissions.includes(gate.write) : mayRead(access, gate.read);
  if (!allowed) throw ApiError.forbidden();
  if (gate.feature) requireFeature(access, gate.feature, gate.label);
  return { access, actor: actorOf(identity, access), canSeeSensitive: access.permissions.includes('access_employee_sensitive') };
}
