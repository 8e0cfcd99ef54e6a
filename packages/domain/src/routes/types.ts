import type { Feature } from '../session/features';
import type { DerivedFlag, SessionFlags } from '../session/flags';
import type { Permission } from '../session/permissions';
import type { SessionSettings } from '../session/settings';
import type { UserProfile } from '../session/user';

/** Everything a gate may look at. `session` is null outside an organization. */
export type AccessContext = {
  session: SessionSettings | null;
  user: UserProfile;
  flags: SessionFlags;
  /** The console runs inside the mobile app (billing is hidden there). */
  isApp: boolean;
};

/** Access requirements; a route also inherits those of its ancestors (except needsActiveOrg). */
export type Gate = {
  requiredFeatures?: readonly Feature[];
  requiredPermissions?: readonly Permission[];
  requiredFlags?: readonly DerivedFlag[];
  /** A rule the data fields cannot express, e.g. "hidden for white-label users". */
  rule?: (ctx: AccessContext) => boolean;
};

/** How a route is written in the tree: path relative to its parent, children nested. */
export type RouteSpec = Gate & {
  path: string;
  label: string;
  /** Page title when it differs from the menu label. */
  title?: string;
  /** Absolute name override; by default the parent name plus the static segments joined with ".". */
  name?: string;
  showInNav?: boolean;
  /** Default true; only evaluated on the route navigated to, not inherited. */
  needsActiveOrg?: boolean;
  /** Has its own screen; default true for leaves, false for routes with children (groups). */
  screen?: boolean;
  /** The screen exists in the console; default false. Groups derive it from their children. */
  implemented?: boolean;
  children?: readonly RouteSpec[];
};

/** A route as the registry holds it: every default filled in. */
export type RouteDef = {
  name: string;
  /** Path segment(s) relative to the parent, e.g. 'list/{view?}'. */
  path: string;
  /** Absolute pattern, e.g. '/orgs/{orgId}/manage/punches/list/{view?}'. */
  fullPath: string;
  parent: string | null;
  label: string;
  title: string | undefined;
  showInNav: boolean;
  needsActiveOrg: boolean;
  requiredFeatures: readonly Feature[];
  requiredPermissions: readonly Permission[];
  requiredFlags: readonly DerivedFlag[];
  rule: ((ctx: AccessContext) => boolean) | undefined;
  /** False for groups: they only hold children. */
  hasScreen: boolean;
  implemented: boolean;
  /** Ends with the optional `{view?}` master-detail parameter. */
  hasView: boolean;
  /** Lives under orgs/{orgId}, so it needs organization settings. */
  inOrg: boolean;
  children: readonly string[];
};

export type AccessOptions = {
  /** Treat unimplemented screens as present (server checks, tests, planning). */
  ignoreImplemented?: boolean;
  isApp?: boolean;
};
