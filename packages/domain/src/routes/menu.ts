import type { SessionSettings } from '../session/settings';
import type { UserProfile } from '../session/user';
import { accessContext, canAccessIn } from './access';
import { buildPath, type RouteParams } from './match';
import { childRoutes, getRoute, routeChain } from './registry';
import type { AccessContext, AccessOptions, RouteDef } from './types';

export type MenuItem = {
  name: string;
  label: string;
  /** URL with the organization filled in; a group's is its first reachable screen. */
  path: string;
  children: MenuItem[];
};

export type Crumb = { name: string; label: string; path: string };

/**
 * The sidebar under `rootName` (usually 'org'): children flagged for navigation that pass
 * canAccessRoute, nested; a group shows only when something inside it does.
 */
export function buildMenu(
  rootName: string,
  session: SessionSettings | null,
  user: UserProfile,
  params: RouteParams,
  options: AccessOptions = {},
): MenuItem[] {
  return menuOf(getRoute(rootName), accessContext(session, user, options), params, options);
}

function menuOf(route: RouteDef, ctx: AccessContext, params: RouteParams, options: AccessOptions): MenuItem[] {
  return childRoutes(route)
    .filter((child) => child.showInNav && canAccessIn(child, ctx, options))
    .map((child) => {
      const children = child.hasScreen ? [] : menuOf(child, ctx, params, options);
      const target = child.hasScreen ? child : firstScreen(child, ctx, options);
      return { name: child.name, label: child.label, path: buildPath(target.name, params), children };
    });
}

// A group's own URL shows nothing: land on its first reachable screen instead.
function firstScreen(route: RouteDef, ctx: AccessContext, options: AccessOptions): RouteDef {
  if (route.hasScreen) return route;
  const child = childRoutes(route).find((c) => canAccessIn(c, ctx, options));
  return child ? firstScreen(child, ctx, options) : route;
}

/** The screen a group route should open (itself for a screen), or null when none is reachable. */
export function landingRoute(
  route: RouteDef,
  session: SessionSettings | null,
  user: UserProfile,
  options: AccessOptions = {},
): RouteDef | null {
  const ctx = accessContext(session, user, options);
  if (!canAccessIn(route, ctx, options)) return null;
  return firstScreen(route, ctx, options);
}

/** Breadcrumb: the labelled routes from the top down to `route`. */
export function breadcrumb(route: RouteDef, params: RouteParams): Crumb[] {
  return routeChain(route)
    .filter((r) => r.label !== '')
    .map((r) => ({ name: r.name, label: r.title ?? r.label, path: buildPath(r.name, params) }));
}

/** Document title: route title or label, ' - ', then the console name. */
export function pageTitle(route: RouteDef, consoleName: string): string {
  const text = route.title ?? route.label;
  return text ? `${text} - ${consoleName}` : consoleName;
}
