import type { ReadAccess, SensitiveViewer } from '@punchline/contracts';
import { hasConsoleAccess, type Feature, type Permission } from '@punchline/domain';
import type { FastifyRequest } from 'fastify';
import { actorOf, type Actor } from '../audit/actor';
import { requireIdentity, type Identity } from '../auth/identity';
import type { TenantMode, TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { AppContext, Clock } from '../http/context';
import { withOrg, type OrgAccess } from '../orgs/org-access';

/** The caller of a resource endpoint once every check passed. */
export type Caller = {
  access: OrgAccess;
  actor: Actor;
  canSeeSensitive: boolean;
  /** Which sensitive fields the caller sees (SPEC section 6). */
  viewer: SensitiveViewer;
  /** Keys for what is stored hashed (clock PINs). */
  secrets: AppContext['secrets'];
  /** The app's clock: what "now" and "today" are for this call. */
  clock: Clock;
};

/** The caller's view of sensitive fields: access_employee_sensitive, pay rates access, the org's list. */
export function viewerOf(access: OrgAccess): SensitiveViewer {
  const sensitive = access.permissions.includes('access_employee_sensitive');
  return { sensitive, pay: sensitive && access.permissions.includes('manage_payroll'), configured: access.sensitiveFields };
}

/** A resource caller from a decided access. */
export function callerOf(identity: Identity, access: OrgAccess, { secrets, clock }: Pick<AppContext, 'secrets' | 'clock'>): Caller {
  const viewer = viewerOf(access);
  return { access, actor: actorOf(identity, access), canSeeSensitive: viewer.sensitive, viewer, secrets, clock };
}

export type Gate = { read: ReadAccess; write: Permission; feature?: Feature | readonly Feature[]; label: string };

function mayRead(access: OrgAccess, read: ReadAccess): boolean {
  return read === 'console' ? hasConsoleAccess(access.permissions) : access.permissions.includes(read);
}

/** The resource's gate on a decided access: the read or write permission, then the feature. */
export function requireGate(access: OrgAccess, gate: Gate, mode: TenantMode): void {
  const allowed = mode === 'write' ? access.permissions.includes(gate.write) : mayRead(access, gate.read);
  if (!allowed) throw ApiError.forbidden();
  const features: readonly Feature[] = gate.feature === undefined ? [] : typeof gate.feature === 'string' ? [gate.feature] : gate.feature;
  if (features.some((f) => !access.features.includes(f))) {
    throw ApiError.forbidden(`This organization does not have the ${gate.label} feature.`);
  }
}

/**
 * Every collection and settings endpoint: the organization's checks (orgs/org-access.ts withOrg),
 * the gate, then fn in the tenant transaction (read only when reading); all before anything is read.
 */
export async function withResource<T>(
  ctx: AppContext,
  request: FastifyRequest,
  orgId: number,
  gate: Gate,
  mode: TenantMode,
  fn: (trx: TenantTx, caller: Caller) => Promise<T>,
): Promise<T> {
  const identity = requireIdentity(request, ctx.secrets.tokens);
  return withOrg(ctx.db, identity, orgId, { mode }, (trx, access) => {
    requireGate(access, gate, mode);
    return fn(trx, callerOf(identity, access, ctx));
  });
}
