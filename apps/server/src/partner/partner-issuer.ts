import { PERMISSIONS } from '@punchline/domain';
import type { OrgAccess } from '../orgs/org-access';

/**
 * The distributor itself, acting in one of its organizations through a partner endpoint (never a
 * request's own access): every permission, since the distributor created the organization and
 * names its owner. Used for the owner's first invitation and for acting as the owner; the
 * audit trail records the admin as a 'sudo' actor, as for any entry without membership.
 */
export function distributorIssuer(orgId: number, userId: number): OrgAccess {
  return {
    orgId,
    userId,
    orgUserId: null,
    permissions: [...PERMISSIONS],
    viaSudo: false,
    via: 'distributor',
    delegatedBy: null,
    features: [],
    restrictions: { orgUnitIds: [], departmentIds: [], labelIds: [], jobIds: [] },
    sensitiveFields: [],
    sensitiveCanCreate: [],
  };
}
