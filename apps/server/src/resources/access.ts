import type { ReadAccess } from '@punchline/contracts';
import { hasConsoleAccess, type Feature, type Permission } from '@punchline/domain';
import type { FastifyRequest } from 'fastify';
import { actorOf, type Actor } from '../audit/actor';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { requireOrgAccess, type OrgAccess } from '../orgs/org-access';

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
  mode: 'read' | 'write',
): Promise<Caller> {
  const identity = requireIdentity(request, secrets.tokens);
  const access = await requireOrgAccess(db, identity, orgId);
  const allowed = mode === 'read' ? mayRead(access, gate.read) : access.permissions.includes(gate.write);
  if (!allowed) throw ApiError.forbidden();
  if (gate.feature) requireFeature(access, gate.feature, gate.label);
  return { access, actor: actorOf(identity, access), canSeeSensitive: access.permissions.includes('access_employee_sensitive') };
}
