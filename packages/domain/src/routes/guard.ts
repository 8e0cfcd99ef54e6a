import type { SessionSettings } from '../session/settings';
import { interventionRedirect, type Intervention } from '../session/intervention';
import type { UserProfile } from '../session/user';
import { canAccessRoute } from './access';
import { buildPath, matchPath, resolveUnknownPath } from './match';
import { landingRoute } from './menu';
import type { AccessOptions } from './types';

/** What the console knows when a navigation starts. */
export type GuardState = {
  fatal: boolean;
  intervention: Intervention | null;
  user: UserProfile | null;
  /** Settings of the organization in the path, once loaded; null before or outside one. */
  session: SessionSettings | null;
};

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'cancel' } | { kind: 'redirect'; to: string };

const ERROR_PATH = '/error';

/**
 * The navigation guard of SPEC section 2 as one decision: fatal error → error screen;
 * intervention → its screen; unknown path → root or the org dashboard; wait for settings;
 * groups open their first reachable screen; then the access predicate allows or cancels.
 */
export function guardNavigation(path: string, state: GuardState, options: AccessOptions = {}): GuardDecision {
  const match = matchPath(path);
  const atError = match?.route.name === 'error';
  if (state.fatal || state.intervention?.kind === 'email-not-verified') {
    return atError ? { kind: 'allow' } : { kind: 'redirect', to: ERROR_PATH };
  }
  if (!match) return { kind: 'redirect', to: resolveUnknownPath(path) };
  const { route, params } = match;
  if (state.intervention) {
    const to = interventionRedirect(state.intervention, path);
    if (to) return { kind: 'redirect', to };
    // On the intervention screen itself (accept, auth policy) no settings exist yet.
    if (route.inOrg) return { kind: 'allow' };
  }
  if (!state.user) return { kind: 'wait' };
  if (route.inOrg && !state.session) return { kind: 'wait' };
  if (route.name === 'home') return { kind: 'allow' }; // the shell runs the bootstrap there
  if (route.name === 'org') return { kind: 'redirect', to: buildPath('org.dashboard', params) };
  if (!route.hasScreen) {
    const landing = landingRoute(route, state.session, state.user, options);
    return landing ? { kind: 'redirect', to: buildPath(landing.name, params) } : { kind: 'cancel' };
  }
  return canAccessRoute(route, state.session, state.user, options) ? { kind: 'allow' } : { kind: 'cancel' };
}
