import { hasPermission } from '../session/permissions';
import type { SessionSettings } from '../session/settings';
import { needsSetup } from '../session/subscription';
import type { UserProfile } from '../session/user';
import { canAccessRoute } from './access';
import { buildPath } from './match';
import { getRoute } from './registry';

/**
 * Where to go once an organization's settings have loaded (SPEC section 2 Redirects):
 * needs setup → its sign-up, active → dashboard, inactive with manage_subscription →
 * billing subscription; null when none applies (or billing is hidden, e.g. white-label).
 */
export function postSettingsLoadRedirect(session: SessionSettings, user: UserProfile): string | null {
  const orgId = session.organizationId;
  if (needsSetup(session)) return buildPath('inapp-sign-up-wizard', { orgId });
  if (session.organizationActive) return buildPath('org.dashboard', { orgId });
  if (!hasPermission(session.permissions, 'manage_subscription')) return null;
  const billing = getRoute('org.settings.billing.subscription');
  // Checked without the implemented flag: billing is where an owner must be able to pay.
  if (!canAccessRoute(billing, session, user, { ignoreImplemented: true })) return null;
  return buildPath(billing.name, { orgId });
}
