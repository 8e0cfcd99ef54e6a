import { deriveFlags } from '../session/flags';
import { hasFeature } from '../session/features';
import { hasPermission } from '../session/permissions';
import { DEFAULT_SESSION_SETTINGS } from '../session/settings-defaults';
import type { SessionSettings } from '../session/settings';
import type { UserProfile } from '../session/user';
import { childRoutes, routeChain } from './registry';
import type { AccessContext, AccessOptions, Gate, RouteDef } from './types';

/** Builds the context gates are evaluated against; outside an org the flags are all org-off. */
export function accessContext(session: SessionSettings | null, user: UserProfile, options: AccessOptions = {}): AccessContext {
  const flags = deriveFlags(session ?? DEFAULT_SESSION_SETTINGS, user);
  return { session, user, flags, isApp: options.isApp ?? false };
}

/** True when one gate's features, permissions, derived flags and custom rule all pass. */
export function passesGate(gate: Gate, ctx: AccessContext): boolean {
  const features = ctx.session?.features ?? [];
  const permissions = ctx.session?.permissions ?? [];
  return (
    (gate.requiredFeatures ?? []).every((f) => hasFeature(features, f)) &&
    (gate.requiredPermissions ?? []).every((p) => hasPermission(permissions, p)) &&
    (gate.requiredFlags ?? []).every((flag) => ctx.flags[flag]) &&
    (gate.rule ? gate.rule(ctx) : true)
  );
}

/**
 * The one access predicate (SPEC section 2 "Route access"), used by the guard and the menus.
 * Checks the route's gates and its ancestors', the active-org rule of the route itself, and
 * whether its screen exists. A group is reachable when one of its children is.
 */
export function canAccessRoute(route: RouteDef, session: SessionSettings | null, user: UserProfile, options: AccessOptions = {}): boolean {
  return canAccessIn(route, accessContext(session, user, options), options);
}

/** canAccessRoute with a prebuilt context, for callers checking many routes at once. */
export function canAccessIn(route: RouteDef, ctx: AccessContext, options: AccessOptions = {}): boolean {
  if (route.inOrg && !ctx.session) return false;
  if (!routeChain(route).every((r) => passesGate(r, ctx))) return false;
  if (!route.hasScreen) return childRoutes(route).some((c) => canAccessIn(c, ctx, options));
  if (route.inOrg && route.needsActiveOrg && !ctx.session?.organizationActive) return false;
  return route.implemented || options.ignoreImplemented === true;
}
