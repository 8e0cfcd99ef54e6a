import type { ActorType } from '@punchline/contracts';
import type { OrgAccess } from '../orgs/org-access';

/** Who did it, as the audit trail records it. */
export type Actor = { type: ActorType; id: number };

/**
 * The actor of a request: the signed-in user, in delegate mode the holder of the delegate token,
 * and 'sudo' for anyone entering without membership (staff/super support, distributor admins).
 */
export function actorOf(identity: { userId: number }, access: OrgAccess): Actor {
  if (access.via === 'delegate') return { type: 'delegate', id: identity.userId };
  if (access.via === 'sudo' || access.via === 'distributor') return { type: 'sudo', id: identity.userId };
  return { type: 'user', id: identity.userId };
}
