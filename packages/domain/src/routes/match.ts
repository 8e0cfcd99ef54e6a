import { ROUTES, getRoute } from './registry';
import type { RouteDef } from './types';

export type RouteParams = Record<string, string>;
export type RouteMatch = { route: RouteDef; params: RouteParams };

type Compiled = { route: RouteDef; regex: RegExp; keys: string[] };

// orgId is numeric by spec; other ids stay loose (the server validates them).
function compile(route: RouteDef): Compiled {
  const keys: string[] = [];
  let source = '';
  for (const seg of route.fullPath.split('/').filter(Boolean)) {
    const param = /^\{(\w+)(\?)?\}$/.exec(seg);
    if (!param) {
      source += `/${seg.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`;
      continue;
    }
    const [, key = '', optional] = param;
    keys.push(key);
    const value = key === 'orgId' ? '(\\d+)' : '([^/]+)';
    source += optional ? `(?:/${value})?` : `/${value}`;
  }
  return { route, regex: new RegExp(`^${source}/?$`), keys };
}

const COMPILED = ROUTES.map(compile);

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Finds the route a URL path names, with its decoded parameters; null when none does. */
export function matchPath(path: string): RouteMatch | null {
  const clean = path.replace(/[?#].*$/, '') || '/';
  for (const { route, regex, keys } of COMPILED) {
    const m = regex.exec(clean);
    if (!m) continue;
    const params: RouteParams = {};
    keys.forEach((key, i) => {
      const value = m[i + 1];
      if (value !== undefined) params[key] = decode(value);
    });
    return { route, params };
  }
  return null;
}

/** Builds the URL of a named route; optional params may be left out, required ones may not. */
export function buildPath(name: string, params: Record<string, string | number | undefined> = {}): string {
  const parts: string[] = [];
  for (const seg of getRoute(name).fullPath.split('/').filter(Boolean)) {
    const param = /^\{(\w+)(\?)?\}$/.exec(seg);
    if (!param) {
      parts.push(seg);
      continue;
    }
    const [, key = '', optional] = param;
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Route ${name} needs parameter ${key}`);
    }
    parts.push(encodeURIComponent(String(value)));
  }
  return `/${parts.join('/')}`;
}

/** Where an unknown path goes: inside an organization to its dashboard, else to the root. */
export function resolveUnknownPath(path: string): string {
  const org = /^\/orgs\/(\d+)(?:\/|$)/.exec(path);
  return org ? buildPath('org.dashboard', { orgId: org[1] }) : '/';
}
