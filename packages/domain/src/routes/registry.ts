import { ROUTE_TREE } from './tree';
import type { RouteDef, RouteSpec } from './types';

function localKey(path: string): string {
  return path
    .split('/')
    .filter((seg) => seg !== '' && !seg.startsWith('{'))
    .join('.');
}

function joinPath(parent: string, path: string): string {
  if (path === '') return parent || '/';
  return parent === '/' || parent === '' ? `/${path}` : `${parent}/${path}`;
}

function flatten(spec: RouteSpec, parent: RouteDef | null, out: RouteDef[]): RouteDef {
  const key = localKey(spec.path);
  const name = spec.name ?? (parent && parent.name !== 'home' ? `${parent.name}.${key}` : key);
  const fullPath = joinPath(parent?.fullPath ?? '', spec.path);
  const children = spec.children ?? [];
  const def: RouteDef = {
    name,
    path: spec.path,
    fullPath,
    parent: parent?.name ?? null,
    label: spec.label,
    title: spec.title,
    showInNav: spec.showInNav ?? true,
    needsActiveOrg: spec.needsActiveOrg ?? true,
    requiredFeatures: spec.requiredFeatures ?? [],
    requiredPermissions: spec.requiredPermissions ?? [],
    requiredFlags: spec.requiredFlags ?? [],
    rule: spec.rule,
    hasScreen: spec.screen ?? children.length === 0,
    implemented: spec.implemented ?? false,
    hasView: fullPath.endsWith('/{view?}'),
    inOrg: fullPath.startsWith('/orgs/{orgId}'),
    children: [],
  };
  out.push(def);
  const kids = children.map((child) => flatten(child, def, out));
  def.children = kids.map((k) => k.name);
  // A group has no screen of its own: it exists in the console once any child does.
  if (!def.hasScreen) def.implemented = kids.some((k) => k.implemented);
  return def;
}

function build(): ReadonlyMap<string, RouteDef> {
  const list: RouteDef[] = [];
  flatten(ROUTE_TREE, null, list);
  const map = new Map<string, RouteDef>();
  for (const def of list) {
    if (map.has(def.name)) throw new Error(`Duplicate route name ${def.name}`);
    map.set(def.name, def);
  }
  return map;
}

const REGISTRY = build();

/** Every route, parents before children. */
export const ROUTES: readonly RouteDef[] = [...REGISTRY.values()];

/** Looks a route up by name; throws on an unknown name (a programming error). */
export function getRoute(name: string): RouteDef {
  const def = REGISTRY.get(name);
  if (!def) throw new Error(`Unknown route ${name}`);
  return def;
}

/** Looks a route up by name, undefined when unknown. */
export function findRoute(name: string): RouteDef | undefined {
  return REGISTRY.get(name);
}

/** The route and its ancestors, root first. */
export function routeChain(def: RouteDef): RouteDef[] {
  const chain: RouteDef[] = [];
  for (let cur: RouteDef | undefined = def; cur; cur = cur.parent ? REGISTRY.get(cur.parent) : undefined) {
    chain.unshift(cur);
  }
  return chain;
}

/** Child routes of a route, in declaration order. */
export function childRoutes(def: RouteDef): RouteDef[] {
  return def.children.map(getRoute);
}
